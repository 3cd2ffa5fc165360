import { Outlet } from 'react-router';
import { DashboardShell } from '~/components/dashboard/shell/dashboard-shell';
import { Toaster } from '~/components/site/toaster';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { usePublicConfig } from '~/utils/use-public-config';
import type { Route } from './+types/layout';

// The staff dashboard's shell (spec §2 'Admin dashboard layout'). Every dashboard loader and
// action calls requireAdminPage itself: this one only supplies the top bar's administrator.
export async function loader({ request }: Route.LoaderArgs) {
  const { name, email, image, role } = await requireAdminPage(request, null);
  return { admin: { name, email, image, role } };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { institute } = usePublicConfig();
  return (
    <DashboardShell admin={loaderData.admin} instituteName={institute.name}>
      {/* Staff pages are never indexed (React hoists this into <head>). */}
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
      <Toaster />
    </DashboardShell>
  );
}
