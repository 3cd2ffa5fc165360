import { CourseForm } from '~/components/dashboard/courses/course-form';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { addCourse } from '~/modules/courses/add-course.server';
import { addCourseInput } from '~/modules/courses/courses.schemas';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import type { Route } from './+types/add-course';

export const meta: Route.MetaFunction = () => [{ title: 'Add Course | Dashboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'courses');
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'courses');
  return runAction(async () => {
    const input = parseForm(addCourseInput, await readForm(request));
    await addCourse({ input, actor: actorOf(admin) });
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
