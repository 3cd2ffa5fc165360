import { z } from 'zod';
import { isEmptyPart } from '~/utils/form-parts';

// Browser-safe: the image fields of the staff commands' schemas (courses, news, events).

const upload = z.custom<File>((value) => value instanceof File, 'Images must be files.');

/** Up to `max` image files under one field name (repeated); undefined when none were sent, or refused with `required`. */
export function imageFiles(max: number, tooMany: string, required?: string) {
  const list = required ? z.array(upload, { error: required }).min(1, required) : z.array(upload);
  return z
    .preprocess(
      (value) => {
        const list = (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((part) => !isEmptyPart(part));
        return list.length ? list : undefined;
      },
      required ? list.max(max, tooMany) : list.max(max, tooMany).optional(),
    )
    .meta({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: max,
      description: `${required ? 'One to' : 'Up to'} ${max} image${max > 1 ? 's' : ''}: JPEG, PNG, WebP or GIF, 5 MB each`,
    });
}
