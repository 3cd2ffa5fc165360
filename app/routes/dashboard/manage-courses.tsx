import { Form, Link, useFetcher } from 'react-router';
import { useState } from 'react';
import { type ActionResult, ResultStatus, useResultToast } from '~/components/dashboard/courses/action-result';
import { z } from 'zod';
import { CourseRow } from '~/components/dashboard/courses/course-row';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import { db } from '~/db/db.server';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { changeCourseFeesInput, courseIdInput, titleMatches } from '~/modules/courses/courses.schemas';
import { deleteCourse } from '~/modules/courses/delete-course.server';
import { findCourses } from '~/modules/courses/find-courses.server';
import { updateCourseFees } from '~/modules/courses/update-course-fees.server';
import { updateCourseVisibility } from '~/modules/courses/update-course-visibility.server';
import type { Route } from './+types/manage-courses';

// The row buttons of Manage Courses: the schemas of the matching /api/admin/* calls, told apart by `intent`.
const rowAction = z.discriminatedUnion(
  'intent',
  [
    courseIdInput.extend({ intent: z.literal('visibility') }),
    courseIdInput.extend({ intent: z.literal('delete') }),
    changeCourseFeesInput.extend({ intent: z.literal('fees') }),
    courseIdInput.extend({ intent: z.literal('remove-fees') }),
  ],
  { error: 'Unknown action.' },
);

export const meta: Route.MetaFunction = () => [{ title: 'Manage Courses | Dashboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  const courses = (await findCourses(db)).filter((course) => titleMatches(course.title, q));
  return {
    q,
    courses: courses.map(({ id, title, createdAt, eligibility, fees, applicants, visible }) => ({
      id,
      title,
      createdAt,
      eligibility,
      fees,
      applicants,
      visible,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request);
  return runAction(async () => {
    const form = parseForm(rowAction, await readForm(request));
    const actor = actorOf(admin);
    switch (form.intent) {
      case 'visibility': {
        const course = await updateCourseVisibility(db, { id: form.id, actor });
        return course.visible ? 'Course visible on the public site' : 'Course hidden from the public site';
      }
      case 'delete':
        await deleteCourse(db, { id: form.id, actor });
        return 'Course deleted successfully';
      case 'fees':
        await updateCourseFees(db, { id: form.id, fees: form.fees, actor });
        return 'Fees updated!';
      case 'remove-fees':
        await updateCourseFees(db, { id: form.id, fees: null, actor });
        return 'Fees removed successfully!';
    }
  });
}

export default function ManageCourses({ loaderData }: Route.ComponentProps) {
  const { q, courses } = loaderData;
  // Deleting is the page's fetcher, not the row's: the row is gone when the answer is shown.
  const deleter = useFetcher<ActionResult>({ key: 'delete-course' });
  const [notice, setNotice] = useState<ActionResult | null>(null);
  useResultToast(deleter.data, { onResult: setNotice });
  const deletingId = deleter.state === 'idle' ? null : deleter.formData?.get('id');
  const onDelete = (id: string) => deleter.submit({ intent: 'delete', id }, { method: 'post' });
  return (
    <section aria-labelledby="manage-courses-heading" className="p-4 sm:p-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 id="manage-courses-heading" className="text-2xl font-semibold text-slate-900">
          Manage Courses
        </h1>
        <Link
          to="/dashboard/add-course"
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Add New Course
        </Link>
      </div>
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2">
        <label htmlFor="course-search" className="sr-only">
          Search courses by title
        </label>
        <input
          id="course-search"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          placeholder="Search by title"
          className="block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          Search
        </button>
      </Form>
      <ResultStatus result={notice} className="mb-2 min-h-5" />
      {courses.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">No Courses Available</p>
      ) : (
        // Scrolls sideways on narrow screens; focusable so the keyboard can scroll it too.
        <div
          role="region"
          aria-label="Courses table"
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Courses, newest first{q ? `, matching “${q}”` : ''}</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  #
                </th>
                <th scope="col" className="px-3 py-2">
                  Title
                </th>
                <th scope="col" className="px-3 py-2">
                  Date Posted
                </th>
                <th scope="col" className="px-3 py-2">
                  Eligibility
                </th>
                <th scope="col" className="px-3 py-2">
                  Fees
                </th>
                <th scope="col" className="px-3 py-2">
                  Applicants
                </th>
                <th scope="col" className="px-3 py-2">
                  Visible
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course, index) => (
                <CourseRow key={course.id} number={index + 1} course={course} onDelete={onDelete} deleting={deletingId === course.id} onResult={setNotice} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
