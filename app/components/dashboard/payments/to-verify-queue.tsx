import { useState } from 'react';
import { useFetcher } from 'react-router';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { Field } from '~/components/ui/field';
import { useDialogAnswer } from '~/components/ui/result-notice';
import { Table } from '~/components/ui/table';
import { formatRupees } from '~/modules/courses/course-format';
import type { PaymentReportView } from '~/modules/offline-payments/find-payment-reports.server';
import type { ActionResult } from '~/utils/action-result';
import { formatCalendarDate } from '~/utils/dates';

type Deciding = { report: PaymentReportView; decision: 'accept' | 'reject' };

/** Accept (optionally with the amount the bank statement shows) or reject with a reason, in a dialog. */
function DecideDialog({ report, decision, onClose }: Deciding & { onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: `decide-${report._id}` });
  const { dialog, error } = useDialogAnswer(fetcher.data);
  const accept = decision === 'accept';
  return (
    <ConfirmDialog
      ref={dialog}
      titleId="decide-report-title"
      title={accept ? 'Accept reported payment' : 'Reject reported payment'}
      description={`${report.student.name} reported ${formatRupees(report.amount)} (UTR ${report.utr}) for ${report.course}.`}
      error={error}
      onClose={onClose}
      confirmLabel={accept ? 'Accept and send receipt' : 'Reject'}
      busyLabel={accept ? 'Accepting...' : 'Rejecting...'}
      tone={accept ? 'primary' : 'danger'}
      busy={fetcher.state !== 'idle'}
      onConfirm={(form) =>
        void fetcher.submit(
          { intent: decision, id: report._id, reason: String(form.get('reason') ?? ''), amount: String(form.get('amount') ?? '') },
          { method: 'post' },
        )
      }
    >
      {accept ? (
        <Field id="confirmed-amount" label="Amount in the bank statement (₹)" hint={`Leave empty if it is the reported ${formatRupees(report.amount)}.`}>
          {(control) => <input name="amount" inputMode="decimal" autoComplete="off" {...control} />}
        </Field>
      ) : (
        <Field id="reject-reason" label="Reason (e-mailed to the student)" required>
          {(control) => <textarea name="reason" rows={3} required maxLength={300} {...control} />}
        </Field>
      )}
    </ConfirmDialog>
  );
}

/** Students' reports of payments made outside the gateway, oldest first, for accounts to check against the bank. */
export function ToVerifyQueue({ reports }: { reports: PaymentReportView[] }) {
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  return (
    <section aria-labelledby="to-verify-heading">
      <h2 id="to-verify-heading" className="mb-3 text-xl font-semibold text-slate-900">
        To verify
      </h2>
      {reports.length === 0 ? (
        <EmptyState>No reported payments to verify.</EmptyState>
      ) : (
        <Table label="Reported payments to verify" columns={['Student', 'Course', 'Reported', 'UTR', 'Screenshot', 'Decision']} minWidth="min-w-[56rem]">
          <tbody>
            {reports.map((report) => (
              <tr key={report._id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <span className="block break-words">{report.student.name}</span>
                  <span className="block font-normal break-words text-slate-600">{report.student.email}</span>
                </th>
                <td className="px-3 py-2">
                  {report.course}
                  <span className="block text-xs text-slate-600">Balance {report.balance === null ? '—' : formatRupees(report.balance)}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatRupees(report.amount)}
                  <span className="block text-xs text-slate-600">
                    {report.method === 'upi' ? 'UPI' : 'Bank transfer'} · {formatCalendarDate(report.paidOn)}
                  </span>
                </td>
                <td className="px-3 py-2 font-mono break-all">{report.utr}</td>
                <td className="px-3 py-2">
                  <a href={report.screenshotUrl} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
                    Open<span className="sr-only"> the screenshot of {report.student.name}</span>
                  </a>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      onClick={() => setDeciding({ report, decision: 'accept' })}
                      className={smallButtonClass('confirm')}
                    >
                      Accept<span className="sr-only"> the payment of {report.student.name}</span>
                    </button>
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      onClick={() => setDeciding({ report, decision: 'reject' })}
                      className={smallButtonClass('danger')}
                    >
                      Reject<span className="sr-only"> the payment of {report.student.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {deciding ? <DecideDialog key={`${deciding.report._id}-${deciding.decision}`} {...deciding} onClose={() => setDeciding(null)} /> : null}
    </section>
  );
}
