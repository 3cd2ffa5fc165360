import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import { formatRupees } from '~/modules/courses/course-format';
import type { DeskLedgerRow } from '~/modules/offline-payments/find-payment-desk.server';
import { OFFLINE_METHOD_LABELS, type OfflineMethod } from '~/modules/offline-payments/offline-payments.schemas';
import { formatDateTime } from '~/utils/dates';
import { useState } from 'react';
import { smallButtonClass } from '~/components/ui/button-classes';
import { MarkBouncedDialog } from './mark-bounced-dialog';

const methodLabel = (method: string | null) => (method ? (OFFLINE_METHOD_LABELS[method as OfflineMethod] ?? method.toUpperCase()) : '—');

/** The newest ledger payments with their receipts, and 'Mark bounced' for a cheque or demand draft. */
export function RecentPaymentsTable({ rows }: { rows: DeskLedgerRow[] }) {
  const [bouncing, setBouncing] = useState<DeskLedgerRow | null>(null);
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
                </th>
                <td className="px-3 py-2">
                  {row.student}
                  <span className="block text-xs text-slate-600">{row.course}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatRupees(row.amount)}
                  {row.note ? <span className="block text-xs text-amber-900">{row.note}</span> : null}
                </td>
                <td className="px-3 py-2">{methodLabel(row.method)}</td>
                <td className="px-3 py-2 break-all">
                  {row.reference ?? '—'}
                  {row.bank ? <span className="block text-xs text-slate-600">{row.bank}</span> : null}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-2">
                  {row.bounced ? (
                    <span className="font-semibold text-red-800">Bounced</span>
                  ) : row.bounceable ? (
                    <button type="button" aria-haspopup="dialog" onClick={() => setBouncing(row)} className={smallButtonClass('danger')}>
                      Mark bounced<span className="sr-only"> (receipt {row.receiptNumber})</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {bouncing ? <MarkBouncedDialog key={bouncing._id} row={bouncing} onClose={() => setBouncing(null)} /> : null}
    </section>
  );
}
