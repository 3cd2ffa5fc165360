import { useFetcher } from 'react-router';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { useDialogAnswer } from '~/components/ui/result-notice';
import { formatRupees } from '~/modules/courses/course-format';
import type { DeskLedgerRow } from '~/modules/offline-payments/find-payment-desk.server';
import type { ActionResult } from '~/utils/action-result';

const BACK_IN_BALANCE = 'the amount goes back into the balance and the student is e-mailed.';

/** Asks for the bank's reason before a cheque or demand draft is reversed in the ledger. */
export function MarkBouncedDialog({ row, onClose }: { row: DeskLedgerRow; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: `bounce-${row._id}` });
  const { dialog, error } = useDialogAnswer(fetcher.data);
  const instrument = `${row.method === 'cheque' ? 'Cheque' : 'Demand draft'} ${row.reference ?? ''} of ${row.bank ?? 'the bank'}`;
  return (
    <ConfirmDialog
      ref={dialog}
      titleId="mark-bounced-title"
      title="Mark bounced"
      description={`${instrument}, ${formatRupees(row.amount)} (receipt ${row.receiptNumber ?? '—'}): ${BACK_IN_BALANCE}`}
      error={error}
      onClose={onClose}
      confirmLabel="Mark bounced"
      busyLabel="Marking..."
      tone="danger"
      busy={fetcher.state !== 'idle'}
      onConfirm={(form) => void fetcher.submit({ intent: 'bounce', paymentId: row._id, reason: String(form.get('reason') ?? '') }, { method: 'post' })}
    >
      <Field id="bounce-reason" label="Reason the bank gave" required>
        {(control) => <textarea name="reason" rows={2} required maxLength={300} {...control} />}
      </Field>
    </ConfirmDialog>
  );
}
