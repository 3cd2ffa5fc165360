import { Link, useFetcher, useLocation } from 'react-router';
import { useResultToast } from '~/components/dashboard/courses/action-result';
import { formatRupees } from '~/modules/courses/course-format';
import { type ApplicationsResult, type ApplicationView, type CourseOption, inlineUrl } from './applications-shared';
import { CandidatePhoto } from './candidate-photo';
import { CourseCell } from './course-cell';
import { SameAadhaarBadge } from './same-aadhaar-badge';
import type { SameAadhaarStudent } from '~/modules/students/find-same-aadhaar.server';
import { smallButtonClass } from '~/components/ui/button-classes';

const statusColour = { Accepted: 'text-green-800', Rejected: 'text-red-700', Pending: 'text-blue-800' } as const;

/** The current URL with ?profile=… set: the page's loader then also reads that student's profile. */
function profileLink(search: string, userId: string) {
  const params = new URLSearchParams(search);
  params.set('profile', userId);
  return `?${params}`;
}

/** Accept and Reject while Pending (spec §4); the page's overlay shows while one is on its way. */
function Decision({ application, onResult }: { application: ApplicationView; onResult: (result: ApplicationsResult) => void }) {
  const fetcher = useFetcher<ApplicationsResult>();
  useResultToast(fetcher.data, { onResult });
  const name = application.userId.name;
  if (application.status !== 'Pending') return <span className={`font-semibold ${statusColour[application.status]}`}>{application.status}</span>;
  return (
    <fetcher.Form method="post" className="flex gap-2">
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="id" value={application._id} />
      <button
        type="submit"
        name="status"
        value="Accepted"
        disabled={fetcher.state !== 'idle'}
        aria-label={`Accept application of ${name}`}
        className={smallButtonClass('confirm')}
      >
        Accept
      </button>
      <button
        type="submit"
        name="status"
        value="Rejected"
        disabled={fetcher.state !== 'idle'}
        aria-label={`Reject application of ${name}`}
        className={smallButtonClass('danger')}
      >
        Reject
      </button>
    </fetcher.Form>
  );
}

/** The fees block (spec §2): the course fee, the status with staff's toggle, and what was paid. */
function Fees({ application, onResult }: { application: ApplicationView; onResult: (result: ApplicationsResult) => void }) {
  const fetcher = useFetcher<ApplicationsResult>();
  useResultToast(fetcher.data, { onResult });
  const { courseId: course, fees, feesMarkedBy } = application;
  const next = fees === 'Paid' ? 'Pending' : 'Paid';
  return (
    <div className="text-xs whitespace-nowrap">
      <dl className="grid grid-cols-[auto_auto] gap-x-2">
        <dt className="text-slate-600">Course fee</dt>
        <dd>{course.fees === null ? 'NA' : formatRupees(course.fees)}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd className={fees === 'Paid' ? 'font-semibold text-green-800' : 'font-semibold text-amber-800'}>
          {fees}
          {feesMarkedBy ? <span className="font-normal text-slate-600"> (set by staff)</span> : null}
        </dd>
        <dt className="text-slate-600">Paid</dt>
        <dd>{formatRupees(application.feesPaid)}</dd>
      </dl>
      <fetcher.Form method="post" className="mt-1">
        <input type="hidden" name="intent" value="fee-status" />
        <input type="hidden" name="id" value={application._id} />
        <button type="submit" name="fees" value={next} disabled={fetcher.state !== 'idle'} className={smallButtonClass('secondary')}>
          {fetcher.state !== 'idle' ? 'Saving...' : `Mark ${next}`}
          <span className="sr-only"> (fees of {application.userId.name})</span>
        </button>
      </fetcher.Form>
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
      <td className="px-3 py-2 text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No receipt yet</span>
      </td>
    </tr>
  );
}
