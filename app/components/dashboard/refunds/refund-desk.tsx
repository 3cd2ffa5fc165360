import { Form, useSearchParams } from 'react-router';
import { buttonClass, linkButtonClass } from '~/components/ui/button-classes';
import { EmptyState } from '~/components/ui/empty-state';
import { Pagination } from '~/components/ui/pagination';
import { inputClass, labelClass } from '~/components/ui/field-classes';
import { Table } from '~/components/ui/table';
import { formatPaise } from '~/modules/courses/course-format';
import type { DeskPages, DeskRefund, DeskRefundDue, RefundablePayment, RefundDesk } from '~/modules/refunds/find-refund-desk.server';
import { REFUND_WINDOW_DAYS, REQUEST_KIND_LABELS } from '~/modules/refunds/refunds.schemas';
import { formatDateTime, formatMediumDate } from '~/utils/dates';
import { DeclineButton } from './decline-dialog';
import { RefundButton } from './refund-dialog';

const STATUS_WORDS = { pending: 'Pending at the gateway', processed: 'Processed', failed: 'Failed' } as const;

/**
 * The payments of one application, each with what is left of it and its Refund button; answering a
 * request, the dialog starts from what the student asked for (at most what is left of the payment).
 */
function Payments({
  payments,
  student,
  requestId,
  askedPaise = null,
}: {
  payments: RefundablePayment[];
  student: string;
  requestId?: string;
  askedPaise?: number | null;
}) {
  if (!payments.length) return <span className="text-slate-600">No payments</span>;
  return (
    <ul className="flex flex-col gap-2">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center gap-2">
          <span>
            {payment.receiptNumber ?? 'Payment'} · {formatPaise(payment.amountPaise)} · {formatMediumDate(payment.paidAt)} ·{' '}
            {payment.online ? 'online' : 'office'}
            {payment.leftPaise < payment.amountPaise ? ` · ${formatPaise(payment.leftPaise)} left` : ''}
          </span>
          {payment.outcome ? (
            <span className="font-semibold text-red-800">{payment.outcome}</span>
          ) : (
            <RefundButton
              payment={payment}
              student={student}
              requestId={requestId}
              startPaise={askedPaise === null ? payment.leftPaise : Math.min(askedPaise, payment.leftPaise)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The student as accounts find them: name, number and e-mail. */
function StudentCell({ student }: { student: { student: string; studentNumber: string | null; email?: string } }) {
  return (
    <>
      <span className="block">{student.student}</span>
      {student.studentNumber ? <span className="block font-normal whitespace-nowrap text-slate-600">{student.studentNumber}</span> : null}
      {student.email ? <span className="block font-normal text-slate-600">{student.email}</span> : null}
    </>
  );
}

/** How a refund goes back, with the gateway's ids of the payment, its order and the refund. */
function RefundMethod({ refund }: { refund: DeskRefund }) {
  const ids = [
    ['Payment', refund.gatewayPaymentId],
    ['Order', refund.gatewayOrderId],
    ['Refund', refund.gatewayRefundId],
  ] as const;
  return (
    <>
      {refund.methodLabel}
      {ids.map(([label, id]) =>
        id ? (
          <span key={label} className="block text-xs break-all text-slate-600">
            {label} {id}
          </span>
        ) : null,
      )}
    </>
  );
}

function Applications({ label, rows }: { label: string; rows: DeskRefundDue[] }) {
  return (
    <Table label={label} columns={['Student', 'Course', 'Fee · paid', 'Refund due', 'Payments']} minWidth="min-w-[56rem]">
      <tbody>
        {rows.map((row) => (
          <tr key={row.applicationId} className="border-t border-slate-200 align-top">
            <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
              <StudentCell student={row} />
            </th>
            <td className="px-3 py-2">
              {row.course}
              {row.status === 'Rejected' ? <span className="block text-xs text-slate-600">Rejected: owes nothing</span> : null}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              {row.feePaise === null ? 'No fee set' : formatPaise(row.feePaise)} · {formatPaise(row.paidPaise)}
            </td>
            <td className="px-3 py-2 font-semibold whitespace-nowrap">{row.duePaise > 0 ? formatPaise(row.duePaise) : '—'}</td>
            <td className="px-3 py-2">
              <Payments payments={row.payments} student={row.student} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Previous / next of one of the page's lists, keeping the other list's page and the search. */
function ListPages({ pages, parameter, label }: { pages: DeskPages; parameter: 'requestsPage' | 'duePage'; label: string }) {
  const [search] = useSearchParams();
  const href = (page: number) => {
    const next = new URLSearchParams(search);
    next.set(parameter, String(page));
    return `?${next}`;
  };
  return <Pagination page={pages.page} pageCount={pages.pageCount} label={label} href={href} />;
}

/**
 * The Refunds page: what waits for accounts (students' requests, refunds due), a payment found by
 * its receipt number, and the latest refunds with their state and credit note.
 */
export function RefundDeskPage({ receipt, desk }: { receipt: string; desk: RefundDesk }) {
  return (
    // No padding of its own: the dashboard's main has it, and its wide tables need the room (issue 21).
    <section aria-labelledby="refunds-heading" className="flex flex-col gap-8">
      <div>
        <h1 id="refunds-heading" className="text-2xl font-semibold text-slate-900">
          Refunds
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          A refund of an online payment goes back through the payment gateway; money taken at the office is paid back by the office. Each refund gets a numbered
          credit note, e-mailed to the student. After {REFUND_WINDOW_DAYS} days from payment or enrolment only the owner may refund.
        </p>
      </div>

      <Form method="get" role="search" aria-label="Find a payment" className="flex max-w-xl flex-wrap items-end gap-3">
        <div className="grow">
          <label htmlFor="refund-receipt" className={labelClass}>
            Receipt number
          </label>
          <input id="refund-receipt" name="receipt" defaultValue={receipt} placeholder="NIHM/2026-27/000042" className={inputClass} autoComplete="off" />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          Find payment
        </button>
      </Form>
      {/* Sub-lists are not landmarks of their own: each table is the region, named as its heading. */}
      {desk.found ? (
        <div>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">Payment {receipt}</h2>
          {desk.found.length ? <Applications label={`Payment ${receipt}`} rows={desk.found} /> : <EmptyState>No payment has that receipt number.</EmptyState>}
        </div>
      ) : null}

      <div>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Requests from students</h2>
        {desk.requests.length === 0 ? (
          <EmptyState>No open requests.</EmptyState>
        ) : (
          <Table label="Requests from students" columns={['Student', 'Course', 'Asked for', 'Reason', 'Payments', 'Decline']} minWidth="min-w-[64rem]">
            <tbody>
              {desk.requests.map((request) => (
                <tr key={request.id} className="border-t border-slate-200 align-top">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    <StudentCell student={request} />
                  </th>
                  <td className="px-3 py-2">{request.course}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {REQUEST_KIND_LABELS[request.kind]}
                    {request.askedPaise === null ? null : <span className="block font-semibold">{formatPaise(request.askedPaise)}</span>}
                    <span className="block text-xs text-slate-600">{formatDateTime(request.requestedAt)}</span>
                  </td>
                  <td className="px-3 py-2 break-words whitespace-pre-line">{request.reason}</td>
                  <td className="px-3 py-2">
                    <Payments payments={request.payments} student={request.student} requestId={request.id} askedPaise={request.askedPaise} />
                  </td>
                  <td className="px-3 py-2">
                    <DeclineButton request={request} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <ListPages pages={desk.requestPages} parameter="requestsPage" label="Requests pages" />
      </div>

      <div>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Refund due</h2>
        <p className="mb-2 max-w-3xl text-sm text-slate-700">Applications that paid more than they owe: moved to a cheaper course, or rejected after paying.</p>
        {desk.refundsDue.length === 0 ? <EmptyState>No refunds due.</EmptyState> : <Applications label="Refund due" rows={desk.refundsDue} />}
        <ListPages pages={desk.duePages} parameter="duePage" label="Refund due pages" />
      </div>

      <div>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Latest refunds</h2>
        <p className="mb-2 max-w-3xl text-sm text-slate-700">
          The latest 50. Every refund that has reached the ledger is in the ledger export on the Finance page, with its credit note number.
        </p>
        {desk.recent.length === 0 ? (
          <EmptyState>No refunds yet.</EmptyState>
        ) : (
          <Table
            label="Latest refunds"
            columns={['Date', 'Student', 'Course', 'Amount', 'Method', 'Against receipt', 'Reason', 'State', 'Credit note']}
            minWidth="min-w-[60rem]"
          >
            <tbody>
              {desk.recent.map((refund) => (
                <tr key={refund.id} className="border-t border-slate-200 align-top">
                  {/* The date over the time, and the TEST note under the amount, may wrap: nine columns fit 1366 px. */}
                  <td className="min-w-30 px-3 py-2">{formatDateTime(refund.createdAt)}</td>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    <StudentCell student={refund} />
                  </th>
                  <td className="px-3 py-2">{refund.course}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatPaise(refund.amountPaise)}
                    {refund.test ? <span className="block text-xs font-bold whitespace-normal text-red-800">TEST: no money paid back</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    <RefundMethod refund={refund} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{refund.againstReceipt ?? '—'}</td>
                  <td className="px-3 py-2 break-words">{refund.reason}</td>
                  <td className="px-3 py-2">{STATUS_WORDS[refund.status]}</td>
                  <td className="px-3 py-2">
                    {refund.creditNote ? (
                      <a href={refund.creditNote.url} className={linkButtonClass} aria-label={`Credit note ${refund.creditNote.number} (PDF)`}>
                        {refund.creditNote.number}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </section>
  );
}
