import type { PayPage } from '~/modules/payments/pay-page.server';
import { formatLongDate } from '~/utils/dates';
import { ApplicationStatusBadge } from '../application-status';

/** Spec §2 'Pay course': the Course and Profile Summary beside the Payment Details. */
export function CourseProfileSummary({ page }: { page: PayPage }) {
  const place = [page.student.city, page.student.state].filter(Boolean).join(', ');
  const course: Array<[string, React.ReactNode]> = [
    ['Course', page.course.title],
    ...(page.course.duration ? ([['Duration', page.course.duration]] as Array<[string, string]>) : []),
    ...(page.course.eligibility ? ([['Eligibility', page.course.eligibility]] as Array<[string, string]>) : []),
    ['Applied on', <time dateTime={page.appliedOn}>{formatLongDate(page.appliedOn)}</time>],
    ['Status', <ApplicationStatusBadge status={page.status} />],
  ];
  const profile: Array<[string, string]> = [
    ['Name', page.student.name],
    ['E-mail', page.student.email],
    ...(page.student.phone ? ([['Contact number', page.student.phone]] as Array<[string, string]>) : []),
    ...(place ? ([['City', place]] as Array<[string, string]>) : []),
  ];
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="summary-heading" className="text-xl font-semibold text-slate-900">
        Course and Profile Summary
      </h2>
      <Facts title="Course" rows={course} />
      <Facts title="Profile" rows={profile} />
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
