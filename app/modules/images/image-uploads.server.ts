import { z } from '@hono/zod-openapi';
import type { StoredImage } from '~/db/schema';
import { isEmptyPart } from '~/utils/form-parts';
import { storeImage } from './store-image.server';

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
    .openapi({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: max,
      description: `${required ? 'One to' : 'Up to'} ${max} image${max > 1 ? 's' : ''}: JPEG, PNG, WebP or GIF, 5 MB each`,
    });
}

/**
 * Reads and stores uploaded images one at a time (each re-encoded as WebP variants). Called after
 * every other field is validated and before any row is written: a refused image (413/415) stops
 * the request with no row stored. Variants of an earlier image of the same request may remain on
 * disk unreferenced.
 */
export async function storeUploads(files: File[] | undefined): Promise<StoredImage[] | undefined> {
  if (!files) return undefined;
  const stored: StoredImage[] = [];
  for (const file of files) stored.push(await storeImage({ bytes: new Uint8Array(await file.arrayBuffer()) }));
  return stored;
}
