import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { useResultToast } from '~/components/ui/result-notice';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { OUTSIDE_WINDOW_REASON_MAX, OUTSIDE_WINDOW_REASON_MIN } from '~/modules/admissions/admission-season';

export type CourseChoice = {
  id: string;
  title: string;
  preview: string;
  visible: boolean;
  /** Why the course takes no applications today (its admission window), or null. */
  outsideWindow: string | null;
};

/** Spec §9: after a successful apply, View Applications follows after 1.5 s. */
export const REDIRECT_AFTER_APPLY_MS = 1500;

/**
 * Select a course (spec §2): the courses as cards of one radio group (arrow keys move between
 * them, as in any radio group), and 'Apply Now' once one is chosen.
 */
export function CoursePicker({
  studentName,
  courses,
  mayApplyOutsideWindow,
}: {
  studentName: string;
  courses: CourseChoice[];
  /** The owner may apply a student outside a course's admission window, saying why. */
  mayApplyOutsideWindow: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState('');
  const [applied, setApplied] = useState(false);
  const busy = fetcher.state !== 'idle';
  const outsideWindow = courses.find((course) => course.id === chosen)?.outsideWindow ?? null;
  // Its answer, applied or refused, is one toast (spec §8: 'User successfully applied for the course!').
  useResultToast(fetcher.data, { onSuccess: () => setApplied(true) });

  useEffect(() => {
    if (!applied) return;
    const timer = setTimeout(() => navigate('/dashboard/view-applications'), REDIRECT_AFTER_APPLY_MS);
    return () => clearTimeout(timer);
  }, [applied, navigate]);

  if (courses.length === 0) return <p className="text-slate-700">No courses available</p>;

  return (
    <fetcher.Form method="post" className="flex flex-col gap-5" aria-busy={busy}>
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-800">Choose a course for {studentName}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <label key={course.id} className="relative block cursor-pointer">
              <input
                type="radio"
                name="courseId"
                value={course.id}
                checked={chosen === course.id}
                onChange={() => setChosen(course.id)}
                aria-labelledby={`course-${course.id}-title`}
                aria-describedby={course.outsideWindow ? `course-${course.id}-preview course-${course.id}-window` : `course-${course.id}-preview`}
                className="peer sr-only"
              />
              <span
                className={
                  'flex h-full flex-col gap-2 rounded-lg border-2 border-slate-200 bg-white p-4 shadow-sm ' +
                  'peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:ring-2 ' +
                  'peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 hover:border-brand-600'
                }
              >
                <span id={`course-${course.id}-title`} className="font-semibold text-slate-900">
                  {course.title}
                </span>
                <span id={`course-${course.id}-preview`} className="text-sm text-slate-700">
                  {course.preview}
                </span>
                {course.visible ? null : <span className="text-xs font-medium text-amber-800">Hidden from the public site</span>}
                {course.outsideWindow ? (
                  <span id={`course-${course.id}-window`} className="text-xs font-medium text-amber-800">
                    {course.outsideWindow}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {outsideWindow && mayApplyOutsideWindow ? (
        <Field id="outside-window-reason" label="Why apply outside the admission window?" required hint="Kept in the audit log with this application.">
          {(control) => (
            <textarea {...control} name="outsideWindowReason" required minLength={OUTSIDE_WINDOW_REASON_MIN} maxLength={OUTSIDE_WINDOW_REASON_MAX} rows={2} />
          )}
        </Field>
      ) : null}
      {outsideWindow && !mayApplyOutsideWindow ? (
        <p className="text-sm text-slate-800">{outsideWindow} Only the institute&apos;s owner can apply a student outside the admission window.</p>
      ) : null}
      <div>
        <Button type="submit" disabled={!chosen || applied || (outsideWindow !== null && !mayApplyOutsideWindow)} busy={busy}>
          {busy ? 'Applying...' : 'Apply Now'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
