import { redirect } from 'react-router';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import type { Route } from './+types/index';

// Spec §2: exactly /dashboard goes to Manage Courses.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  throw redirect('/dashboard/manage-courses');
}
