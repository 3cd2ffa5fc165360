import { dashboardMeta, pageParam } from '~/components/dashboard/shell/dashboard-meta';
import { ContactInbox } from '~/components/dashboard/inbox/contact-inbox';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { deleteContactMessage } from '~/modules/contact/delete-contact-message.server';
import { findContactMessages } from '~/modules/contact/find-contact-messages.server';
import type { ActionResult } from '~/utils/action-result';
import { actorOf, runAction } from '~/utils/dashboard-action.server';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = () => dashboardMeta('Contact Us Messages');

const PAGE_SIZE = 25;

// Spec §2 'Contact Us Messages': the inbox, newest first, paged on the server.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'content');
  return findContactMessages({ page: pageParam(request), pageSize: PAGE_SIZE });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'content');
  return runAction(async () => {
    const form = await request.formData();
    const id = form.get('id');
    if (form.get('intent') !== 'delete' || typeof id !== 'string') throw new AppError('BAD_REQUEST', 'Unknown request.');
    await deleteContactMessage({ id, actor: actorOf(admin) });
    return 'Message deleted successfully';
  });
}

// A lost connection ends in the failure alert too, not in the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ActionResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: 'Failed to delete message.', fieldErrors: {} };
  }
}

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  return <ContactInbox {...loaderData} />;
}
