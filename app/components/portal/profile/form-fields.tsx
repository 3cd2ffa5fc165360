import { type InputHTMLAttributes, useEffect, useId, useState } from 'react';
import { DOCUMENT_LABELS, documentAccept, documentFileProblem } from '~/modules/documents/documents.schemas';
import type { DocumentField } from '~/modules/students/profile.schemas';
import { hintClass, inputClass, labelClass } from '~/components/ui/field-classes';

// The admission form's controls. Every input starts empty: an empty value means "unchanged" to
// submitAdmission, so only what the student types is sent. What is on file shows as a visible
// "Current: …" line tied to the input (aria-describedby) rather than as a placeholder: a
// placeholder disappears on the first keystroke, is read inconsistently and looks like a value.

type TextFieldProps = { name: string; label: string; current?: string; hint?: string; defaultValue?: string } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'step'
>;

function Hints({ id, current, hint }: { id: string; current?: string; hint?: string }) {
  return (
    <>
      {current ? (
        <p id={`${id}-current`} className={hintClass}>
          Current: <span className="font-medium text-slate-800">{current}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
const describedBy = (id: string, current?: string, hint?: string) =>
  [current ? `${id}-current` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export function TextField({ name, label, current, hint, defaultValue, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} name={name} type={type} defaultValue={defaultValue} aria-describedby={describedBy(id, current, hint)} className={inputClass} {...rest} />
      <Hints id={id} current={current} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  current,
  defaultValue,
  maxLength,
}: {
  name: string;
  label: string;
  current?: string;
  defaultValue?: string;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={maxLength}
        autoComplete="street-address"
        defaultValue={defaultValue}
        aria-describedby={describedBy(id, current)}
        className={inputClass}
      />
      <Hints id={id} current={current} />
    </div>
  );
}

// The empty first option keeps what is on file (or leaves the field unset on a first submission).
export function SelectField({
  name,
  label,
  options,
  current,
  defaultValue,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly string[];
  current?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        aria-describedby={describedBy(id, current)}
        className={inputClass}
      >
        <option value="">{current ? 'Keep current' : 'Select…'}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Hints id={id} current={current} />
    </div>
  );
}

/** The browser's own check of a chosen file (type and size from its name), before anything is sent. */
function useFileCheck(kind: DocumentField) {
  const [problem, setProblem] = useState<string | null>(null);
  const onChange = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    const found = file ? documentFileProblem(kind, file) : null;
    // A custom validity message makes the browser refuse to submit and say why at the field.
    input.setCustomValidity(found ?? '');
    setProblem(found);
    return found ? null : (file ?? null);
  };
  return { problem, onChange };
}

function FileProblem({ id, problem }: { id: string; problem: string | null }) {
  return problem ? (
    <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
      {problem}
    </p>
  ) : null;
}

/** A document upload (PDF or image); `current` is the private URL of the stored one, '' when none. */
export function FileField({ kind, current, hint }: { kind: DocumentField; current: string; hint: string }) {
  const id = useId();
  const { problem, onChange } = useFileCheck(kind);
  const label = DOCUMENT_LABELS[kind];
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={kind}
        type="file"
        accept={documentAccept(kind)}
        onChange={(event) => onChange(event.currentTarget)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[`${id}-hint`, current ? `${id}-current` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ')}
        className={
          'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 ' +
          'file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 ' +
          'hover:file:bg-brand-100'
        }
      />
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
      {current ? (
        <p id={`${id}-current`} className={hintClass}>
          Current: uploaded (see My Profile). A new file replaces it.
        </p>
      ) : null}
      <FileProblem id={id} problem={problem} />
    </div>
  );
}

/** The profile photo with a preview: the chosen picture, else the stored one, else initials. */
export function PhotoField({ current, initials }: { current: string; initials: string }) {
  const id = useId();
  const { problem, onChange } = useFileCheck('profilePhoto');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? (current || null);
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      {shown ? (
        <img src={shown} alt="Profile photo preview" width={96} height={96} className="size-24 shrink-0 rounded-full border border-slate-200 object-cover" />
      ) : (
        <span aria-hidden="true" className="grid size-24 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
          {initials || '?'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={labelClass}>
          Profile photo
        </label>
        <input
          id={id}
          name="profilePhoto"
          type="file"
          accept={documentAccept('profilePhoto')}
          onChange={(event) => {
            const file = onChange(event.currentTarget);
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          className={
            'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 ' +
            'file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 ' +
            'hover:file:bg-brand-100'
          }
        />
        <p id={`${id}-hint`} className={hintClass}>
          A JPEG, PNG or WebP picture of your face, up to 5 MB.{current ? ' A new picture replaces the current one.' : ''}
        </p>
        <FileProblem id={id} problem={problem} />
      </div>
    </div>
  );
}
