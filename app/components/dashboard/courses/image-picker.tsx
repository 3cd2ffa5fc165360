import { useEffect, useId, useState } from 'react';
import { imageUrl, type StoredImage } from '~/modules/images/images';
import { labelClass } from '~/components/ui/field-classes';

/**
 * One image slot: click (or focus and press Space) to choose a picture, with a preview. The file
 * input stays in the form, so it posts with it; remount the component (change its key) to clear it.
 */
export function ImagePicker({
  name,
  label,
  current,
  currentSrc,
  required = false,
  hint,
}: {
  name: string;
  label: string;
  current?: StoredImage;
  /** A picture shown in the slot when `current` is absent (Site Settings: the site's standard one). */
  currentSrc?: string;
  required?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? (current ? imageUrl(current, 480) : (currentSrc ?? null));

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept="image/*"
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file ? URL.createObjectURL(file) : null);
        }}
      />
      <label
        htmlFor={id}
        className={
          'mt-1 flex aspect-video w-full cursor-pointer items-center justify-center overflow-hidden ' +
          'rounded-md border-2 border-dashed border-slate-300 bg-slate-50 text-sm text-slate-600 ' +
          'hover:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600'
        }
      >
        {shown ? <img src={shown} alt={`${label} preview`} className="h-full w-full object-cover" /> : <span aria-hidden="true">Click to choose an image</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
