import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { CoursePicker } from '~/components/dashboard/students/course-picker';
import { actorOf, parseForm, runStudentAction } from '~/utils/dashboard-action.server';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { roleMay } from '~/modules/admins/staff-roles';
import { outsideWindowNote } from '~/modules/admissions/admission-season';
import { applyForStudentInput } from '~/modules/applications/applications.schemas';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { excerptOf } from '~/modules/content/sanitize.server';
import { findCourses } from '~/modules/courses/find-courses.server';
import { getStudent } from '~/modules/students/get-student.server';
import { dateInputValue } from '~/utils/dates';
import { rethrowAsRouteError } from '~/utils/route-errors.server';
import { StudentNotFound } from '~/components/dashboard/students/student-not-found';
import type { Route } from './+types/select-course';

export const meta: Route.MetaFunction = () => dashboardMeta('Select a course');

const PREVIEW_WORDS = 10; // spec §9

/** The first ten words of a description as plain text, then '...' (spec §2). */
// A full stop before the '...' would read as four dots.
const preview = (html: string) =>
  `${excerptOf(html, 100_000)
    .split(' ')
    .filter(Boolean)
    .slice(0, PREVIEW_WORDS)
    .join(' ')
    .replace(/[.…]+$/, '')}...`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, 'admissions');
  const today = dateInputValue(Date.now());
  const student = await getStudent({ userId: params.userId }).catch(rethrowAsRouteError);
  // Staff may apply a student to any course, hidden ones included (applyToCourse).
  const courses = (await findCourses()).map((course) => ({
    id: course.id,
    title: course.title,
    preview: preview(course.description),
    visible: course.visible,
    outsideWindow: outsideWindowNote({ opensOn: course.admissionOpensOn, closesOn: course.admissionClosesOn }, today),
  }));
  return { student: { id: student._id, name: student.name }, courses, mayApplyOutsideWindow: roleMay(admin.role, 'late-admissions') };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'admissions');
  return runStudentAction('Something went wrong. Please try again.', async () => {
    const form = Object.fromEntries(await request.formData());
    const { userId, courseId, outsideWindowReason } = parseForm(applyForStudentInput, { ...form, userId: params.userId });
    await applyToCourse({ userId, courseId, actor: actorOf(admin), staffRole: admin.role, outsideWindowReason });
    return 'User successfully applied for the course!';
  });
}

export default function SelectCourse({ loaderData }: Route.ComponentProps) {
  const { student, courses, mayApplyOutsideWindow } = loaderData;
  return (
    <section aria-labelledby="select-course-heading" className="p-4 sm:p-6">
      <h1 id="select-course-heading" className="mb-2 text-2xl font-semibold text-slate-900">
        Select a course
      </h1>
      <p className="mb-6 text-sm text-slate-700">Apply {student.name} to one course. More can be added later.</p>
      <CoursePicker key={student.id} studentName={student.name} courses={courses} mayApplyOutsideWindow={mayApplyOutsideWindow} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudentNotFound error={error} back={{ to: '/dashboard/enroll-student', label: 'Enroll a student' }} />;
}
