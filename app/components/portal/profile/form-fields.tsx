import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useState } from 'react';
import { describedControl, Field, FieldError, hintId } from '~/components/ui/field';
import { hintClass, labelClass } from '~/components/ui/field-classes';
import { documentAccept, documentFileProblem } from '~/modules/documents/documents.schemas';
import type { StoredDocument } from '~/modules/documents/find-student-documents.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import type { DocumentField } from '~/modules/students/profile.schemas';
import { formatMediumDate } from '~/utils/dates';

type FieldTexts = ProfileTexts['fields'];
/** What a file field needs besides its own props: the page's language, its texts, and the English-to-its-language lookup. */
type FileTexts = { locale: Locale; texts: FieldTexts; say: (english: string) => string };

// The admission form's controls, on the Field primitive: a label, the control filled with what is
// on file, a hint and the field's error (the browser's check or the server's answer), wired by id.
// The form sends only what differs from what is on file (admission-form.tsx).

type Common = { name: string; label: string; defaultValue?: string; hint?: ReactNode; error?: string; tag?: ReactNode };
type TextFieldProps = Common &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'step' | 'placeholder'>;

export function TextField({ name, label, defaultValue, hint, error, tag, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} tag={tag}>
      {(control) => <input {...control} name={name} type={type} defaultValue={defaultValue} {...rest} />}
    </Field>
  );
}

export function TextAreaField({ name, label, defaultValue, hint, error, maxLength }: Common & { maxLength: number }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} name={name} rows={3} maxLength={maxLength} autoComplete="street-address" defaultValue={defaultValue} />}
    </Field>
  );
}

// The options' values stay the English ones the server knows; `optionNames` says them in the page's language.
// 'Select…' only while nothing is on file: a stored choice can be changed, not emptied (an empty
// value means "unchanged" to the server, so emptying would silently keep it).
export function SelectField({
  name,
  label,
  options,
  optionNames,
  placeholder,
  defaultValue = '',
  error,
  onChange,
}: Common & { options: readonly string[]; optionNames: Record<string, string>; placeholder: string; onChange?: (value: string) => void }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue} onChange={(event) => onChange?.(event.currentTarget.value)}>
          {defaultValue ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionNames[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The browser's own check of a chosen file (type and size from its name), before anything is sent. */
function useFileCheck(kind: DocumentField, say: (english: string) => string) {
  const [problem, setProblem] = useState<string | null>(null);
  const onChange = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    const english = file ? documentFileProblem(kind, file) : null;
    const found = english === null ? null : say(english);
    // The form reads the validity of every file input before sending (admission-form.tsx).
    input.setCustomValidity(found ?? '');
    setProblem(found);
    return found ? null : (file ?? null);
  };
  return { problem, onChange };
}

const fileInputClass =
  'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 ' +
  'file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 aria-invalid:text-red-800';

const kilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);
const typeName = (contentType: string) => (contentType === 'application/pdf' ? 'PDF' : (contentType.split('/')[1] ?? '').toUpperCase());
/** A file input cannot show the stored file, so the hint names it, links to it and says how to replace it. */
function StoredFile({ stored, label, locale, texts }: { stored: StoredDocument; label: string; locale: Locale; texts: FieldTexts }) {
  return (
    <>
      {texts.currentFile}{' '}
      <a href={stored.url} className="font-medium text-brand-700 underline hover:text-brand-800">
        {stored.fileName}
        <span className="sr-only"> ({label})</span>
      </a>{' '}
      {fillText(texts.storedFile, {
        type: typeName(stored.contentType),
        size: kilobytes(stored.byteSize),
        date: formatMediumDate(stored.uploadedAt, locale),
      })}
    </>
  );
}

/** A document upload (PDF or image); `stored` is the one on file. */
export function FileField({
  kind,
  label,
  stored,
  hint,
  error,
  locale,
  texts,
  say,
}: FileTexts & { kind: DocumentField; label: string; stored?: StoredDocument; hint: string; error?: string }) {
  const id = useId();
  const { problem, onChange } = useFileCheck(kind, say);
  return (
    <Field
      id={id}
      label={label}
      error={problem ?? error}
      hint={
        <>
          {stored ? (
            <span className="block">
              <StoredFile stored={stored} label={label} locale={locale} texts={texts} />
            </span>
          ) : null}
          {hint}
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          className={fileInputClass}
          name={kind}
          type="file"
          accept={documentAccept(kind)}
          onChange={(event) => onChange(event.currentTarget)}
        />
      )}
    </Field>
  );
}

/** The profile photo with a preview: the chosen picture, else the stored one, else initials. */
export function PhotoField({ stored, initials, error, locale, texts, say }: FileTexts & { stored?: StoredDocument; initials: string; error?: string }) {
  const id = useId();
  const { problem, onChange } = useFileCheck('profilePhoto', say);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? stored?.url ?? null;
  const message = problem ?? error;
  const hint = texts.photoHint;
  const label = texts.documents.profilePhoto;
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      {shown ? (
        <img src={shown} alt={texts.photoPreview} width={96} height={96} className="size-24 shrink-0 rounded-full border border-slate-200 object-cover" />
      ) : (
        <span aria-hidden="true" className="grid size-24 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
          {initials || '?'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          {...describedControl(id, { error: message ?? undefined, hint })}
          name="profilePhoto"
          type="file"
          accept={documentAccept('profilePhoto')}
          onChange={(event) => {
            const file = onChange(event.currentTarget);
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
          className={fileInputClass}
        />
        <p id={hintId(id)} className={hintClass}>
          {stored ? <StoredFile stored={stored} label={label} locale={locale} texts={texts} /> : null} {hint}
        </p>
        <FieldError id={id} message={message ?? undefined} />
      </div>
    </div>
  );
}
