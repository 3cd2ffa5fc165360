import { Form, Link, useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { useResultToast } from '~/components/ui/result-notice';
import { z } from 'zod';
import { CourseRow } from '~/components/dashboard/courses/course-row';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { roleMay } from '~/modules/admins/staff-roles';
import { seasonSummary } from '~/modules/admissions/admission-season';
import { changeCourseFeesInput, courseIdInput, titleMatches } from '~/modules/courses/courses.schemas';
import { deleteCourse } from '~/modules/courses/delete-course.server';
import { findCourses } from '~/modules/courses/find-courses.server';
import { updateCourseFees } from '~/modules/courses/update-course-fees.server';
import { updateCourseVisibility } from '~/modules/courses/update-course-visibility.server';
import { dateInputValue } from '~/utils/dates';
import type { Route } from './+types/manage-courses';
import { buttonClass } from '~/components/ui/button-classes';
import { controlClass } from '~/components/ui/field-classes';
import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';

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
  const admin = await requireAdminPage(request, 'courses');
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  const courses = (await findCourses()).filter((course) => titleMatches(course.title, q));
  const today = dateInputValue(Date.now());
  return {
    q,
    // Merit rounds are admissions' work: the link shows to roles that may open the page.
    roundsLink: roleMay(admin.role, 'admissions'),
    courses: courses.map(({ id, title, createdAt, eligibility, fees, applicants, visible, ...season }) => ({
      id,
      title,
      createdAt,
      eligibility,
      fees,
      applicants,
      visible,
      // Worded here, where today is known: the HTML and the hydrated page say the same.
      admissions: seasonSummary(
        { opensOn: season.admissionOpensOn, closesOn: season.admissionClosesOn, seats: season.seats, accepted: season.accepted },
        today,
      ),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'courses');
  return runAction(async () => {
    const form = parseForm(rowAction, await readForm(request));
    const actor = actorOf(admin);
    switch (form.intent) {
      case 'visibility': {
        const course = await updateCourseVisibility({ id: form.id, actor });
        return course.visible ? 'Course visible on the public site' : 'Course hidden from the public site';
      }
      case 'delete':
        await deleteCourse({ id: form.id, actor });
        return 'Course deleted successfully';
      case 'fees':
        await updateCourseFees({ id: form.id, fees: form.fees, actor });
        return 'Fees updated!';
      case 'remove-fees':
        await updateCourseFees({ id: form.id, fees: null, actor });
        return 'Fees removed successfully!';
    }
  });
}

export default function ManageCourses({ loaderData }: Route.ComponentProps) {
  const { q, courses } = loaderData;
  // Deleting is the page's fetcher, not the row's: the row is gone when the answer is shown.
  const deleter = useFetcher<ActionResult>({ key: 'delete-course' });
  // Its answer is a toast, refusal included: the dialog that asked is closed by then.
  useResultToast(deleter.data);
  const deletingId = deleter.state === 'idle' ? null : deleter.formData?.get('id');
  const onDelete = (id: string) => deleter.submit({ intent: 'delete', id }, { method: 'post' });
  return (
    <section aria-labelledby="manage-courses-heading" className="p-4 sm:p-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 id="manage-courses-heading" className="text-2xl font-semibold text-slate-900">
          Manage Courses
        </h1>
        <Link to="/dashboard/add-course" className={buttonClass('primary')}>
          Add New Course
        </Link>
      </div>
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2">
        <label htmlFor="course-search" className="sr-only">
          Search courses by title
        </label>
        <input id="course-search" type="search" name="q" defaultValue={q} key={q} placeholder="Search by title" className={controlClass} />
        <button type="submit" className={buttonClass('outline')}>
          Search
        </button>
      </Form>
      {courses.length === 0 ? (
        <EmptyState>No Courses Available</EmptyState>
      ) : (
        <Table
          label="Courses table"
          caption={`Courses, newest first${q ? `, matching “${q}”` : ''}`}
          columns={['#', 'Title', 'Date Posted', 'Eligibility', 'Fees', 'Applicants', 'Admissions', 'Visible', 'Actions']}
          minWidth="min-w-[56rem]"
        >
          <tbody>
            {courses.map((course, index) => (
              <CourseRow
                key={course.id}
                number={index + 1}
                course={course}
                roundsLink={loaderData.roundsLink}
                onDelete={onDelete}
                deleting={deletingId === course.id}
              />
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
