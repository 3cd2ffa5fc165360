import { z } from 'zod';
import { actorOf, parseForm, readForm, runAction } from '~/components/dashboard/courses/dashboard-form.server';
import { CourseForm } from '~/components/dashboard/courses/course-form';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { courseTitle, DEFAULT_ELIGIBILITY, eligibility, optionalCourseFees, richText } from '~/modules/courses/courses.schemas';
import { createCourse } from '~/modules/courses/create-course.server';
import { db } from '~/db/db.server';
import { imageFiles, storeUploads } from '~/modules/images/image-uploads.server';
import type { Route } from './+types/add-course';

// The same field rules as POST /api/admin/post-course (server/api/admin/content-courses.routes.ts).
const addCourseForm = z.object({
  title: courseTitle,
  description: richText.optional(),
  eligibility: z.preprocess((value) => (value === '' ? undefined : value), eligibility.optional()),
  fees: optionalCourseFees,
  images: imageFiles(2, 'Choose at most two images.'),
});

export const meta: Route.MetaFunction = () => [{ title: 'Add Course | Dashboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request);
  return runAction(async () => {
    const form = parseForm(addCourseForm, await readForm(request));
    // Every field is valid by now; the images come next, and only then the row.
    const images = (await storeUploads(form.images)) ?? [];
    const course = {
      title: form.title,
      description: form.description ?? '',
      eligibility: form.eligibility ?? DEFAULT_ELIGIBILITY,
      fees: form.fees ?? null,
      images,
    };
    await createCourse(db, course, { actor: actorOf(admin) });
    return 'Course added successfully!';
  });
}

export default function AddCourse() {
  return (
    <section aria-labelledby="add-course-heading" className="p-4 sm:p-6">
      <h1 id="add-course-heading" className="mb-6 text-2xl font-semibold text-slate-900">
        Add Course
      </h1>
      <CourseForm mode="add" />
    </section>
  );
}
