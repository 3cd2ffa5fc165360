import { isRouteErrorResponse, Link } from 'react-router';
import { z } from 'zod';
import { CourseForm } from '~/components/dashboard/courses/course-form';
import { actorOf, parseForm, readForm, runAction } from '~/components/dashboard/courses/dashboard-form.server';
import { db } from '~/db/db.server';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { courseTitle, eligibility, richText } from '~/modules/courses/courses.schemas';
import { getCourse } from '~/modules/courses/get-course.server';
import { updateCourse } from '~/modules/courses/update-course.server';
import { rethrowAsRouteError } from '~/utils/route-errors.server';
import { imageFiles, storeUploads } from '~/modules/images/image-uploads.server';
import type { Route } from './+types/edit-course';

// The same field rules as POST /api/admin/update-course. Each image slot may be replaced on its
// own: a slot left empty keeps its picture.
const editCourseForm = z.object({
  title: courseTitle,
  description: richText.optional(),
  eligibility,
  image1: imageFiles(1, 'Choose one image for Image 1.'),
  image2: imageFiles(1, 'Choose one image for Image 2.'),
});

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Edit ${loaderData?.course.title ?? 'Course'} | Dashboard` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const course = await getCourse(db, { id: params.id }).catch(rethrowAsRouteError);
  return { course };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(request);
  return runAction(async () => {
    const form = parseForm(editCourseForm, await readForm(request));
    const current = await getCourse(db, { id: params.id });
    const [first] = (await storeUploads(form.image1)) ?? [];
    const [second] = (await storeUploads(form.image2)) ?? [];
    const images =
      first || second
        ? [first ?? current.images[0], second ?? current.images[1], ...current.images.slice(2)].filter((image) => image !== undefined)
        : undefined;
    const changes = { title: form.title, description: form.description ?? '', eligibility: form.eligibility, images };
    await updateCourse(db, { id: current.id, changes, actor: actorOf(admin) });
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
