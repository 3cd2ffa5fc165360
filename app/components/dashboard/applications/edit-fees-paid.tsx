import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useResultToast } from '~/components/ui/result-notice';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { formatRupees, formatRupeesForInput } from '~/modules/courses/course-format';
import { parseRupees } from '~/utils/rupees';
import { ADJUSTMENT_REASON_MAX, updateFeesPaidInput, VALID_NUMBER } from '~/modules/payments/payments.schemas';
import type { ApplicationsResult, ApplicationView } from './applications-shared';
import { CorrectionsOnlyNote } from './corrections-only-note';

type Refusal = { amountPaid?: string; reason?: string; form?: string };
const REASON_HINT =
  "Why the total is corrected, for the record (kept in the payments ledger and the audit log), e.g. 'Entered twice on 3 June'. " +
  `Up to ${ADJUSTMENT_REASON_MAX} characters.`;
const AMOUNT_HINT = 'The new total paid for this application, written as on a form: 12,500, ₹1,25,000 or 12500.50.';

/**
 * 'Edit' of the amount paid (spec §2; the spec's prompt, asked in the page): staff give the new total
 * and why. The server adds the difference to the ledger as an audited adjustment
 * (update-fees-paid.server.ts); the same rules are checked here first, so a typo is said at its
 * field and nothing is sent. A refusal from the server is said in the dialog too, where staff look.
 */
export function EditFeesPaid({ application }: { application: ApplicationView }) {
  const fetcher = useFetcher<ApplicationsResult>();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>({});
  useResultToast(fetcher.data, {
    onResult: (result) => {
      if (!result.ok) {
        const { amountPaid, reason } = result.fieldErrors;
        setRefusal(amountPaid || reason ? { amountPaid, reason } : { form: result.message });
      }
    },
    onSuccess: () => dialog.current?.close(),
    refusals: 'inline',
  });
  const { _id: id, courseId: course } = application;
  const name = application.userId.name;
  const busy = fetcher.state !== 'idle';
  const amountId = `fees-paid-${id}`;
  const courseFee = course.fees === null ? 'no fee set' : formatRupees(course.fees);
  const reasonId = `fees-paid-reason-${id}`;

  const save = (values: FormData) => {
    const typed = { applicationId: id, amountPaid: String(values.get('amountPaid') ?? ''), reason: String(values.get('reason') ?? '') };
    const parsed = updateFeesPaidInput.safeParse(typed);
    if (!parsed.success) {
      const first = (field: 'amountPaid' | 'reason') => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      const found = { amountPaid: first('amountPaid'), reason: first('reason') };
      setRefusal(found.amountPaid || found.reason ? found : { form: parsed.error.issues[0]?.message ?? VALID_NUMBER });
      document.getElementById(found.amountPaid ? amountId : reasonId)?.focus();
      return;
    }
    void fetcher.submit({ intent: 'fees-paid', ...typed }, { method: 'post' });
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        disabled={busy}
        onClick={() => {
          setRefusal({});
          setOpen(true);
        }}
        className={smallButtonClass('secondary')}
      >
        Edit<span className="sr-only"> fees paid of {name}</span>
      </button>
      {open ? (
        <ConfirmDialog
          ref={dialog}
          titleId={`fees-paid-title-${id}`}
          title="Edit fees paid"
          description={`${name}, ${course.title}: ${formatRupees(application.feesPaid)} paid of ${courseFee}.`}
          error={refusal.form}
          onClose={() => setOpen(false)}
          confirmLabel="Save"
          busyLabel="Saving..."
          busy={busy}
          onConfirm={save}
        >
          <Field id={amountId} label="Fees paid (₹)" required hint={AMOUNT_HINT} error={refusal.amountPaid}>
            {(control) => (
              <input
                {...control}
                name="amountPaid"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={formatRupeesForInput(application.feesPaid)}
                // Shown grouped the Indian way once typed: '125000' becomes '1,25,000'.
                onBlur={(event) => {
                  const paise = parseRupees(event.currentTarget.value);
                  if (paise !== null) event.currentTarget.value = formatRupeesForInput(paise / 100);
                }}
              />
            )}
          </Field>
          <Field id={reasonId} label="Reason" required hint={REASON_HINT} error={refusal.reason}>
            {(control) => <textarea {...control} name="reason" rows={3} maxLength={ADJUSTMENT_REASON_MAX} required />}
          </Field>
          {/* After the fields: the amount takes the focus when the dialog opens. */}
          <CorrectionsOnlyNote student={name} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
