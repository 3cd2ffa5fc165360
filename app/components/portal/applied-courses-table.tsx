import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApplicationView } from '~/modules/applications/application-view.server';
import { formatRupees, formatPaiseCompact } from '~/modules/courses/course-format';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { ApplicationsTexts } from '~/modules/i18n/portal/applications-texts.server';
import type { NextInstalment } from '~/modules/payments/next-instalments.server';
import { buttonClass, smallButtonClass } from '~/components/ui/button-classes';
import { Table } from '~/components/ui/table';
import { formatCalendarDate, formatLongDate, formatMediumDate } from '~/utils/dates';
import { AdmissionLetterLink } from './admission-letter-link';
import { ApplicationStatusBadge } from './application-status';
import { ReceiptLinks } from './receipt-links';
import { RefundRequest } from './refund-request';
import { refundDue } from '~/modules/refunds/refund-due';
import type { StudentRefundRequest } from '~/modules/refunds/find-student-refund-requests.server';
import { ReportPaymentForm } from './report-payment-form';
import { OfferAnswer } from './offer-answer';
import type { StudentMerit } from '~/modules/admissions/find-merit-rounds.server';

type Texts = ApplicationsTexts;
type TableTexts = Texts['table'];

/** The API's English answer in the page's language, when the page knows it. */
const sayIn = (texts: Texts) => (english: string) => texts.messages[english] ?? english;

/** Spec §2: 'Pending' when nothing is paid, else 'Fees Paid: ₹{amount}'; 'Paid' when staff marked the fees paid with nothing recorded (a waiver). */
const feesText = ({ feesPaid, fees }: ApplicationView, texts: TableTexts) =>
  feesPaid > 0 ? fillText(texts.feesPaid, { amount: formatRupees(feesPaid) }) : fees === 'Paid' ? texts.paid : texts.pending;

/** The course's fee, and what is left to pay: nothing once the fees are Paid; unknown while the course has no fee; what is paid over the fee. */
function feeFacts(application: ApplicationView, texts: TableTexts) {
  const { courseId, feesPaid, fees } = application;
  const courseFee = courseId.fees === null ? texts.notSet : formatRupees(courseId.fees);
  // In paise, so that ₹0.10 + ₹0.20 leaves no rounding residue.
  const left = courseId.fees === null ? null : Math.max(0, Math.round(courseId.fees * 100) - Math.round(feesPaid * 100)) / 100;
  const balance = fees === 'Paid' ? formatRupees(0) : left === null ? texts.askOffice : formatRupees(left);
  const due = refundDue(application);
  return { courseFee, balance, refundDue: due > 0 ? formatRupees(due) : null };
}

/** A calendar day ('2026-06-01'): as typed on English pages, the month named in Hindi and Marathi (noon in India: no zone moves it). */
const calendarDay = (day: string, locale: Locale) => (locale === 'en' ? formatCalendarDate(day) : formatMediumDate(`${day}T12:00:00+05:30`, locale));

/** 'Next instalment ₹20,000 due 1 Jun 2026 (overdue)': what an instalment plan asks for next (spec §9). */
const nextDueText = (next: NextInstalment | undefined, locale: Locale, texts: TableTexts) =>
  next
    ? fillText(texts.nextDue, { amount: formatPaiseCompact(next.outstandingPaise), date: calendarDay(next.dueDate, locale) }) +
      (next.overdue ? ` ${texts.overdue}` : '')
    : null;

/** '₹1,500 awaiting verification': reported outside the gateway, not yet checked by the accounts office (not in the fees paid). */
const awaitingText = (paise: number | undefined, texts: TableTexts) => (paise ? fillText(texts.awaiting, { amount: formatPaiseCompact(paise) }) : null);

/** Money paid outside the gateway is reported while there is a balance to pay (issue 11). */
const reportForm = (application: ApplicationView, texts: Texts) =>
  application.fees === 'Pending' && application.status !== 'Rejected' && (application.courseId.fees ?? 0) > 0 ? (
    <ReportPaymentForm applicationId={application._id} courseTitle={application.courseId.title} texts={texts.report} say={sayIn(texts)} />
  ) : null;

