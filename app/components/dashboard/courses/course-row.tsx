import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { formatRupees } from '~/modules/courses/course-format';
import { courseFees } from '~/modules/courses/courses.schemas';
import { showToast } from '~/utils/toast';
import { type ActionResult, useResultToast } from './action-result';
import { smallButtonClass } from '~/components/ui/button-classes';
import { formatMediumDate } from '~/utils/dates';

export type CourseRowData = {
  id: string;
  title: string;
  createdAt: number;
  eligibility: string | null;
  fees: number | null;
  applicants: number;
  visible: boolean;
};

export const DELETE_COURSE_CONFIRM = 'Are you sure you want to delete this course?';
export const REMOVE_FEES_CONFIRM = 'Are you sure you want to remove the fees from this course?';

/** One row of Manage Courses; its buttons post to the page's action (one fetcher per row). */
export function CourseRow({
  number,
  course,
  onDelete,
  deleting,
  onResult,
}: {
  number: number;
  course: CourseRowData;
  onDelete: (id: string) => void;
  deleting: boolean;
  onResult: (result: ActionResult) => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data, { onResult });
  const busy = fetcher.state !== 'idle';
  // Shown as it will be while the toggle is on its way; the loader's value once it has landed.
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (fetcher.state === 'idle') setWanted(null);
  }, [fetcher.state]);
  const visible = wanted ?? course.visible;
  const post = (values: Record<string, string>) => fetcher.submit({ id: course.id, ...values }, { method: 'post' });

  const changeFees = () => {
    const answer = window.prompt(`New fees for ${course.title} (₹):`, course.fees === null ? '' : String(course.fees));
    if (answer === null) return; // cancelled: nothing happens
    // The same rule the server applies (courses.schemas.ts): numeric, not negative.
    const parsed = courseFees.safeParse(answer);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter a valid number.';
      showToast('error', message);
      onResult({ ok: false, message, fieldErrors: {} });
      return;
    }
    post({ intent: 'fees', fees: String(parsed.data) });
  };
  const removeFees = () => {
    if (window.confirm(REMOVE_FEES_CONFIRM)) post({ intent: 'remove-fees' });
  };
  const remove = () => {
    if (window.confirm(DELETE_COURSE_CONFIRM)) onDelete(course.id);
  };

  return (
    <tr className={`border-t border-slate-200 align-middle ${deleting ? 'opacity-50' : ''}`}>
      <td className="px-3 py-2 text-slate-600">{number}</td>
      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
        {course.title}
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{formatMediumDate(course.createdAt)}</td>
      <td className="px-3 py-2">{course.eligibility ?? 'NA'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{course.fees === null ? 'NA' : formatRupees(course.fees)}</td>
      <td className="px-3 py-2">{course.applicants}</td>
      <td className="px-3 py-2">
        <input
          type="checkbox"
          checked={visible}
          disabled={busy}
          aria-label={`Visible on the public site: ${course.title}`}
          onChange={() => {
            setWanted(!visible);
            post({ intent: 'visibility' });
          }}
          className="size-4 accent-brand-700"
        />
      </td>
      <td className="px-3 py-2">
        <div className="flex items-center gap-2 whitespace-nowrap">
          <button
            type="button"
            onClick={changeFees}
            disabled={busy}
            aria-label={`${course.fees === null ? 'Add Fees' : 'Edit Fees'} for ${course.title}`}
            className={smallButtonClass('outline')}
          >
            {course.fees === null ? 'Add Fees' : 'Edit Fees'}
          </button>
          {course.fees === null ? null : (
            <button
              type="button"
              onClick={removeFees}
              disabled={busy}
              aria-label={`Remove Fees from ${course.title}`}
              className={smallButtonClass('secondary')}
            >
              Remove Fees
            </button>
          )}
          <Link to={`/dashboard/edit-course/${course.id}`} aria-label={`Edit ${course.title}`} className={smallButtonClass('secondary')}>
            Edit
          </Link>
          <button
            type="button"
            onClick={remove}
            disabled={busy || deleting}
            aria-label={`Delete ${course.title}`}
            title="Delete course"
            className={
              'rounded p-1.5 text-red-700 hover:bg-red-50 focus-visible:ring-2 ' + 'focus-visible:ring-red-600 focus-visible:outline-none disabled:opacity-50'
            }
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
            </svg>
          </button>
        </div>
      </td>
    </tr>
  );
}
