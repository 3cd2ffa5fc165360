import { useState } from 'react';
import { RichTextEditor } from '~/components/dashboard/editor/rich-text-editor';
import { Field } from '~/components/ui/field';
import { CONTENT_LANGUAGES, translatedKey } from '~/modules/content/content-languages';

/** A field of the English form that has Hindi and Marathi versions. */
export type TranslatedFieldSpec = { field: string; label: string; max: number; kind?: 'text' | 'textarea' | 'rich' };

/**
 * The Hindi and Marathi versions of a form's texts (issue 22 point 4), folded away behind a button:
 * most saves touch English only. Folded, the versions in force ride along as hidden fields, so a
 * save keeps them; unfolded, each is an optional field, and where one is left blank the page in
 * that language shows the English text. A refused version unfolds the section at its field.
 */
export function TranslationsSection({
  idPrefix,
  fields,
  values = {},
  errors = {},
}: {
  idPrefix: string;
  fields: TranslatedFieldSpec[];
  values?: Partial<Record<string, string | null>>;
  errors?: Partial<Record<string, string>>;
}) {
  const keys = fields.flatMap(({ field }) => CONTENT_LANGUAGES.map(({ code }) => translatedKey(field, code)));
  const refused = keys.some((key) => errors[key]);
  const [unfolded, setUnfolded] = useState(refused);
  const open = unfolded || refused;
  const entered = CONTENT_LANGUAGES.filter(({ code }) => fields.some(({ field }) => values[translatedKey(field, code)])).map(({ name }) => name);
  const panelId = `${idPrefix}-translations`;
  return (
    <div className="rounded-md border border-slate-300 p-3">
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setUnfolded(!open)} className="font-semibold text-brand-700 underline">
        Hindi and Marathi versions (optional)
      </button>
      <p className="mt-1 text-sm text-slate-700">
        {entered.length ? `Entered: ${entered.join(' and ')}.` : 'None entered.'} Where a version is blank, the Hindi or Marathi page shows the English text.
      </p>
      {open ? (
        <div id={panelId} className="mt-3 grid gap-5">
          {CONTENT_LANGUAGES.map(({ code, name }) => (
            <fieldset key={code} className="flex flex-col gap-4">
              <legend className="font-semibold text-slate-900">{name}</legend>
              {fields.map(({ field, label, max, kind = 'text' }) => {
                const key = translatedKey(field, code);
                const fullLabel = `${label} (${name})`;
                if (kind === 'rich') {
                  return <RichTextEditor key={key} name={key} label={fullLabel} defaultValue={values[key] ?? ''} error={errors[key]} />;
                }
                return (
                  <Field key={key} id={`${idPrefix}-${key}`} label={fullLabel} error={errors[key]}>
                    {(control) =>
                      kind === 'textarea' ? (
                        <textarea {...control} lang={code} name={key} maxLength={max} rows={3} defaultValue={values[key] ?? ''} />
                      ) : (
                        <input {...control} lang={code} name={key} maxLength={max} defaultValue={values[key] ?? ''} autoComplete="off" />
                      )
                    }
                  </Field>
                );
              })}
            </fieldset>
          ))}
        </div>
      ) : (
        keys.map((key) => <input key={key} type="hidden" name={key} value={values[key] ?? ''} />)
      )}
    </div>
  );
}
