import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { useDialogAnswer } from '~/components/ui/result-notice';
import { formatPaise, formatRupeesForInput } from '~/modules/courses/course-format';
import type { RefundablePayment } from '~/modules/refunds/find-refund-desk.server';
import { OFFICE_REFUND_METHOD_LABELS, OFFICE_REFUND_METHODS, REFUND_REASON_MAX, refundPaymentInput } from '~/modules/refunds/refunds.schemas';

type Refusal = { amount?: string; reason?: string };

/**
 * 'Refund' of one payment: staff give the amount (at most what is left of it) and the reason, and
 * for money taken at the office how it is paid back. The same schema as the server checks first,
 * so a typo is said at its field; the server's refusal (more than is left, the 7-day window) is
 * said in the dialog.
 */
export function RefundButton({
  payment,
  student,
  requestId,
  startPaise = payment.leftPaise,
}: {
  payment: RefundablePayment;
  student: string;
  requestId?: string;
  /** The amount the dialog starts from: what a student's request asked for, else all that is left. */
  startPaise?: number;
}) {
  const fetcher = useFetcher<ActionResult>();
  const { dialog, error, setError } = useDialogAnswer(fetcher.data);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>({});
  const id = `refund-${payment.id}`;
  const label = payment.receiptNumber ?? 'payment';
  if (payment.leftPaise <= 0) return <span className="text-slate-600">Refunded in full</span>;

  const refund = (values: FormData) => {
    const typed = {
      paymentId: payment.id,
      amount: String(values.get('amount') ?? ''),
      reason: String(values.get('reason') ?? ''),
      method: payment.online ? undefined : String(values.get('method') ?? '') || undefined,
      requestId,
    };
    const parsed = refundPaymentInput.safeParse(typed);
    if (!parsed.success) {
      const first = (field: keyof Refusal) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setRefusal({ amount: first('amount'), reason: first('reason') });
      setError(null);
      return;
    }
    setRefusal({});
    void fetcher.submit({ intent: 'refund', ...typed, method: typed.method ?? '', requestId: requestId ?? '' }, { method: 'post' });
  };

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={smallButtonClass('secondary')}>
        Refund
        <span className="sr-only">
          {' '}
          {label} of {student}
        </span>
      </button>
      {open ? (
        <ConfirmDialog
          ref={dialog}
          titleId={`${id}-title`}
          title={`Refund ${label}`}
          description={`${student}: ${formatPaise(payment.amountPaise)} paid, ${formatPaise(payment.leftPaise)} left to refund. ${
            payment.online ? 'The money goes back through the payment gateway.' : 'The office pays the money back.'
          }`}
          error={error}
          onClose={() => setOpen(false)}
          confirmLabel="Refund"
          busyLabel="Refunding..."
          tone="danger"
          busy={fetcher.state !== 'idle'}
          onConfirm={refund}
        >
          <Field id={`${id}-amount`} label="Amount to refund (₹)" required error={refusal.amount}>
            {(control) => (
              <input
                {...control}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={formatRupeesForInput(startPaise / 100)}
              />
            )}
          </Field>
          <Field id={`${id}-reason`} label="Reason" required hint="Printed on the credit note and kept in the audit log." error={refusal.reason}>
            {(control) => <textarea {...control} name="reason" rows={3} maxLength={REFUND_REASON_MAX} required />}
          </Field>
          {payment.online ? null : (
            <Field id={`${id}-method`} label="Paid back by">
              {(control) => (
                <select {...control} name="method" defaultValue={OFFICE_REFUND_METHODS.find((method) => method === payment.method) ?? 'cash'}>
                  {OFFICE_REFUND_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {OFFICE_REFUND_METHOD_LABELS[method]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
