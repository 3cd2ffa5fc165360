import { z } from 'zod';
import type { ActionResult } from '~/utils/action-result';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { StaffPage } from '~/components/dashboard/staff/staff-page';
import { changeStaffRoleInput, inviteStaffInput } from '~/modules/admins/admins.schemas';
import { changeStaffRole, disableStaff, enableStaff } from '~/modules/admins/change-staff-access.server';
import { findStaff } from '~/modules/admins/find-staff.server';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { inviteStaff, revokeInvitation } from '~/modules/admins/staff-invitations.server';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import { recordId } from '~/utils/record-id';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = () => dashboardMeta('Staff');

// The owner's Staff page, as GET /api/admin/staff and the /api/admin/staff/* commands.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, 'staff');
  return { ...(await findStaff()), selfId: admin.id };
}

const intent = z.enum(['invite', 'revoke', 'role', 'disable', 'enable'], { error: 'Unknown action.' });
const member = z.object({ id: recordId('Staff member') });

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'staff');
  return runAction(async () => {
    const form = await readForm(request);
    const actor = actorOf(admin);
    switch (parseForm(z.object({ intent }), form).intent) {
      case 'invite': {
        const { email } = await inviteStaff({ input: parseForm(inviteStaffInput, form), actor });
        return `Invitation sent to ${email}.`;
      }
      case 'revoke':
        return (await revokeInvitation({ id: parseForm(z.object({ id: recordId('Invitation') }), form).id, actor })).message;
      case 'role':
        return changeStaffRole({ id: parseForm(member, form).id, role: parseForm(changeStaffRoleInput, form).role, actor });
      case 'disable':
        return disableStaff({ id: parseForm(member, form).id, actor });
      case 'enable':
        return enableStaff({ id: parseForm(member, form).id, actor });
    }
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

export default function Staff({ loaderData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} />;
}
