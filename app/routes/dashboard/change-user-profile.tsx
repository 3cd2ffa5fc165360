import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { SameAadhaarBadge } from '~/components/dashboard/applications/same-aadhaar-badge';
import { DocumentLinks } from '~/components/dashboard/students/document-links';
import { type EditableValues, ProfileEditor } from '~/components/dashboard/students/profile-editor';
import { actorOf, parseForm, runStudentAction } from '~/utils/dashboard-action.server';
import { EDITABLE_FIELDS } from '~/components/dashboard/students/student-fields';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { findSameAadhaar } from '~/modules/students/find-same-aadhaar.server';
import { getStudent } from '~/modules/students/get-student.server';
import { DOCUMENT_FIELDS, profileUpdateInput } from '~/modules/students/profile.schemas';
import { editStudentProfile } from '~/modules/students/edit-student-profile.server';
import { rethrowAsRouteError } from '~/utils/route-errors.server';
import { StudentNotFound } from '~/components/dashboard/students/student-not-found';
import type { Route } from './+types/change-user-profile';

export const meta: Route.MetaFunction = ({ loaderData }) => dashboardMeta(loaderData ? `Edit profile of ${loaderData.student.name}` : 'Edit user profile');

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request, 'admissions');
  const student = await getStudent({ userId: params.ChangeUserId }).catch(rethrowAsRouteError);
  const profile = student.profile;
  // The Aadhaar number is never sent to the browser, masked or not, as a field value: editing it
  // means typing a new full number.
  const values = Object.fromEntries(
    EDITABLE_FIELDS.map((name) => [name, name === 'aadharNumber' || !profile ? '' : String(profile[name] ?? '')]),
  ) as EditableValues;
  const documents = Object.fromEntries(
    [...DOCUMENT_FIELDS, 'resume' as const].map((kind) => [kind, kind === 'resume' ? student.resume : (profile?.[kind] ?? '')]),
  );
  const sameAadhaar = await findSameAadhaar({ userIds: [student._id] });
  return {
    student: { id: student._id, name: student.name, email: student.email },
    sameAadhaarAs: sameAadhaar[student._id] ?? [],
    values,
    maskedAadhaar: profile?.aadharNumber ?? '',
    documents: documents as Record<(typeof DOCUMENT_FIELDS)[number] | 'resume', string>,
  };
}

// The same domain call as PATCH /api/admin/update-user-profile: only profile fields, and only
// those sent (the page sends the changed ones).
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'admissions');
  return runStudentAction('Something went wrong while saving profile.', async () => {
    const changes = parseForm(profileUpdateInput, Object.fromEntries(await request.formData()));
    await editStudentProfile({ userId: params.ChangeUserId, changes, actor: actorOf(admin) });
    return 'Profile updated successfully!';
  });
}

export default function ChangeUserProfile({ loaderData }: Route.ComponentProps) {
  const { student, values, maskedAadhaar, documents, sameAadhaarAs } = loaderData;
  return (
    <section aria-labelledby="edit-profile-heading" className="flex flex-col gap-8 p-4 sm:p-6">
      <div>
        <h1 id="edit-profile-heading" className="text-2xl font-semibold text-slate-900">
          Edit user profile
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          {student.name} · {student.email}. Press a field&apos;s pencil to change it, and its tick when done; then Save.
        </p>
        <SameAadhaarBadge students={sameAadhaarAs} className="mt-2 w-fit text-sm" />
      </div>
      <ProfileEditor key={student.id} initial={values} maskedAadhaar={maskedAadhaar} />
      <DocumentLinks documents={documents} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudentNotFound error={error} back={{ to: '/dashboard/view-applications', label: 'Back to View Applications' }} />;
}
