import { data } from 'react-router';
import { dashboardMeta, pageParam } from '~/components/dashboard/shell/dashboard-meta';
import { ContactInbox, type DeleteResult } from '~/components/dashboard/inbox/contact-inbox';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { deleteContactMessage } from '~/modules/contact/delete-contact-message.server';
import { findContactMessages } from '~/modules/contact/find-contact-messages.server';
import { actorOf } from '~/utils/dashboard-action.server';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = () => dashboardMeta('Contact Us Messages');

const PAGE_SIZE = 25;

// Spec §2 'Contact Us Messages': the inbox, newest first, paged on the server.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return findContactMessages({ page: pageParam(request), pageSize: PAGE_SIZE });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request);
  const form = await request.formData();
  const id = form.get('id');
  if (form.get('intent') !== 'delete' || typeof id !== 'string') return data<DeleteResult>({ ok: false, message: 'Unknown request.' }, { status: 400 });
  try {
    await deleteContactMessage({ id, actor: actorOf(admin) });
    return data<DeleteResult>({ ok: true, message: 'Message deleted successfully' });
  } catch (error) {
    if (error instanceof AppError) return data<DeleteResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

// A lost connection ends in the failure alert too, not in the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<DeleteResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: 'Failed to delete message.' };
  }
}

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  return <ContactInbox {...loaderData} />;
}
