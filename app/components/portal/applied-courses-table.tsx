import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApplicationView } from '~/modules/applications/application-view.server';
import { formatRupees, formatPaiseCompact } from '~/modules/courses/course-format';
import type { NextInstalment } from '~/modules/payments/next-instalments.server';
import { buttonClass, smallButtonClass } from '~/components/ui/button-classes';
import { Table } from '~/components/ui/table';
import { formatCalendarDate, formatLongDate } from '~/utils/dates';
import { ApplicationStatusBadge } from './application-status';
import { ReceiptLinks } from './receipt-links';
import { RefundRequest } from './refund-request';
import { refundDue } from '~/modules/refunds/refund-due';
import type { StudentRefundRequest } from '~/modules/refunds/find-student-refund-requests.server';
import { ReportPaymentForm } from './report-payment-form';

const COLUMNS = ['Student Name', 'Course Title', 'Date of Application', 'Status', 'Fees'];

/** Spec §2: 'Pending' when nothing is paid, else 'Fees Paid: ₹{amount}'; 'Paid' when staff marked the fees paid with nothing recorded (a waiver). */
const feesText = ({ feesPaid, fees }: ApplicationView) => (feesPaid > 0 ? `Fees Paid: ${formatRupees(feesPaid)}` : fees === 'Paid' ? 'Paid' : 'Pending');

/** The course's fee, and what is left to pay: nothing once the fees are Paid; unknown while the course has no fee; what is paid over the fee. */
function feeFacts(application: ApplicationView) {
  const { courseId, feesPaid, fees } = application;
  const courseFee = courseId.fees === null ? 'Not set yet' : formatRupees(courseId.fees);
  // In paise, so that ₹0.10 + ₹0.20 leaves no rounding residue.
  const left = courseId.fees === null ? null : Math.max(0, Math.round(courseId.fees * 100) - Math.round(feesPaid * 100)) / 100;
  const balance = fees === 'Paid' ? formatRupees(0) : left === null ? 'Ask the office' : formatRupees(left);
  const due = refundDue(application);
  return { courseFee, balance, refundDue: due > 0 ? formatRupees(due) : null };
}

/** 'Next instalment ₹20,000 due 1 Jun 2026 (overdue)': what an instalment plan asks for next (spec §9). */
const nextDueText = (next: NextInstalment | undefined) =>
  next ? `${formatPaiseCompact(next.outstandingPaise)} due ${formatCalendarDate(next.dueDate)}${next.overdue ? ' (overdue)' : ''}` : null;

/** '₹1,500 awaiting verification': reported outside the gateway, not yet checked by the accounts office (not in the fees paid). */
const awaitingText = (paise: number | undefined) => (paise ? `${formatPaiseCompact(paise)} awaiting verification` : null);

/** Money paid outside the gateway is reported while there is a balance to pay (issue 11). */
const reportForm = (application: ApplicationView) =>
  application.fees === 'Pending' && application.status !== 'Rejected' && (application.courseId.fees ?? 0) > 0 ? (
    <ReportPaymentForm applicationId={application._id} courseTitle={application.courseId.title} />
  ) : null;

// The Applied Courses of spec §2. On a phone one card per application (course, date, status,
// fees and the action); from 760 px the spec's table. Both are in the page; CSS shows one, and the
// hidden one is out of the accessibility tree. The fee status comes derived from the server.
export function AppliedCoursesTable({
  applications,
  nextInstalments = {},
  refundRequests = {},
  awaitingVerification = {},
}: {
  applications: ApplicationView[];
  nextInstalments?: Record<string, NextInstalment>;
  refundRequests?: Record<string, StudentRefundRequest>;
  /** Paise of each application's pending payment reports. */
  awaitingVerification?: Record<string, number>;
}) {
  if (!applications.length) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
        You have not applied to any course yet.{' '}
        <Link to="/courses" className="font-semibold text-brand-700 underline">
          Browse the courses
        </Link>
      </p>
    );
  }
  // Spec §2: 'Pay Now' while the fee status is Pending (and the course has a fee to pay). A full page
  // load (reloadDocument): the pay page's own CSP admits Razorpay Checkout, no other page's does.
  const payButton = (application: ApplicationView, block = false) =>
    application.fees === 'Pending' && (application.courseId.fees ?? 0) > 0 ? (
      <Link
        to={`/pay-course/${application._id}`}
        reloadDocument
        aria-label={`Pay Now: ${application.courseId.title}`}
        className={block ? buttonClass('primary', { block: true }) : smallButtonClass('primary')}
      >
        Pay Now
      </Link>
    ) : null;
  return (
    <>
      <ul className="flex flex-col gap-4 tab:hidden">
        {applications.map((application) => (
          <li key={application._id}>
            <ApplicationCard
              application={application}
              nextDue={nextDueText(nextInstalments[application._id])}
              awaiting={awaitingText(awaitingVerification[application._id])}
              action={payButton(application, true)}
              refundRequest={refundRequests[application._id]}
            />
          </li>
        ))}
      </ul>
      <Table className="hidden tab:block" caption="Your applications" minWidth="min-w-[40rem]" columns={COLUMNS}>
        <tbody className="divide-y divide-slate-200">
          {applications.map((application) => {
            const { courseFee, balance, refundDue: due } = feeFacts(application);
            const nextDue = nextDueText(nextInstalments[application._id]);
            const awaiting = awaitingText(awaitingVerification[application._id]);
            return (
              <tr key={application._id}>
                <td className="px-3 py-3">{application.userId.name}</td>
                <td className="px-3 py-3 font-medium text-slate-900">{application.courseId.title}</td>
                <td className="px-3 py-3">
                  <time dateTime={application.date}>{formatLongDate(application.date)}</time>
                </td>
                <td className="px-3 py-3">
                  <ApplicationStatusBadge status={application.status} />
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span>{feesText(application)}</span>
                    {payButton(application)}
                  </div>
                  <p className="mt-1 text-xs text-slate-600">
                    Course fee {courseFee} · Balance {balance}
                    {nextDue ? ` · Next instalment ${nextDue}` : ''}
                    {due ? ` · Refund due ${due}` : ''}
                    {awaiting ? ` · ${awaiting}` : ''}
                  </p>
                  <ReceiptLinks receipts={application.receipts} />
                  <RefundRequest application={application} request={refundRequests[application._id]} />
                  {reportForm(application)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}

function ApplicationCard({
  application,
  nextDue,
  awaiting,
  action,
  refundRequest,
}: {
  application: ApplicationView;
  nextDue: string | null;
  awaiting: string | null;
  action: ReactNode;
  refundRequest: StudentRefundRequest | undefined;
}) {
  const headingId = `application-${application._id}`;
  const { courseFee, balance, refundDue: due } = feeFacts(application);
  const rows = [
    ['Date of Application', <time dateTime={application.date}>{formatLongDate(application.date)}</time>],
    ['Status', <ApplicationStatusBadge status={application.status} />],
    ['Course fee', courseFee],
    ['Fees', feesText(application)],
    ['Balance', balance],
    ...(nextDue ? ([['Next instalment', nextDue]] as const) : []),
    ...(due ? ([['Refund due', due]] as const) : []),
    ...(awaiting ? ([['Reported', awaiting]] as const) : []),
  ] as const;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {application.courseId.title}
      </h3>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-center justify-between gap-3">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ReceiptLinks receipts={application.receipts} />
      <RefundRequest application={application} request={refundRequest} />
      {reportForm(application)}
      {action ? <div className="mt-4">{action}</div> : null}
    </article>
  );
}
