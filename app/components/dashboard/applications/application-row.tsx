import { useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useResultToast } from '~/components/dashboard/courses/action-result';
import { formatRupees } from '~/modules/courses/course-format';
import { type ApplicationsResult, type ApplicationView, type CourseOption, inlineUrl } from './applications-shared';
import { CandidatePhoto } from './candidate-photo';
import { CourseCell } from './course-cell';
import { ReceiptCell } from './receipt-cell';
import { SameAadhaarBadge } from './same-aadhaar-badge';
import type { SameAadhaarStudent } from '~/modules/students/find-same-aadhaar.server';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { type Decision, FEE_REASON_MAX, markFeesPaidReason } from '~/modules/applications/applications.schemas';
import { formatLongDate } from '~/utils/dates';

const statusColour = { Accepted: 'text-green-800', Rejected: 'text-red-700', Pending: 'text-blue-800' } as const;

/** The current URL with ?profile=… set: the page's loader then also reads that student's profile. */
function profileLink(search: string, userId: string) {
  const params = new URLSearchParams(search);
  params.set('profile', userId);
  return `?${params}`;
}

const DECISION_TEXT = { Accepted: { verb: 'Accept', told: 'accepted' }, Rejected: { verb: 'Reject', told: 'rejected' } } as const;

/**
 * Accept and Reject while Pending (spec §4). Each asks first, in a dialog that says the student
 * will be e-mailed (issue 9: one click used to send the e-mail); the page's overlay shows while
 * the decision is on its way.
 */
function Decision({ application, onResult }: { application: ApplicationView; onResult: (result: ApplicationsResult) => void }) {
  const fetcher = useFetcher<ApplicationsResult>();
  useResultToast(fetcher.data, { onResult });
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState<Decision | null>(null);
  const { name, email } = application.userId;
  const course = application.courseId.title;
  if (application.status !== 'Pending') return <span className={`font-semibold ${statusColour[application.status]}`}>{application.status}</span>;
  const button = (status: Decision, tone: 'confirm' | 'danger') => (
    <button
      type="button"
      onClick={() => setAsking(status)}
      disabled={fetcher.state !== 'idle'}
      aria-haspopup="dialog"
      aria-label={`${DECISION_TEXT[status].verb} application of ${name}`}
      className={smallButtonClass(tone)}
    >
      {DECISION_TEXT[status].verb}
    </button>
  );
  return (
    <div className="flex gap-2">
      {button('Accepted', 'confirm')}
      {button('Rejected', 'danger')}
      {asking ? (
        <ConfirmDialog
          ref={dialog}
          titleId={`decide-title-${application._id}`}
          title={`${DECISION_TEXT[asking].verb} this application?`}
          description={`${name} applied for ${course}.`}
          onClose={() => setAsking(null)}
          confirmLabel={`${DECISION_TEXT[asking].verb} and send e-mail`}
          tone={asking === 'Accepted' ? 'primary' : 'danger'}
          onConfirm={() => {
            void fetcher.submit({ intent: 'decide', id: application._id, status: asking }, { method: 'post' });
            // The page's overlay takes over while the decision is on its way.
            dialog.current?.close();
          }}
        >
          <p className="text-slate-800">
            An e-mail will go to {name} ({email}) saying that the application for {course} has been {DECISION_TEXT[asking].told}. A decision cannot be changed
            afterwards.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/**
 * The fees block (spec §2): the course fee, the status with staff's toggle, and what was paid.
 * Marking Paid by hand asks why (issue 9); the reason shows under '(set by staff)' and is audited.
 * Marking Pending takes one click: it claims no money was received.
 */
function Fees({ application, onResult }: { application: ApplicationView; onResult: (result: ApplicationsResult) => void }) {
  const fetcher = useFetcher<ApplicationsResult>();
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useResultToast(fetcher.data, {
    onResult: (result) => {
      onResult(result);
      if (!result.ok) setError(result.fieldErrors.reason ?? result.message);
    },
    onSuccess: () => dialog.current?.close(),
    refusals: 'inline',
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
        <dd>{formatRupees(application.feesPaid)}</dd>
      </dl>
      {feesMarkReason ? <p className="mt-1 max-w-44 break-words text-slate-700">Reason: {feesMarkReason}</p> : null}
      {fees === 'Paid' ? (
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
            hint={`Why, for the record (kept in the audit log), e.g. 'Paid in cash at the office, receipt 1042'. Up to ${FEE_REASON_MAX} characters.`}
            error={error ?? undefined}
          >
            {(control) => <textarea {...control} name="reason" rows={3} maxLength={FEE_REASON_MAX} required />}
          </Field>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

export function ApplicationRow({
  number,
  application,
  sameAadhaarAs,
  courses,
  onResult,
}: {
  number: number;
  application: ApplicationView;
  sameAadhaarAs?: SameAadhaarStudent[];
  courses: CourseOption[];
  onResult: (result: ApplicationsResult) => void;
}) {
  const { search } = useLocation();
  const { userId: student, courseId: course } = application;
  return (
    <tr className="border-t border-slate-200 align-middle">
      <td className="px-3 py-2 text-slate-600">{number}</td>
      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
        <span className="flex items-center gap-3">
          <CandidatePhoto url={student.image} name={student.name} />
          <span className="break-words">{student.name}</span>
        </span>
        <SameAadhaarBadge students={sameAadhaarAs} className="mt-1 font-normal" />
      </th>
      <td className="px-3 py-2">
        <CourseCell applicationId={application._id} course={course} courses={courses} candidate={student.name} onResult={onResult} />
      </td>
      <td className="px-3 py-2 text-slate-800">
        <time dateTime={application.date}>{formatLongDate(application.date)}</time>
      </td>
      <td className="px-3 py-2">
        <Link
          to={profileLink(search, student._id)}
          preventScrollReset
          aria-label={`View Profile of ${student.name}`}
          className={`${smallButtonClass('secondary')} inline-block whitespace-nowrap`}
        >
          View Profile
        </Link>
      </td>
      <td className="px-3 py-2">
        {student.resume ? (
          <a
            href={inlineUrl(student.resume)}
            target="_blank"
            rel="noopener"
            aria-label={`Resume of ${student.name} (opens in a new tab)`}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Resume
          </a>
        ) : (
          'NA'
        )}
      </td>
      <td className="px-3 py-2">
        <Fees application={application} onResult={onResult} />
      </td>
      <td className="px-3 py-2">
        <Decision application={application} onResult={onResult} />
      </td>
      <td className="px-3 py-2">
        <ReceiptCell application={application} onResult={onResult} />
      </td>
    </tr>
  );
}
