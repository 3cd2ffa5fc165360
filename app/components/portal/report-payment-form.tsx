import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { fileInputClass } from '~/components/ui/field-classes';
import { Field } from '~/components/ui/field';
import { type Answer, ResultStatus } from '~/components/ui/result-notice';
import { useRevealProblem } from '~/components/ui/reveal-problem';
import { dateInputValue } from '~/utils/dates';
import { fillText } from '~/modules/i18n/fill-text';
import type { ApplicationsTexts } from '~/modules/i18n/portal/applications-texts.server';
import { showToast } from '~/utils/toast';

/** The field a refusal of the API is about, from its sentence (the API names no field), else the form's line. */
const refusedField = (message: string) =>
  /UTR/.test(message) ? 'utr' : /screenshot/i.test(message) ? 'screenshot' : /day paid/i.test(message) ? 'paidOn' : /amount/i.test(message) ? 'amount' : 'form';

/**
 * 'I have paid by UPI / bank transfer' on an application of Applied Courses (issue 11): the amount,
 * day, UTR and a screenshot go to POST /api/users/report-payment (the student's cookie), and wait
 * for the accounts office; the receipt comes by e-mail and appears here once they accept it.
 */
export function ReportPaymentForm({
  applicationId,
  courseTitle,
  texts,
  say,
}: {
  applicationId: string;
  courseTitle: string;
  texts: ApplicationsTexts['report'];
  /** The API's English answers in the page's language (its field is found from the English). */
  say: (english: string) => string;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The form is drawn once the disclosure opens: most students never report a payment.
  const [open, setOpen] = useState(false);
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Opened before the page's script ran (a quick tap on a slow phone): its toggle went unheard.
  useEffect(() => {
    if (disclosure.current?.open) setOpen(true);
  }, []);
  const fieldErrors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  // The form ends below the card on a phone: a refusal takes the student to its field or line.
  const { container: formElement, reveal } = useRevealProblem<HTMLFormElement>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      const res = await fetch('/api/users/report-payment', { method: 'POST', body: new FormData(form), credentials: 'same-origin' });
      const body = (await res.json()) as { success: boolean; message: string };
      const message = say(body.message);
      const result: Answer = body.success ? { ok: true, message } : { ok: false, message, fieldErrors: { [refusedField(body.message)]: message } };
      setAnswer(result);
      if (result.ok) {
        showToast('success', result.message);
        form.reset();
        void revalidator.revalidate();
      } else reveal();
    } catch {
      setAnswer({ ok: false, message: texts.unreachable });
      reveal();
    } finally {
      setBusy(false);
    }
  }

  return (
    <details ref={disclosure} className="mt-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-brand-700">
        {texts.summary}
        <span className="sr-only"> {fillText(texts.forCourse, { course: courseTitle })}</span>
      </summary>
      {open ? (
        <form
          ref={formElement}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-3 flex flex-col gap-3 text-left"
          aria-label={fillText(texts.formName, { course: courseTitle })}
        >
          <input type="hidden" name="applicationId" value={applicationId} />
          <Field id={`${id}-method`} label={texts.paidBy} required>
            {(control) => (
              <select name="method" {...control} defaultValue="upi">
                <option value="upi">UPI</option>
                <option value="bank-transfer">{texts.bankTransfer}</option>
              </select>
            )}
          </Field>
          <Field id={`${id}-amount`} label={texts.amount} required error={fieldErrors.amount}>
            {(control) => <input name="amount" inputMode="decimal" autoComplete="off" required {...control} />}
          </Field>
          <Field id={`${id}-paid-on`} label={texts.date} required error={fieldErrors.paidOn}>
            {(control) => <input name="paidOn" type="date" required max={dateInputValue(Date.now())} {...control} />}
          </Field>
          <Field id={`${id}-utr`} label={texts.utr} required error={fieldErrors.utr}>
            {(control) => <input name="utr" autoComplete="off" required {...control} />}
          </Field>
          <Field id={`${id}-screenshot`} label={texts.screenshot} required error={fieldErrors.screenshot}>
            {(control) => (
              <input name="screenshot" type="file" accept="image/jpeg,image/png,image/webp,application/pdf" required {...control} className={fileInputClass} />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" busy={busy}>
              {texts.send}
            </Button>
            <ResultStatus result={answer && !answer.ok && !Object.keys(fieldErrors).some((key) => key !== 'form') ? answer : null} />
          </div>
        </form>
      ) : null}
    </details>
  );
}
