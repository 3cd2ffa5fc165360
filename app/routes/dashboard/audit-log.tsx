import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import type { Route } from './+types/audit-log';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

export default function Page() {
  return <h1>audit-log</h1>;
}
