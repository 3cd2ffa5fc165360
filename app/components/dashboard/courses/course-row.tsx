import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { formatRupees, formatRupeesForInput } from '~/modules/courses/course-format';
import { parseRupees } from '~/utils/rupees';
import { courseFees } from '~/modules/courses/courses.schemas';
import type { ActionResult } from '~/utils/action-result';
import { useResultToast } from '~/components/ui/result-notice';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { formatMediumDate } from '~/utils/dates';

export type CourseRowData = {
  id: string;
  title: string;
  createdAt: number;
  eligibility: string | null;
  fees: number | null;
  applicants: number;
  visible: boolean;
  /** Seats taken and the admission window, worded by the loader. */
  admissions: { seats: string; window: string };
};

export const DELETE_COURSE_CONFIRM = 'Are you sure you want to delete this course?';
export const REMOVE_FEES_CONFIRM = 'Are you sure you want to remove the fees from this course?';
const FEES_HINT = 'Write it as you would on a form: 65,000, ₹1,25,000 or 65000.50.';

type Question = 'fees' | 'remove-fees' | 'delete';

/** One row of Manage Courses; its buttons post to the page's action (one fetcher per row), after asking in a dialog. */
export function CourseRow({
  number,
  course,
  roundsLink = false,
  onDelete,
  deleting,
}: {
  number: number;
  course: CourseRowData;
  /** Link the course's Merit Rounds page (roles with admissions). */
  roundsLink?: boolean;
  onDelete: (id: string) => void;
  deleting: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState<Question | null>(null);
  // A refusal: beside the fee field when it is about the fee, else at the top of the dialog.
  const [error, setError] = useState<{ message: string; field?: boolean } | null>(null);
  useResultToast(fetcher.data, {
    onResult: (result) => {
      if (!result.ok) setError(result.fieldErrors.fees ? { message: result.fieldErrors.fees, field: true } : { message: result.message });
    },
    // The question is answered: close it (focus returns to the button that asked it).
    onSuccess: () => dialog.current?.close(),
    // Said in the dialog that asked; the visibility box asks nothing, so its refusal is a toast.
    refusals: asking ? 'inline' : 'toast',
  });
  const busy = fetcher.state !== 'idle';
  // Shown as it will be while the toggle is on its way; the loader's value once it has landed.
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (fetcher.state === 'idle') setWanted(null);
  }, [fetcher.state]);
  const visible = wanted ?? course.visible;
  const post = (values: Record<string, string>) => fetcher.submit({ id: course.id, ...values }, { method: 'post' });
  const ask = (question: Question) => {
    setError(null);
    setAsking(question);
  };
  const feesLabel = course.fees === null ? 'Add Fees' : 'Edit Fees';

  // The same rule the server applies (courses.schemas.ts): an amount, not negative; nothing is sent otherwise.
  const changeFees = (values: FormData) => {
    const typed = String(values.get('fees') ?? '');
    const parsed = courseFees.safeParse(typed);
    if (!parsed.success) {
      setError({ message: parsed.error.issues[0]?.message ?? 'Please enter a valid number.', field: true });
      document.getElementById(`fees-${course.id}`)?.focus();
      return;
    }
    post({ intent: 'fees', fees: typed });
  };
  const questions: Record<Question, () => ReactNode> = {
    fees: () => (
      <ConfirmDialog
        ref={dialog}
        titleId={`fees-title-${course.id}`}
        title={feesLabel}
        description={course.title}
        error={error?.field ? null : error?.message}
        onClose={() => setAsking(null)}
        confirmLabel="Save Fees"
        busyLabel="Saving..."
        busy={busy}
        onConfirm={changeFees}
      >
        <Field id={`fees-${course.id}`} label="New fees (₹)" hint={FEES_HINT} error={error?.field ? error.message : undefined}>
          {(control) => (
            <input
              {...control}
              name="fees"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={course.fees === null ? '' : formatRupeesForInput(course.fees)}
              // Shown grouped the Indian way once typed: '125000' becomes '1,25,000'.
              onBlur={(event) => {
                const paise = parseRupees(event.currentTarget.value);
                if (paise !== null) event.currentTarget.value = formatRupeesForInput(paise / 100);
              }}
            />
          )}
        </Field>
      </ConfirmDialog>
    ),
    'remove-fees': () => (
      <ConfirmDialog
        ref={dialog}
        titleId={`remove-fees-title-${course.id}`}
        title="Remove Fees"
        description={REMOVE_FEES_CONFIRM}
        error={error?.message}
        onClose={() => setAsking(null)}
        confirmLabel="Remove Fees"
        busyLabel="Removing..."
        tone="danger"
        busy={busy}
        onConfirm={() => post({ intent: 'remove-fees' })}
      >
        <p className="text-slate-800">
          {course.title}: {course.fees === null ? 'NA' : formatRupees(course.fees)}
        </p>
      </ConfirmDialog>
    ),
    delete: () => (
      <ConfirmDialog
        ref={dialog}
        titleId={`delete-title-${course.id}`}
        title="Delete course"
        description={DELETE_COURSE_CONFIRM}
        onClose={() => setAsking(null)}
        confirmLabel="Delete course"
        tone="danger"
        onConfirm={() => {
          // The page deletes it (the row is gone when the answer comes) and reports the result.
          onDelete(course.id);
          dialog.current?.close();
        }}
      >
        <p className="text-slate-800">
          {course.title}
          {course.applicants > 0 ? ` (${course.applicants === 1 ? '1 applicant' : `${course.applicants} applicants`})` : ''}
        </p>
      </ConfirmDialog>
    ),
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
      <td className="px-3 py-2 text-sm">
        {course.admissions.seats}
        <br />
        <span className="text-slate-600">{course.admissions.window}</span>
        {roundsLink ? <br /> : null}
        {roundsLink ? (
          <Link to={`/dashboard/merit-rounds/${course.id}`} className="text-brand-700 underline" aria-label={`Merit rounds: ${course.title}`}>
            Merit rounds
          </Link>
        ) : null}
      </td>
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
        {/* Two rows of buttons rather than one long one: with the Admissions column the table fits a 1366 px screen. */}
        <div className="flex max-w-[13rem] flex-wrap items-center gap-2 whitespace-nowrap">
          <button
            type="button"
            onClick={() => ask('fees')}
            disabled={busy}
            aria-label={`${feesLabel} for ${course.title}`}
            aria-haspopup="dialog"
            className={smallButtonClass('outline')}
          >
            {feesLabel}
          </button>
          {course.fees === null ? null : (
            <button
              type="button"
              onClick={() => ask('remove-fees')}
              disabled={busy}
              aria-haspopup="dialog"
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
            onClick={() => ask('delete')}
            disabled={busy || deleting}
            aria-haspopup="dialog"
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
        {asking ? questions[asking]() : null}
      </td>
    </tr>
  );
}
