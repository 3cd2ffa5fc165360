import { z } from 'zod';
import { ApplicationsTable } from '~/components/dashboard/applications/applications-table';
import { type ApplicationsResult, LIST_FILTERS } from '~/components/dashboard/applications/applications-shared';
import { ProfileDialog } from '~/components/dashboard/applications/profile-dialog';
import { actorOf, parseForm, runAction } from '~/utils/dashboard-action.server';
import { dashboardMeta, pageParam } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { assertRoleMay, type StaffArea } from '~/modules/admins/staff-roles';
import {
  APPLICATION_STATUSES,
  changeApplicationCourseInput,
  changeFeeStatusInput,
  decideApplicationInput,
  FEE_STATUSES,
  markFeesPaidReason,
} from '~/modules/applications/applications.schemas';
import { changeFeeStatus } from '~/modules/applications/change-fee-status.server';
import { changeApplicationCourse } from '~/modules/applications/change-application-course.server';
import { decideApplication } from '~/modules/applications/decide-application.server';
import { findApplicants } from '~/modules/applications/find-applicants.server';
import { OFFER_FILTERS } from '~/modules/applications/offer-filters';
import { NAME_SEARCH_MAX } from '~/modules/students/student-search.schemas';
import { findCourses } from '~/modules/courses/find-courses.server';
import { updateFeesPaidInput } from '~/modules/payments/payments.schemas';
import { updateFeesPaid } from '~/modules/payments/update-fees-paid.server';
import { generateFeeStatement } from '~/modules/receipts/generate-fee-statement.server';
import { generateReceiptInput, RECEIPT_GENERATED } from '~/modules/receipts/receipts.schemas';
import { REVIEW_STATUSES } from '~/modules/documents/document-reviews.schemas';
import { findSameAadhaar } from '~/modules/students/find-same-aadhaar.server';
import { getStudent, revealAadhaar } from '~/modules/students/get-student.server';
import { CATEGORIES, revealAadhaarInput } from '~/modules/students/profile.schemas';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/view-applications';

export const meta: Route.MetaFunction = () => dashboardMeta('View Applications');

const PAGE_SIZE = 20;

// The row and dialog buttons: the schemas of the matching /api/admin/* calls, told apart by `intent`.
const pageAction = z.discriminatedUnion(
  'intent',
  [
    decideApplicationInput.extend({ intent: z.literal('decide') }),
    changeFeeStatusInput.extend({ intent: z.literal('fee-status') }),
    changeApplicationCourseInput.extend({ intent: z.literal('change-course') }),
    updateFeesPaidInput.extend({ intent: z.literal('fees-paid') }),
    revealAadhaarInput.extend({ intent: z.literal('reveal') }),
    generateReceiptInput.extend({ intent: z.literal('generate-receipt') }),
  ],
  { error: 'Unknown action.' },
);

// The list's filters in the URL: ?name=…&status=…&fees=…&category=…&documents=…&offer=…; a value that is not one of the choices means "any".
const listQuery = z.object({
  name: z
    .string()
    .trim()
    .catch('')
    .transform((name) => name.slice(0, NAME_SEARCH_MAX)),
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  fees: z.enum(FEE_STATUSES).optional().catch(undefined),
  category: z.enum(CATEGORIES).optional().catch(undefined),
  documents: z.enum(REVIEW_STATUSES).optional().catch(undefined),
  offer: z.enum(OFFER_FILTERS).optional().catch(undefined),
});

// Spec §2 'View Applications': one page of applications (search and filters in the URL, on the
// server), the courses to switch to, and the profile of ?profile={userId} for the dialog.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'applications');
  const params = new URL(request.url).searchParams;
  const filters = listQuery.parse({ name: params.get('name') ?? '', ...Object.fromEntries(LIST_FILTERS.map((key) => [key, params.get(key) ?? undefined])) });
  const profileId = params.get('profile');
  const [result, courses, profile] = await Promise.all([
    findApplicants({ page: pageParam(request), pageSize: PAGE_SIZE, ...filters }),
    findCourses(),
    profileId ? getStudent({ userId: profileId }).catch((error: unknown) => (error instanceof AppError ? null : Promise.reject(error))) : null,
  ]);
  const sameAadhaar = await findSameAadhaar({ userIds: result.applications.map((application) => application.userId._id) });
  return { ...result, filters, courses: courses.map(({ id, title }) => ({ id, title })), profile, sameAadhaar };
}

// Reading the list is 'applications' (admissions and accounts); each button is its own area of work.
const INTENT_AREA = {
  decide: 'admissions',
  'fee-status': 'fees',
  'fees-paid': 'fees',
  'generate-receipt': 'fees',
  'change-course': 'admissions',
  reveal: 'aadhaar',
} as const satisfies Record<z.infer<typeof pageAction>['intent'], StaffArea>;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'applications');
  return runAction<{ aadharNumber?: string }>(async () => {
    const form = parseForm(pageAction, Object.fromEntries(await request.formData()));
    const actor = actorOf(admin);
    assertRoleMay(admin.role, INTENT_AREA[form.intent]);
    switch (form.intent) {
      case 'decide':
        await decideApplication({ id: form.id, status: form.status, actor });
        return `Application ${form.status}`;
      case 'fee-status': {
        // Marking Paid by hand needs a reason here (the API accepts none, for spec §7's clients).
        const reason = form.fees === 'Paid' ? parseForm(markFeesPaidReason, form).reason : form.reason;
        await changeFeeStatus({ id: form.id, fees: form.fees, reason, actor });
        return 'Fee status updated!';
      }
      case 'fees-paid':
        return (await updateFeesPaid({ input: form, actor })).message;
      case 'change-course':
        await changeApplicationCourse({ applicationId: form.applicationId, newCourseId: form.newCourseId, actor });
        return 'Course changed successfully!';
      case 'generate-receipt':
        await generateFeeStatement({ id: form.id, actor });
        return RECEIPT_GENERATED;
      case 'reveal':
        return { message: 'Aadhaar number revealed', aadharNumber: await revealAadhaar({ userId: form.userId, actor }) };
    }
  });
}

// A lost connection ends in an error toast too, not in the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ApplicationsResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: 'Could not reach the server. Check the connection and try again.', fieldErrors: {} };
  }
}

export default function ViewApplications({ loaderData }: Route.ComponentProps) {
  const { profile, ...list } = loaderData;
  return (
    <>
      <ApplicationsTable {...list} />
      {profile ? <ProfileDialog key={profile._id} student={profile} /> : null}
    </>
  );
}
