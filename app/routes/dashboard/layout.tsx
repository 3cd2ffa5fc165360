import { Outlet } from 'react-router';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import type { Route } from './+types/layout';

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request);
  return { admin };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <p>Welcome, {loaderData.admin.name}</p>
      <Outlet />
    </div>
  );
}