// The Applied Courses of spec §2. On a phone one card per application (course, date, status,
// fees and the action); from 760 px the spec's table. Both are in the page; CSS shows one, and the
// hidden one is out of the accessibility tree. The fee status comes derived from the server.
export function AppliedCoursesTable({
  applications,
  nextInstalments = {},
  refundRequests = {},
  awaitingVerification = {},
  merit = {},
  locale,
  texts,
}: {
  applications: ApplicationView[];
  /** Each application's place in its course's latest merit round, and its offer. */
  merit?: Record<string, StudentMerit>;
  nextInstalments?: Record<string, NextInstalment>;
  refundRequests?: Record<string, StudentRefundRequest>;
  /** Paise of each application's pending payment reports. */
  awaitingVerification?: Record<string, number>;
  locale: Locale;
  texts: Texts;
}) {
  const words = texts.table;
  if (!applications.length) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
        {words.none}{' '}
        <Link to="/courses" className="font-semibold text-brand-700 underline">
          {words.browse}
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
        aria-label={fillText(words.payNowFor, { course: application.courseId.title })}
        className={block ? buttonClass('primary', { block: true }) : smallButtonClass('primary')}
      >
        {words.payNow}
      </Link>
    ) : null;
  return (
    <>
      <ul className="flex flex-col gap-4 tab:hidden">
        {applications.map((application) => (
          <li key={application._id}>
            <ApplicationCard
              application={application}
              nextDue={nextDueText(nextInstalments[application._id], locale, words)}
              awaiting={awaitingText(awaitingVerification[application._id], words)}
              action={payButton(application, true)}
              refundRequest={refundRequests[application._id]}
              merit={merit[application._id]}
              locale={locale}
              texts={texts}
            />
          </li>
        ))}
      </ul>
      <Table className="hidden tab:block" caption={words.caption} minWidth="min-w-[40rem]" columns={words.columns}>
        <tbody className="divide-y divide-slate-200">
          {applications.map((application) => {
            const { courseFee, balance, refundDue: due } = feeFacts(application, words);
            const nextDue = nextDueText(nextInstalments[application._id], locale, words);
            const awaiting = awaitingText(awaitingVerification[application._id], words);
            return (
              <tr key={application._id}>
                <td className="px-3 py-3">{application.userId.name}</td>
                <td className="px-3 py-3 font-medium text-slate-900">{application.courseId.title}</td>
                <td className="px-3 py-3">
                  <time dateTime={application.date}>{formatLongDate(application.date, locale)}</time>
                </td>
                <td className="px-3 py-3">
                  <ApplicationStatusBadge status={application.status} label={texts.status[application.status]} />
                  <OfferAnswer
                    applicationId={application._id}
                    course={application.courseId.title}
                    merit={merit[application._id]}
                    locale={locale}
                    texts={texts.offer}
                  />
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span>{feesText(application, words)}</span>
                    {payButton(application)}
                  </div>
                  <p className="mt-1 text-xs text-slate-600">
                    {words.courseFee} {courseFee} · {words.balance} {balance}
                    {nextDue ? ` · ${words.nextInstalment} ${nextDue}` : ''}
                    {due ? ` · ${words.refundDue} ${due}` : ''}
                    {awaiting ? ` · ${awaiting}` : ''}
                  </p>
                  <ReceiptLinks receipts={application.receipts} locale={locale} texts={texts.receipts} />
                  <AdmissionLetterLink application={application} texts={texts.admissionLetter} />
                  <RefundRequest application={application} request={refundRequests[application._id]} locale={locale} texts={texts.refund} say={sayIn(texts)} />
                  {reportForm(application, texts)}
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
  merit,
  locale,
  texts,
}: {
  application: ApplicationView;
  nextDue: string | null;
  awaiting: string | null;
  action: ReactNode;
  refundRequest: StudentRefundRequest | undefined;
  merit: StudentMerit | undefined;
  locale: Locale;
  texts: Texts;
}) {
  const headingId = `application-${application._id}`;
  const words = texts.table;
  const { courseFee, balance, refundDue: due } = feeFacts(application, words);
  const [, , dateColumn, statusColumn, feesColumn] = words.columns;
  const rows = [
    [dateColumn, <time dateTime={application.date}>{formatLongDate(application.date, locale)}</time>],
    [statusColumn, <ApplicationStatusBadge status={application.status} label={texts.status[application.status]} />],
    [words.courseFee, courseFee],
    [feesColumn, feesText(application, words)],
    [words.balance, balance],
    ...(nextDue ? ([[words.nextInstalment, nextDue]] as const) : []),
    ...(due ? ([[words.refundDue, due]] as const) : []),
    ...(awaiting ? ([[words.reported, awaiting]] as const) : []),
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
      <OfferAnswer applicationId={application._id} course={application.courseId.title} merit={merit} locale={locale} texts={texts.offer} />
      <ReceiptLinks receipts={application.receipts} locale={locale} texts={texts.receipts} />
      <AdmissionLetterLink application={application} texts={texts.admissionLetter} />
      <RefundRequest application={application} request={refundRequest} locale={locale} texts={texts.refund} say={sayIn(texts)} />
      {reportForm(application, texts)}
      {action ? <div className="mt-4">{action}</div> : null}
    </article>
  );
}
