import { useStaffMay } from '~/components/dashboard/shell/use-staff-may';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useResultToast } from '~/components/ui/result-notice';
import { type ApplicationsResult, type CourseOption } from './applications-shared';
import { smallButtonClass } from '~/components/ui/button-classes';

/**
 * The course of an application with its inline change (spec §4: display → edit → save → display).
 * The form posts to the page's action, so it also works before the page's JavaScript has loaded.
 */
export function CourseCell({
  applicationId,
  course,
  courses,
  candidate,
}: {
  applicationId: string;
  course: { _id: string; title: string };
  courses: CourseOption[];
  candidate: string;
}) {
  const fetcher = useFetcher<ApplicationsResult>();
  const may = useStaffMay();
  const [editing, setEditing] = useState(false);
  const busy = fetcher.state !== 'idle';
  const select = useRef<HTMLSelectElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useResultToast(fetcher.data, { onSuccess: () => setEditing(false) });
  // Focus follows the mode: into the list when editing starts, back to Change when it ends.
  useEffect(() => {
    if (editing) select.current?.focus();
    else if (wasEditing.current) change.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // As the candidate's name: a long word breaks only where the table would not fit (issue 21).
  if (!may('admissions')) return <span className="wrap-anywhere">{course.title}</span>;
  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="wrap-anywhere">{course.title}</span>
        <button
          ref={change}
          type="button"
          onClick={() => setEditing(true)}
          aria-label={`Change course for ${candidate}`}
          className={smallButtonClass('outline')}
        >
          Change
        </button>
      </div>
    );
  }
  const others = courses.filter((option) => option.id !== course._id);
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="change-course" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <label htmlFor={`course-${applicationId}`} className="sr-only">
        New course for {candidate}
      </label>
      <select
        ref={select}
        id={`course-${applicationId}`}
        name="newCourseId"
        defaultValue={others[0]?.id}
        disabled={busy}
        onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
        className="max-w-56 rounded border border-slate-300 px-2 py-1 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {others.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy || others.length === 0} className={smallButtonClass('primary')}>
        {busy ? 'Saving...' : 'Save'}
      </button>
      <button type="button" onClick={() => setEditing(false)} disabled={busy} className={smallButtonClass('secondary')}>
        Cancel
      </button>
    </fetcher.Form>
  );
}
