import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { useDialogAnswer } from '~/components/ui/result-notice';
import type { ErasureRequestView } from '~/modules/students/find-erasure-requests.server';
import { smallButtonClass } from '~/components/ui/button-classes';
import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import { ConfirmDialog } from '~/components/ui/dialog';
import { formatDateTime } from '~/utils/dates';

export const ERASE_CONFIRMATION = "Erase this student's profile, documents and unpaid applications? This cannot be undone.";

/**
 * Asks before erasing, in the page (no browser confirm()). It lives beside the table, not in the
 * row: once erased, the row shows 'Erased …' instead of its button.
 */
function EraseDialog({ request, onClose }: { request: ErasureRequestView; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: 'erase-student-data' });
  // Erased: said by a toast once the dialog closes. Refused: said in the dialog only.
  const { dialog, error } = useDialogAnswer(fetcher.data);
  return (
    <ConfirmDialog
      ref={dialog}
      titleId="erase-title"
      title="Erase student data"
      description={ERASE_CONFIRMATION}
      error={error}
      onClose={onClose}
      confirmLabel="Erase now"
      busyLabel="Erasing..."
      tone="danger"
      busy={fetcher.state !== 'idle'}
      onConfirm={() => void fetcher.submit({ userId: request.userId }, { method: 'post' })}
    >
      <p className="text-slate-800">
        {request.name} ({request.email})
      </p>
    </ConfirmDialog>
  );
}

/** Students' requests to erase their data (DPDP Act 2023): open ones first, oldest first. */
export function ErasureRequestsTable({ requests }: { requests: ErasureRequestView[] }) {
  const [erasing, setErasing] = useState<ErasureRequestView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="erasure-heading" className="p-4 sm:p-6">
      <h1 id="erasure-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
        Data Erasure Requests
      </h1>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-700">
        Students may ask us to erase their personal data. Act within 30 days. Erasing deletes the profile, documents and applications without a paid fee;
        applications with a fee payment are kept as tax law requires, and the request records that.
      </p>
      {requests.length === 0 ? (
        <EmptyState>No erasure requests.</EmptyState>
      ) : (
        <Table label="Erasure requests" columns={['Student', 'Requested', 'Reason', 'Status']} minWidth="min-w-[48rem]">
          <tbody>
            {requests.map((request) => (
              <tr key={request.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <span className="block break-words">{request.name}</span>
                  <span className="block font-normal break-words text-slate-600">{request.email}</span>
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(request.requestedAt)}</td>
                <td className="px-3 py-2 break-words whitespace-pre-line">{request.reason || '—'}</td>
                <td className="px-3 py-2">
                  {request.completedAt === null ? (
                    <button type="button" aria-haspopup="dialog" onClick={() => setErasing(request)} className={smallButtonClass('dangerSolid')}>
                      Erase now<span className="sr-only"> (data of {request.name})</span>
                    </button>
                  ) : (
                    <>
                      <span className="font-semibold text-green-800">Erased {formatDateTime(request.completedAt)}</span>
                      {request.kept ? <span className="mt-1 block text-xs text-slate-700">Kept: {request.kept}</span> : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {erasing ? (
        <EraseDialog
          key={erasing.id}
          request={erasing}
          onClose={() => {
            setErasing(null);
            // The erased row has no button to return to.
            if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
