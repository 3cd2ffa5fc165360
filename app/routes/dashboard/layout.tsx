import { Outlet } from 'react-router';
import { DashboardShell } from '~/components/dashboard/shell/dashboard-shell';
import { Toaster } from '~/components/site/toaster';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { roleMay } from '~/modules/admins/staff-roles';
import { countReportsToVerify } from '~/modules/offline-payments/find-payment-reports.server';
import { usePublicConfig } from '~/utils/use-public-config';
import type { Route } from './+types/layout';

// The staff dashboard's shell (spec §2 'Admin dashboard layout'). Every dashboard loader and
// action calls requireAdminPage itself: this one only supplies the top bar's administrator and the
// work waiting beside menu entries (read again after every action, so an accepted report leaves it).
export async function loader({ request }: Route.LoaderArgs) {
  const { name, email, image, role } = await requireAdminPage(request, null);
  const counts = { toVerify: roleMay(role, 'fees') ? await countReportsToVerify() : 0 };
  return { admin: { name, email, image, role }, counts };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { institute } = usePublicConfig();
  return (
    <DashboardShell admin={loaderData.admin} counts={loaderData.counts} instituteName={institute.name}>
      {/* Staff pages are never indexed (React hoists this into <head>). */}
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
      <Toaster />
    </DashboardShell>
  );
}
