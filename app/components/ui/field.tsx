import type { ReactNode } from 'react';
import { hintClass, inputClass, labelClass } from './field-classes';

// Labelled form controls: one look for every input, select and textarea of the site's dialogs, the
// portal and the dashboard, and one wiring of hints and errors to the control they describe.

/** The id of the message under control `id`: its error, its hint. */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** What a control needs so assistive technology reads its error and hint with it. */
export function describedControl(id: string, { error, hint, describedBy }: { error?: string; hint?: ReactNode; describedBy?: string } = {}) {
  const described = [error ? errorId(id) : '', hint ? hintId(id) : '', describedBy ?? ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': described || undefined };
}

/** The message under a control (or a group of them), tied to it by `errorId(id)`; nothing when valid. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={errorId(id)} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

export type ControlProps = ReturnType<typeof describedControl> & { className: string };

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Marks the label with an asterisk (hidden from screen readers: the control says `required`). */
  required?: boolean;
  /**
   * A short visual note beside the label ('Needed to apply'), kept out of the label so the
   * control's name stays the label alone; say the same in `hint` for screen readers.
   */
  tag?: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control: a function is given its id, aria-invalid, aria-describedby and class. */
  children: ReactNode | ((control: ControlProps) => ReactNode);
};

/** A label, its control, a hint and an error, wired together by id. */
export function Field({ id, label, required, tag, hint, error, className, children }: FieldProps) {
  const labelled = (
    <label htmlFor={id} className={labelClass}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  return (
    <div className={className}>
      {tag ? (
        <div className="flex flex-wrap items-center gap-x-2">
          {labelled}
          <span aria-hidden="true" className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {tag}
          </span>
        </div>
      ) : (
        labelled
      )}
      {typeof children === 'function' ? children({ ...describedControl(id, { error, hint }), className: inputClass }) : children}
      {hint ? (
        <p id={hintId(id)} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
