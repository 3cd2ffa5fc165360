import { useFetcher } from 'react-router';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { useDialogAnswer } from '~/components/ui/result-notice';
import { formatRupees } from '~/modules/courses/course-format';
import type { DeskLedgerRow } from '~/modules/offline-payments/find-payment-desk.server';
import { REASON_MAX } from '~/modules/offline-payments/offline-payments.schemas';
import type { ActionResult } from '~/utils/action-result';

const WHAT_IT_DOES =
  'the receipt keeps its number and reads CANCELLED, the amount comes off what was paid and out of the day’s collections, and the ' +
  'student is e-mailed. No money goes back: to return money, refund it instead.';

/** Asks why before an office receipt issued in error is cancelled (a reversing row, never a deletion). */
export function CancelReceiptDialog({ row, onClose }: { row: DeskLedgerRow; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: `cancel-receipt-${row._id}` });
  const { dialog, error } = useDialogAnswer(fetcher.data);
  return (
    <ConfirmDialog
      ref={dialog}
      titleId="cancel-receipt-title"
      title={`Cancel receipt ${row.receiptNumber ?? ''}`}
      description={`${row.student}, ${formatRupees(row.amount)}: ${WHAT_IT_DOES}`}
      error={error}
      onClose={onClose}
      confirmLabel="Cancel receipt"
      busyLabel="Cancelling..."
      tone="danger"
      busy={fetcher.state !== 'idle'}
      onConfirm={(form) => void fetcher.submit({ intent: 'cancel-receipt', paymentId: row._id, reason: String(form.get('reason') ?? '') }, { method: 'post' })}
    >
      <Field id="cancel-receipt-reason" label="Why it was issued in error" hint="For example: recorded on the wrong application." required>
        {(control) => <textarea name="reason" rows={2} required maxLength={REASON_MAX} {...control} />}
      </Field>
    </ConfirmDialog>
  );
}
