import type { ActionResult } from '~/utils/action-result';
import { FailedMailTable } from '~/components/dashboard/mail/failed-mail-table';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { findFailedMail } from '~/modules/mail/find-failed-mail.server';
import { retryMailInput } from '~/modules/mail/mail.schemas';
import { retryMail } from '~/modules/mail/retry-mail.server';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import type { Route } from './+types/mail-queue';

export const meta: Route.MetaFunction = () => dashboardMeta('E-mails not sent');

// E-mails the queue gave up on (decision 022), with Retry now.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'mail');
  return findFailedMail();
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'mail');
  return runAction(async () => {
    const { id } = parseForm(retryMailInput, await readForm(request));
    return (await retryMail({ id, actor: actorOf(admin) })).message;
  });
}

// A lost connection ends in an error toast too, not in the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ActionResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: 'Could not reach the server. Check the connection and try again.', fieldErrors: {} };
  }
}

export default function MailQueue({ loaderData }: Route.ComponentProps) {
  return <FailedMailTable {...loaderData} />;
}
