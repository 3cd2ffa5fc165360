import { data, redirect } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { EnrollWizard } from '~/components/dashboard/students/enroll-wizard';
import { ADMISSION_FORM, actorOf, parseForm, readForm, runStudentAction } from '~/utils/dashboard-action.server';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { readCreateStudentForm } from '~/modules/students/create-student-form.server';
import { createStudent, EMAIL_TAKEN } from '~/modules/students/create-student.server';
import { enrollStudentInput } from '~/modules/students/profile.schemas';
import type { Route } from './+types/enroll-student';

export const meta: Route.MetaFunction = () => dashboardMeta('Enroll Student');

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'admissions');
  return null;
}

// The same domain call as POST /api/admin/create-user: one request makes the account, profile
// and documents, or nothing at all; then the course is chosen on Select a course (spec §4).
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'admissions');
  let userId: string | undefined;
  const result = await runStudentAction('Error enrolling student. Please try again.', async () => {
    const { fields, files } = readCreateStudentForm(await readForm(request, ADMISSION_FORM));
    const input = parseForm(enrollStudentInput, fields);
    userId = await createStudent({ input, files, actor: actorOf(admin) });
    return 'Student enrolled successfully!';
  });
  if (userId) return redirect(`/dashboard/select-course/${userId}`);
  // A taken address is fixed on step 1's e-mail field: say so there too.
  if (result.data.ok === false && result.data.message === EMAIL_TAKEN) {
    return data<ActionResult>({ ...result.data, fieldErrors: { email: EMAIL_TAKEN } }, { status: 409 });
  }
  return result;
}

export default function EnrollStudent() {
  return (
    <section aria-labelledby="enroll-heading" className="p-4 sm:p-6">
      <h1 id="enroll-heading" className="mb-2 text-2xl font-semibold text-slate-900">
        Enroll Student
      </h1>
      <p className="mb-6 text-sm text-slate-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required. After enrolling, choose the student&apos;s course.
      </p>
      <EnrollWizard />
    </section>
  );
}
