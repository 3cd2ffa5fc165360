import { isRouteErrorResponse, Link } from 'react-router';
import { CourseForm } from '~/components/dashboard/courses/course-form';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { translationsOf } from '~/modules/content/content-languages';
import { COURSE_TRANSLATED_FIELDS, courseTranslationsForm, editCourseForm } from '~/modules/courses/courses.schemas';
import { editCourse } from '~/modules/courses/edit-course.server';
import { getCourse } from '~/modules/courses/get-course.server';
import { getInstalmentPlan } from '~/modules/courses/instalment-plan.server';
import { rethrowAsRouteError } from '~/utils/route-errors.server';
import type { Route } from './+types/edit-course';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Edit ${loaderData?.course.title ?? 'Course'} | Dashboard` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request, 'courses');
  const course = await getCourse({ id: params.id }).catch(rethrowAsRouteError);
  return { course: { ...course, instalments: await getInstalmentPlan({ courseId: course.id }) } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'courses');
  return runAction(async () => {
    const changes = parseForm(editCourseForm.and(courseTranslationsForm), await readForm(request));
    await editCourse({ id: params.id, changes: { ...changes, translations: translationsOf(changes, COURSE_TRANSLATED_FIELDS) }, actor: actorOf(admin) });
    return 'Course updated successfully!';
  });
}

export default function EditCourse({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <section aria-labelledby="edit-course-heading" className="p-4 sm:p-6">
      <Link to="/dashboard/manage-courses" className="text-sm text-brand-700 underline">
        ← Back to Manage Courses
      </Link>
      <h1 id="edit-course-heading" className="mt-2 mb-6 text-2xl font-semibold text-slate-900">
        Edit Course
      </h1>
      {/* Keyed by course: moving to another course starts a fresh form. */}
      <CourseForm key={course.id} mode="edit" course={course} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) throw error;
  return (
    <section className="p-4 sm:p-6">
      <title>Course not found | Dashboard</title>
      <h1 className="text-2xl font-semibold text-slate-900">Course not found</h1>
      <p className="mt-2 text-slate-700">This course does not exist or was deleted.</p>
      <Link to="/dashboard/manage-courses" className="mt-4 inline-block text-brand-700 underline">
        Back to Manage Courses
      </Link>
    </section>
  );
}
