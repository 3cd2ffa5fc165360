import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import type { Route } from './+types/add-course';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

export default function Page() {
  return <h1>add-course</h1>;
}
