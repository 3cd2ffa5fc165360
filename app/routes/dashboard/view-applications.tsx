import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import type { Route } from './+types/view-applications';

export const meta: Route.MetaFunction = () => dashboardMeta('View Applications');

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

export default function Page() {
  return <h1 className="text-2xl font-bold text-slate-900">View Applications</h1>;
}
