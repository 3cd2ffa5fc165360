import type { ActionResult } from '~/utils/action-result';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { ErasureRequestsTable } from '~/components/dashboard/students/erasure-requests-table';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { eraseStudent } from '~/modules/students/erase-student.server';
import { findErasureRequests } from '~/modules/students/find-erasure-requests.server';
import { eraseStudentInput } from '~/modules/students/profile.schemas';
import { parseForm, runAction } from '~/utils/dashboard-action.server';
import type { Route } from './+types/erasure-requests';

export const meta: Route.MetaFunction = () => dashboardMeta('Data Erasure Requests');

// Students' requests to erase their data, as GET /api/admin/erasure-requests and POST /api/admin/erase-student.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'data-rights');
  return { requests: await findErasureRequests() };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'data-rights');
  return runAction(async () => {
    const { userId } = parseForm(eraseStudentInput, { userId: (await request.formData()).get('userId') ?? undefined });
    const { kept } = await eraseStudent({ userId, adminId: admin.id });
    return kept ? "The student's data has been erased. Fee records were kept." : "The student's data has been erased.";
  });
}

// A lost connection ends in an error toast too, not in the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ActionResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: 'Could not reach the server. Check the connection and try again.', fieldErrors: {} };
  }
}

export default function ErasureRequests({ loaderData }: Route.ComponentProps) {
  return <ErasureRequestsTable requests={loaderData.requests} />;
}
