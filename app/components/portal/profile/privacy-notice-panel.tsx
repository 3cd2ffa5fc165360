import { useId } from 'react';
import { describedControl, FieldError } from '~/components/ui/field';
import { fillText } from '~/modules/i18n/fill-text';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import type { PrivacyNotice } from '~/modules/students/privacy-notice';

// The itemised notice and the explicit consent of the DPDP Act 2023 (DESIGN.md §7), shown until
// the student has agreed to this version. The box starts unticked and is `required`, so the
// browser asks for it; submitAdmission refuses a first submission without it all the same.
export function PrivacyNoticePanel({ notice, error, texts }: { notice: PrivacyNotice; error?: string; texts: ProfileTexts['notice'] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-brand-100 bg-brand-50 p-5 text-sm text-slate-800">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {notice.title}
      </h3>
      <p className="mt-2">{notice.intro}</p>
      <table className="mt-4 w-full border-collapse text-left">
        <caption className="sr-only">{texts.whatWeCollect}</caption>
        <thead>
          <tr className="border-b border-brand-100">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {texts.what}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {texts.why}
            </th>
          </tr>
        </thead>
        <tbody>
          {notice.items.map((item) => (
            <tr key={item.what} className="border-b border-brand-100 align-top last:border-0">
              <td className="py-2 pr-4 font-medium">{item.what}</td>
              <td className="py-2">{item.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="mt-4 font-semibold text-slate-900">{texts.whoSees}</h4>
      <p className="mt-1">{notice.whoSees}</p>
      <h4 className="mt-4 font-semibold text-slate-900">{texts.howLong}</h4>
      <p className="mt-1">{notice.howLong}</p>
      <h4 className="mt-4 font-semibold text-slate-900">{texts.rights}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {notice.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p className="mt-4">{notice.grievance}</p>
      <p className="mt-1 text-xs text-slate-600">{fillText(texts.version, { version: notice.version })}</p>
      <div className="mt-4 flex items-start gap-3 rounded-md border border-brand-600/40 bg-white p-3">
        <input
          {...describedControl(`${id}-consent`, { error })}
          name="consent"
          type="checkbox"
          value="true"
          required
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={`${id}-consent`} className="font-medium">
            {notice.consentLabel}
          </label>
          <FieldError id={`${id}-consent`} message={error} />
        </div>
      </div>
    </section>
  );
}
