import { redirect } from 'react-router';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import type { StaffRole } from '~/modules/admins/staff-roles';
import type { Route } from './+types/index';

// Spec §2: exactly /dashboard goes to Manage Courses, for the roles that manage courses; the
// others start at the page of their daily work: admissions at View Applications, accounts at the
// Finance overview (docs/decisions/029-staff-roles.md, 030-exports.md).
const START: Record<StaffRole, string> = {
  owner: '/dashboard/manage-courses',
  content: '/dashboard/manage-courses',
  admissions: '/dashboard/view-applications',
  accounts: '/dashboard/finance',
};

export async function loader({ request }: Route.LoaderArgs) {
  const { role } = await requireAdminPage(request, null);
  throw redirect(START[role]);
}
