import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import type { Route } from './+types/contact-us';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

export default function Page() {
  return <h1>contact-us</h1>;
}
