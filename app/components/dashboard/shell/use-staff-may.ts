import { useRouteLoaderData } from 'react-router';
import { roleMay, type StaffArea } from '~/modules/admins/staff-roles';
import type { loader } from '~/routes/dashboard/layout';

/**
 * Whether the signed-in member of staff's role includes an area of work, for showing only the
 * buttons they may use. The server still refuses the others (requireStaff, assertRoleMay): hiding
 * a button is courtesy, not security.
 */
export function useStaffMay(): (area: StaffArea) => boolean {
  const role = useRouteLoaderData<typeof loader>('routes/dashboard/layout')?.admin.role;
  return (area) => role !== undefined && roleMay(role, area);
}
