import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { useDialogAnswer } from '~/components/ui/result-notice';
import type { ApplicationView } from '~/modules/applications/application-view.server';
import type { StudentRefundRequest } from '~/modules/refunds/find-student-refund-requests.server';
import { formatRupees } from '~/modules/courses/course-format';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { ApplicationsTexts } from '~/modules/i18n/portal/applications-texts.server';
import { REFUND_REASON_MAX, refundWindowEndsAt } from '~/modules/refunds/refunds.schemas';
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
export function RefundRequest({
  application,
  request,
  locale,
  texts,
  say,
}: {
  application: ApplicationView;
  request: StudentRefundRequest | undefined;
  locale: Locale;
  texts: ApplicationsTexts['refund'];
  /** The API's English answers in the page's language. */
  say: (english: string) => string;
}) {
  const revalidator = useRevalidator();
  const [answer, setAnswer] = useState<Answer | undefined>();
  const { dialog, error, setError } = useDialogAnswer(answer);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `refund-request-${application._id}`;

  if (request?.status === 'open') {
    return (
      <p className="mt-2 text-sm text-slate-700">
        {fillText(texts.open, { kind: texts.kinds[request.kind], date: formatMediumDate(request.createdAt, locale) })}
      </p>
    );
  }
  const said =
    request?.status === 'declined' ? (
      <p className="mt-2 text-sm text-slate-700">{fillText(texts.declined[request.kind], { reason: request.decisionReason ?? '' })}</p>
    ) : request?.status === 'refunded' ? (
      <p className="mt-2 text-sm text-slate-700">{texts.refunded[request.kind]}</p>
    ) : null;
  // Only money paid gives the accounts office something to answer (request-refund.server.ts).
  if (application.feesPaid <= 0 || !inWindow(application)) return said;

  const send = async (values: FormData) => {
    const reason = String(values.get('reason') ?? '').trim();
    if (!reason) return setError(texts.reasonRequired);
    // Blank: all that is refundable (the server works it out); else rupees as typed, read by the server.
    const amount = String(values.get('amount') ?? '').trim() || undefined;
    if (amount !== undefined && parseRupees(amount) === null) return setError(texts.amountInvalid);
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
          ? { ok: true, message: say(reply.message ?? '') }
          : { ok: false, message: reply.message ? say(reply.message) : texts.failed },
      );
      if (response.ok) await revalidator.revalidate();
    } catch {
      setAnswer({ ok: false, message: texts.unreachable });
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
        aria-label={fillText(texts.askFor, { course: application.courseId.title })}
        onClick={() => setOpen(true)}
        className={smallButtonClass('secondary')}
      >
        {texts.ask}
      </button>
      {open ? (
        <ConfirmDialog
          ref={dialog}
          titleId={`${id}-title`}
          title={texts.ask}
          description={fillText(texts.description, { course: application.courseId.title })}
          error={error}
          onClose={() => setOpen(false)}
          confirmLabel={texts.send}
          cancelLabel={texts.cancel}
          busyLabel={texts.sending}
          busy={busy}
          onConfirm={(values) => void send(values)}
        >
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{texts.wouldLike}</legend>
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input type="radio" name="kind" value="refund" defaultChecked /> {texts.aRefund}
            </label>
            <label className="mt-1 flex items-center gap-2 text-sm">
              <input type="radio" name="kind" value="withdrawal" /> {texts.toWithdraw}
            </label>
          </fieldset>
          <Field id={`${id}-amount`} label={texts.amount} hint={fillText(texts.amountHint, { paid: formatRupees(application.feesPaid) })}>
            {(control) => <input {...control} name="amount" type="text" inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field id={`${id}-reason`} label={texts.reason} required>
            {(control) => <textarea {...control} name="reason" rows={3} maxLength={REFUND_REASON_MAX} required />}
          </Field>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
