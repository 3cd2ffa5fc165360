import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import type { Route } from './+types/news-events';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

export default function Page() {
  return <h1>news-events</h1>;
}
