import { labelClass } from '~/components/ui/field-classes';
import { FieldError } from '~/components/ui/field';
import { FieldControl } from './field-control';
import type { FieldSpec } from './student-fields';

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8l-9.9 9.9-4.2 1.4 1.4-4.2 8.9-8.9zM12.2 5.4l-7.5 7.5-.6 1.9 1.9-.6 7.5-7.5-1.3-1.3z" />
    </svg>
  );
}
function TickIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
    </svg>
  );
}

type Props = {
  spec: FieldSpec;
  value: string;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onChange: (value: string) => void;
  error?: string;
  /** Shown instead of the value while locked (the masked Aadhaar number). */
  lockedDisplay?: string;
  placeholder?: string;
};

/**
 * A field of Edit user profile (spec §2): read-only until its pencil is pressed, then editable until
 * its tick is. Focus moves into the field on edit and back to the pencil on done.
 */
export function LockedField({ spec, value, editing, onEdit, onDone, onChange, error, lockedDisplay, placeholder }: Props) {
  const id = `profile-${spec.name}`;
  const iconButton =
    'inline-flex size-10 shrink-0 items-center justify-center rounded-md border ' +
    'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:ring-2 ' +
    'focus-visible:ring-brand-600 focus-visible:outline-none';
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {spec.label}
      </label>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <FieldControl
            spec={spec}
            id={id}
            value={!editing && lockedDisplay !== undefined && value === '' ? lockedDisplay : value}
            onChange={onChange}
            locked={!editing}
            error={error}
            placeholder={editing ? placeholder : undefined}
          />
        </div>
        {editing ? (
          <button
            type="button"
            aria-label={`Done editing ${spec.label}`}
            className={`${iconButton} mt-1 text-green-800`}
            onClick={(event) => {
              onDone();
              const row = event.currentTarget.parentElement!;
              // After React re-renders, the pencil takes the tick's place.
              requestAnimationFrame(() => row.querySelector<HTMLButtonElement>('button')?.focus());
            }}
          >
            <TickIcon />
          </button>
        ) : (
          <button
            type="button"
            aria-label={`Edit ${spec.label}`}
            className={`${iconButton} mt-1`}
            onClick={(event) => {
              onEdit();
              const row = event.currentTarget.parentElement!;
              requestAnimationFrame(() => row.querySelector<HTMLElement>(`#${id}`)?.focus());
            }}
          >
            <PencilIcon />
          </button>
        )}
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
