import { useStaffMay } from '~/components/dashboard/shell/use-staff-may';
import { useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useResultToast } from '~/components/ui/result-notice';
import { type ApplicationsResult, type ApplicationView, type CourseOption, inlineUrl } from './applications-shared';
import { CandidatePhoto } from './candidate-photo';
import { CourseCell } from './course-cell';
import { FeesBlock } from './fees-block';
import { ReceiptCell } from './receipt-cell';
import { SameAadhaarBadge } from './same-aadhaar-badge';
import type { SameAadhaarStudent } from '~/modules/students/find-same-aadhaar.server';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import type { Decision } from '~/modules/applications/applications.schemas';
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
function Decision({ application }: { application: ApplicationView }) {
  const fetcher = useFetcher<ApplicationsResult>();
  const may = useStaffMay();
  // A toast, refusal included: the dialog that asked is closed while the decision is on its way.
  useResultToast(fetcher.data);
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState<Decision | null>(null);
  const { name, email } = application.userId;
  const course = application.courseId.title;
  // Only admissions decide; the others read the status.
  if (application.status !== 'Pending' || !may('admissions'))
    return <span className={`font-semibold ${statusColour[application.status]}`}>{application.status}</span>;
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
 * The resume link, or 'NA' when there is none. Documents are students' records (decision 029):
 * staff whose role does not include them (accounts) are told so instead of given a link that is refused.
 */
function Resume({ url, name }: { url: string; name: string }) {
  const may = useStaffMay();
  if (!url) return <>NA</>;
  if (!may('admissions'))
    return (
      <>
        <span aria-hidden="true" className="text-slate-600">
          —
        </span>
        <span className="sr-only">Resume: for admissions staff</span>
      </>
    );
  return (
    <a
      href={inlineUrl(url)}
      target="_blank"
      rel="noopener"
      aria-label={`Resume of ${name} (opens in a new tab)`}
      className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      Resume
    </a>
  );
}

export function ApplicationRow({
  number,
  application,
  sameAadhaarAs,
  courses,
}: {
  number: number;
  application: ApplicationView;
  sameAadhaarAs?: SameAadhaarStudent[];
  courses: CourseOption[];
}) {
  const { search } = useLocation();
  const { userId: student, courseId: course } = application;
  return (
    <tr className="border-t border-slate-200 align-middle">
      <td className="px-3 py-2 text-slate-600">{number}</td>
      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
        {/* A long name breaks inside a word only where the table would not fit its page otherwise
            (1366 px, issue 21): a word does not set the column's least width. */}
        <span className="flex items-center gap-3">
          <CandidatePhoto url={student.image} name={student.name} />
          <span className="wrap-anywhere">{student.name}</span>
        </span>
        <SameAadhaarBadge students={sameAadhaarAs} className="mt-1 font-normal" />
      </th>
      <td className="px-3 py-2">
        <CourseCell applicationId={application._id} course={course} courses={courses} candidate={student.name} />
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
        <Resume url={student.resume} name={student.name} />
      </td>
      <td className="px-3 py-2">
        <FeesBlock application={application} />
      </td>
      <td className="px-3 py-2">
        <Decision application={application} />
      </td>
      <td className="px-3 py-2">
        <ReceiptCell application={application} />
      </td>
    </tr>
  );
}
