import { RichTextEditor } from '~/components/dashboard/editor/rich-text-editor';
import { Field } from '~/components/ui/field';
import { CONTENT_LANGUAGES, translatedKey } from '~/modules/content/content-languages';

/** A field of the English form that has Hindi and Marathi versions. */
export type TranslatedFieldSpec = { field: string; label: string; max: number; kind?: 'text' | 'textarea' | 'rich' };

/**
 * The Hindi and Marathi versions of a form's texts (issue 22 point 4), folded away: most saves
 * touch English only. Each field is optional; where one is left blank the page in that language
 * shows the English text. It opens by itself when a version exists or one is refused.
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
  const open = keys.some((key) => values[key] || errors[key]);
  return (
    <details open={open || undefined} className="rounded-md border border-slate-300 p-3">
      <summary className="cursor-pointer font-semibold text-slate-900">Hindi and Marathi versions (optional)</summary>
      <p className="mt-2 text-sm text-slate-700">Where a version is left blank, the Hindi or Marathi page shows the English text.</p>
      <div className="mt-3 grid gap-5">
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
    </details>
  );
}
