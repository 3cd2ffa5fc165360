import type { ActionResult } from '~/utils/action-result';
import { RefundDeskPage } from '~/components/dashboard/refunds/refund-desk';
import { dashboardMeta, pageParam } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { declineRefundRequest } from '~/modules/refunds/decline-refund-request.server';
import { findRefundDesk } from '~/modules/refunds/find-refund-desk.server';
import { refundPayment } from '~/modules/refunds/refund-payment.server';
import { declineRefundRequestInput, refundPaymentInput } from '~/modules/refunds/refunds.schemas';
import { parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/refunds';

export const meta: Route.MetaFunction = () => dashboardMeta('Refunds');

// Refunds (issue 11): students' requests and refunds due (each paged: ?requestsPage=, ?duePage=),
// a payment found by its receipt number, and the latest refunds; the same commands as POST /api/admin/refund-payment and /decline-refund-request.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'fees');
  const receipt = (new URL(request.url).searchParams.get('receipt') ?? '').slice(0, 60);
  return { receipt, desk: await findRefundDesk({ receipt, requestsPage: pageParam(request, 'requestsPage'), duePage: pageParam(request, 'duePage') }) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'fees');
  return runAction(async () => {
    const { intent, ...form } = await readForm(request);
    if (intent === 'refund') {
      const input = parseForm(refundPaymentInput, { ...form, method: form.method || undefined, requestId: form.requestId || undefined });
      return (await refundPayment({ input, actor: { id: admin.id, role: admin.role } })).message;
    }
    if (intent === 'decline') return declineRefundRequest({ input: parseForm(declineRefundRequestInput, form), actor: { id: admin.id } });
    throw new AppError('BAD_REQUEST', 'Unknown action.');
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

export default function Refunds({ loaderData }: Route.ComponentProps) {
  return <RefundDeskPage {...loaderData} />;
}
