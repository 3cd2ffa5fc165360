import type { Locale } from '~/modules/i18n/locales';
import type { PayTexts } from '~/modules/i18n/portal/pay-texts.server';
import type { PayPage } from '~/modules/payments/pay-page.server';
import { formatLongDate } from '~/utils/dates';
import { ApplicationStatusBadge } from '../application-status';

/** Spec §2 'Pay course': the Course and Profile Summary beside the Payment Details. */
export function CourseProfileSummary({ page, locale, texts }: { page: PayPage; locale: Locale; texts: PayTexts }) {
  const words = texts.summary;
  const place = [page.student.city, page.student.state].filter(Boolean).join(', ');
  const course: Array<[string, React.ReactNode]> = [
    [words.course, page.course.title],
    ...(page.course.duration ? ([[words.duration, page.course.duration]] as Array<[string, string]>) : []),
    ...(page.course.eligibility ? ([[words.eligibility, page.course.eligibility]] as Array<[string, string]>) : []),
    [words.appliedOn, <time dateTime={page.appliedOn}>{formatLongDate(page.appliedOn, locale)}</time>],
    [words.status, <ApplicationStatusBadge status={page.status} label={texts.status[page.status]} />],
  ];
  const profile: Array<[string, string]> = [
    [words.name, page.student.name],
    [words.email, page.student.email],
    ...(page.student.phone ? ([[words.contactNumber, page.student.phone]] as Array<[string, string]>) : []),
    ...(place ? ([[words.city, place]] as Array<[string, string]>) : []),
  ];
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="summary-heading" className="text-xl font-semibold text-slate-900">
        {words.heading}
      </h2>
      <Facts title={words.course} rows={course} />
      <Facts title={words.profile} rows={profile} />
    </section>
  );
}

function Facts({ title, rows }: { title: string; rows: Array<[string, React.ReactNode]> }) {
  return (
    <>
      <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
