import { CourseForm } from '~/components/dashboard/courses/course-form';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { addCourse } from '~/modules/courses/add-course.server';
import { translationsOf } from '~/modules/content/content-languages';
import { addCourseInput, COURSE_TRANSLATED_FIELDS, courseTranslationsForm } from '~/modules/courses/courses.schemas';
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
    // One parse, so a refused English field and a refused Hindi or Marathi one are said together.
    const input = parseForm(addCourseInput.and(courseTranslationsForm), await readForm(request));
    await addCourse({ input, translations: translationsOf(input, COURSE_TRANSLATED_FIELDS), actor: actorOf(admin) });
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
