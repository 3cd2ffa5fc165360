import { useStaffMay } from '~/components/dashboard/shell/use-staff-may';
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useResultToast } from '~/components/ui/result-notice';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { FEE_REASON_MAX, markFeesPaidReason } from '~/modules/applications/applications.schemas';
import { formatRupees } from '~/modules/courses/course-format';
import { refundDue } from '~/modules/refunds/refund-due';
import type { ApplicationsResult, ApplicationView } from './applications-shared';
import { CorrectionsOnlyNote } from './corrections-only-note';
import { EditFeesPaid } from './edit-fees-paid';

/** What is left to pay: 'NA' without a course fee; money paid beyond the fee is said as such. */
function balanceText(courseFee: number | null, paid: number) {
  if (courseFee === null) return 'NA';
  const left = Math.round((courseFee - paid) * 100) / 100;
  return left >= 0 ? formatRupees(left) : `${formatRupees(0)} (${formatRupees(-left)} paid over the fee)`;
}

/**
 * The fees block (spec §2): the course fee, the status with staff's toggle, what was paid with
 * 'Edit' (an audited ledger adjustment, EditFeesPaid), and the balance.
 * Marking Paid by hand asks why (issue 9); the reason shows under '(set by staff)' and is audited.
 * Marking Pending takes one click: it claims no money was received.
 */
export function FeesBlock({ application }: { application: ApplicationView }) {
  const fetcher = useFetcher<ApplicationsResult>();
  const may = useStaffMay();
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useResultToast(fetcher.data, {
    onResult: (result) => {
      if (!result.ok) setError(result.fieldErrors.reason ?? result.message);
    },
    onSuccess: () => dialog.current?.close(),
    // Mark Paid's refusal is said in its dialog; Mark Pending asks nothing, so its refusal is a toast.
    refusals: asking ? 'inline' : 'toast',
  });
  const { courseId: course, fees, feesMarkedBy, feesMarkReason } = application;
  const name = application.userId.name;
  const busy = fetcher.state !== 'idle';
  const reasonId = `fee-reason-${application._id}`;
  const courseFee = course.fees === null ? 'no fee set' : formatRupees(course.fees);
  const markPaid = (values: FormData) => {
    const parsed = markFeesPaidReason.safeParse({ reason: values.get('reason') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the reason for marking the fees Paid.');
      document.getElementById(reasonId)?.focus();
      return;
    }
    void fetcher.submit({ intent: 'fee-status', id: application._id, fees: 'Paid', reason: parsed.data.reason }, { method: 'post' });
  };
  return (
    <div className="text-xs">
      <dl className="grid grid-cols-[auto_auto] gap-x-2 whitespace-nowrap">
        <dt className="text-slate-600">Course fee</dt>
        <dd>{course.fees === null ? 'NA' : courseFee}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd className={fees === 'Paid' ? 'font-semibold text-green-800' : 'font-semibold text-amber-800'}>
          {fees}
          {feesMarkedBy ? <span className="font-normal text-slate-600"> (set by staff)</span> : null}
        </dd>
        <dt className="text-slate-600">Paid</dt>
        <dd className="flex items-center gap-2">
          {formatRupees(application.feesPaid)}
          {may('fees') ? <EditFeesPaid application={application} /> : null}
        </dd>
        <dt className="text-slate-600">Balance</dt>
        <dd>{balanceText(course.fees, application.feesPaid)}</dd>
        {refundDue(application) > 0 ? (
          <>
            <dt className="text-slate-600">Refund due</dt>
            <dd className="font-semibold text-amber-800">{formatRupees(refundDue(application))}</dd>
          </>
        ) : null}
      </dl>
      {feesMarkReason ? <p className="mt-1 max-w-44 break-words text-slate-700">Reason: {feesMarkReason}</p> : null}
      {!may('fees') ? null : fees === 'Paid' ? (
        <fetcher.Form method="post" className="mt-1">
          <input type="hidden" name="intent" value="fee-status" />
          <input type="hidden" name="id" value={application._id} />
          <button type="submit" name="fees" value="Pending" disabled={busy} className={smallButtonClass('secondary')}>
            {busy ? 'Saving...' : 'Mark Pending'}
            <span className="sr-only"> (fees of {name})</span>
          </button>
        </fetcher.Form>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          disabled={busy}
          onClick={() => {
            setError(null);
            setAsking(true);
          }}
          className={`${smallButtonClass('secondary')} mt-1`}
        >
          Mark Paid<span className="sr-only"> (fees of {name})</span>
        </button>
      )}
      {asking ? (
        <ConfirmDialog
          ref={dialog}
          titleId={`fees-title-${application._id}`}
          title="Mark fees Paid"
          description={`${name}, ${course.title}: ${formatRupees(application.feesPaid)} paid of ${courseFee}.`}
          onClose={() => setAsking(false)}
          confirmLabel="Mark Paid"
          busyLabel="Saving..."
          busy={busy}
          onConfirm={markPaid}
        >
          <Field
            id={reasonId}
            label="Reason"
            required
            hint={`Why, for the record (kept in the audit log), e.g. 'Fee waived by the director'. Up to ${FEE_REASON_MAX} characters.`}
            error={error ?? undefined}
          >
            {(control) => <textarea {...control} name="reason" rows={3} maxLength={FEE_REASON_MAX} required />}
          </Field>
          {/* After the field, which takes the focus when the dialog opens. */}
          <CorrectionsOnlyNote student={name} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
