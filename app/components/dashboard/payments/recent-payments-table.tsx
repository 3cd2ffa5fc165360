import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import { formatRupees } from '~/modules/courses/course-format';
import type { DeskLedgerRow } from '~/modules/offline-payments/find-payment-desk.server';
import { formatDateTime } from '~/utils/dates';
import { useState } from 'react';
import { smallButtonClass } from '~/components/ui/button-classes';
import { CancelReceiptDialog } from './cancel-receipt-dialog';
import { MarkBouncedDialog } from './mark-bounced-dialog';

/** What became of the payment, or what may still become of it: 'Mark bounced' for a cheque or draft, 'Cancel receipt' for an office receipt. */
function Outcome({ row, onBounce, onCancel }: { row: DeskLedgerRow; onBounce: () => void; onCancel: () => void }) {
  if (row.cancelled) return <span className="font-semibold text-red-800">Cancelled</span>;
  if (row.bounced) return <span className="font-semibold text-red-800">Bounced</span>;
  return (
    <div className="flex flex-col items-start gap-2">
      {row.bounceable ? (
        <button type="button" aria-haspopup="dialog" onClick={onBounce} className={smallButtonClass('danger')}>
          Mark bounced<span className="sr-only"> (receipt {row.receiptNumber})</span>
        </button>
      ) : null}
      {row.cancellable ? (
        <button type="button" aria-haspopup="dialog" onClick={onCancel} className={smallButtonClass('secondary')}>
          Cancel receipt<span className="sr-only"> {row.receiptNumber}</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * The newest ledger payments with their receipts, each traceable: the student's number, how the
 * money came ('Razorpay (UPI)', 'UPI, reported by the student' …) with the gateway's payment and
 * order ids, TEST money marked; 'Mark bounced' for a cheque or demand draft, and 'Cancel receipt'
 * for an office receipt issued in error.
 */
export function RecentPaymentsTable({ rows }: { rows: DeskLedgerRow[] }) {
  const [bouncing, setBouncing] = useState<DeskLedgerRow | null>(null);
  const [cancelling, setCancelling] = useState<DeskLedgerRow | null>(null);
  return (
    <section aria-labelledby="recent-payments-heading">
      <h2 id="recent-payments-heading" className="mb-3 text-xl font-semibold text-slate-900">
        Recent payments
      </h2>
      {rows.length === 0 ? (
        <EmptyState>No payments recorded yet.</EmptyState>
      ) : (
        <Table
          label="Newest ledger payments"
          columns={[
            'Receipt',
            'Student',
            'Amount',
            'Method',
            'Reference',
            'Recorded',
            <span key="action" className="sr-only">
              Action
            </span>,
          ]}
          minWidth="min-w-[56rem]"
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row._id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {row.receiptUrl ? (
                    <a href={row.receiptUrl} download className="text-brand-700 underline" aria-label={`Download receipt ${row.receiptNumber} (PDF)`}>
                      {row.receiptNumber}
                    </a>
                  ) : (
                    (row.receiptNumber ?? '—')
                  )}
                  {row.test ? <span className="block text-xs font-bold text-red-800">TEST: no money received</span> : null}
                </th>
                <td className="px-3 py-2">
                  {row.student}
                  {row.studentNumber ? <span className="block text-xs whitespace-nowrap text-slate-600">{row.studentNumber}</span> : null}
                  <span className="block text-xs text-slate-600">{row.course}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatRupees(row.amount)}
                  {row.note ? <span className="block text-xs text-amber-900">{row.note}</span> : null}
                </td>
                <td className="px-3 py-2">
                  {row.methodLabel}
                  {row.gatewayPaymentId ? <span className="block text-xs break-all text-slate-600">Payment {row.gatewayPaymentId}</span> : null}
                  {row.gatewayOrderId ? <span className="block text-xs break-all text-slate-600">Order {row.gatewayOrderId}</span> : null}
                </td>
                <td className="px-3 py-2 break-all">
                  {row.reference ?? '—'}
                  {row.bank ? <span className="block text-xs text-slate-600">{row.bank}</span> : null}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-2">
                  <Outcome row={row} onBounce={() => setBouncing(row)} onCancel={() => setCancelling(row)} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {bouncing ? <MarkBouncedDialog key={bouncing._id} row={bouncing} onClose={() => setBouncing(null)} /> : null}
      {cancelling ? <CancelReceiptDialog key={cancelling._id} row={cancelling} onClose={() => setCancelling(null)} /> : null}
    </section>
  );
}
