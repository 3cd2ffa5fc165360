import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { useDialogAnswer } from '~/components/ui/result-notice';
import type { ApplicationView } from '~/modules/applications/application-view.server';
import type { StudentRefundRequest } from '~/modules/refunds/find-student-refund-requests.server';
import { formatRupees } from '~/modules/courses/course-format';
import { REFUND_REASON_MAX, refundWindowEndsAt, REQUEST_AMOUNT_INVALID, REQUEST_KIND_LABELS, REQUEST_REASON_REQUIRED } from '~/modules/refunds/refunds.schemas';
import { parseRupees } from '~/utils/rupees';
import type { Answer } from '~/components/ui/result-notice';
import { formatMediumDate } from '~/utils/dates';

type Reply = { success?: boolean; message?: string };

/** Whether the 7-day window is open now: from the later of the latest payment and the application's date. */
function inWindow(application: ApplicationView): boolean {
  const paid = (application.receipts ?? []).filter((receipt) => receipt.kind === 'receipt').map((receipt) => Date.parse(receipt.date));
  const enrolledAt = Date.parse(application.date);
  return Date.now() <= refundWindowEndsAt({ paidAt: paid.length ? Math.max(...paid) : enrolledAt, enrolledAt });
}

/**
 * Applied Courses' 'Ask for a refund or withdrawal' (issue 11): within the window, with a reason;
 * POST /api/users/request-refund, then the page reloads its data. An open request, or the answer
 * to the last one, is said in its place.
 */
export function RefundRequest({ application, request }: { application: ApplicationView; request: StudentRefundRequest | undefined }) {
  const revalidator = useRevalidator();
  const [answer, setAnswer] = useState<Answer | undefined>();
  const { dialog, error, setError } = useDialogAnswer(answer);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `refund-request-${application._id}`;
  const what = request ? REQUEST_KIND_LABELS[request.kind] : '';

  if (request?.status === 'open') {
    return (
      <p className="mt-2 text-sm text-slate-700">
        {what} requested on {formatMediumDate(request.createdAt)}: waiting for the accounts office.
      </p>
    );
  }
  const said =
    request?.status === 'declined' ? (
      <p className="mt-2 text-sm text-slate-700">
        Your {what.toLowerCase()} request was declined: {request.decisionReason}
      </p>
    ) : request?.status === 'refunded' ? (
      <p className="mt-2 text-sm text-slate-700">Your {what.toLowerCase()} request was answered with a refund: see its credit note.</p>
    ) : null;
  // Only money paid gives the accounts office something to answer (request-refund.server.ts).
  if (application.feesPaid <= 0 || !inWindow(application)) return said;

  const send = async (values: FormData) => {
    const reason = String(values.get('reason') ?? '').trim();
    if (!reason) return setError(REQUEST_REASON_REQUIRED);
    // Blank: all that is refundable (the server works it out); else rupees as typed, read by the server.
    const amount = String(values.get('amount') ?? '').trim() || undefined;
    if (amount !== undefined && parseRupees(amount) === null) return setError(REQUEST_AMOUNT_INVALID);
    setBusy(true);
    try {
      const response = await fetch('/api/users/request-refund', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ applicationId: application._id, kind: values.get('kind'), reason, amount }),
      });
      const reply = (await response.json().catch(() => ({}))) as Reply;
      setAnswer(
        response.ok && reply.success
          ? { ok: true, message: reply.message ?? '' }
          : { ok: false, message: reply.message ?? 'Could not send the request. Try again.' },
      );
      if (response.ok) await revalidator.revalidate();
    } catch {
      setAnswer({ ok: false, message: 'Could not reach the server. Check the connection and try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-2">
      {said}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Ask for a refund or withdrawal: ${application.courseId.title}`}
        onClick={() => setOpen(true)}
        className={smallButtonClass('secondary')}
      >
        Ask for a refund or withdrawal
      </button>
      {open ? (
        <ConfirmDialog
          ref={dialog}
          titleId={`${id}-title`}
          title="Ask for a refund or withdrawal"
          description={`${application.courseId.title}. The accounts office answers by e-mail.`}
          error={error}
          onClose={() => setOpen(false)}
          confirmLabel="Send request"
          busyLabel="Sending..."
          busy={busy}
          onConfirm={(values) => void send(values)}
        >
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">I would like</legend>
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input type="radio" name="kind" value="refund" defaultChecked /> a refund of fees paid
            </label>
            <label className="mt-1 flex items-center gap-2 text-sm">
              <input type="radio" name="kind" value="withdrawal" /> to withdraw from the course
            </label>
          </fieldset>
          <Field
            id={`${id}-amount`}
            label="Amount to refund (₹)"
            hint={`Leave it blank to ask for all that can be refunded (you have paid ${formatRupees(application.feesPaid)}).`}
          >
            {(control) => <input {...control} name="amount" type="text" inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field id={`${id}-reason`} label="Reason" required>
            {(control) => <textarea {...control} name="reason" rows={3} maxLength={REFUND_REASON_MAX} required />}
          </Field>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
