import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { useEachNew } from '~/components/ui/use-each-new';
import { inputClass, labelClass } from '~/components/ui/field-classes';
import type { ContactFormTexts } from '~/modules/i18n/site/contact-texts.server';

/** What the /contact action answers (app/routes/_site/contact.tsx). */
export type ContactResult = { ok: true } | { ok: false; reason?: string; values: Partial<Record<ContactField, string>> };
type ContactField = 'name' | 'email' | 'phone' | 'message';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

// The message form of Home and Contact (spec §2, §5). It posts to the /contact route action:
// with JavaScript through a fetcher (the page stays put), without it as a plain form post that
// lands on /contact with the same answer (`fallback`, the page's action data). The outcome is
// said in the page's language; a refusal's reason comes from the server in that language too.
export function ContactForm({ id, texts, fallback }: { id: string; texts: ContactFormTexts; fallback?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? fallback;
  const sending = fetcher.state !== 'idle';
  const values = result && !result.ok ? result.values : {};

  useEachNew(fetcher.data, (answer) => {
    if (answer.ok) form.current?.reset();
  });

  return (
    <fetcher.Form ref={form} method="post" action="/contact" className="flex flex-col gap-4">
      <div className="grid gap-4 tab:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === 'name' ? 'tab:col-span-2' : undefined}>
            <label htmlFor={`${id}-${field.name}`} className={labelClass}>
              {texts[field.name]}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              defaultValue={values[field.name]}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          {texts.message}
        </label>
        <textarea id={`${id}-message`} name="message" required rows={5} maxLength={5000} defaultValue={values.message} className={inputClass} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? texts.sending : texts.send}
        </button>
      </div>
      {/* Always in the page, so screen readers announce what is later written into it. */}
      <div id={`${id}-status`} role="status" aria-live="polite" className="min-h-6">
        {result && !sending ? (
          <div className={result.ok ? 'font-semibold text-green-700' : 'text-red-700'}>
            <p className="font-semibold">{result.ok ? texts.sent : texts.failed}</p>
            {!result.ok && result.reason ? <p className="mt-1 text-sm">{result.reason}</p> : null}
          </div>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
