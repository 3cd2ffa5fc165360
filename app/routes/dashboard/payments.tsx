import { RecentPaymentsTable } from '~/components/dashboard/payments/recent-payments-table';
import { RecordPaymentPanel } from '~/components/dashboard/payments/record-payment-panel';
import { ToVerifyQueue } from '~/components/dashboard/payments/to-verify-queue';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { cancelReceipt } from '~/modules/offline-payments/cancel-receipt.server';
import { decidePaymentReport } from '~/modules/offline-payments/decide-payment-report.server';
import { findDeskLedger, findPayableApplications } from '~/modules/offline-payments/find-payment-desk.server';
import { findPaymentReports } from '~/modules/offline-payments/find-payment-reports.server';
import {
  cancelReceiptInput,
  markPaymentBouncedInput,
  PAYMENT_RECORDED,
  recordPaymentInput,
  verifyReportedPaymentInput,
} from '~/modules/offline-payments/offline-payments.schemas';
import { markPaymentBounced } from '~/modules/offline-payments/mark-payment-bounced.server';
import { recordOfflinePayment } from '~/modules/offline-payments/record-offline-payment.server';
import type { ActionResult } from '~/utils/action-result';
import { actorOf, parseForm, runAction } from '~/utils/dashboard-action.server';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/payments';

export const meta: Route.MetaFunction = () => dashboardMeta('Payments');

// Accounts' desk for money paid outside the gateway (issue 11): the To-verify queue of students'
// reports, 'Record a payment', and the newest ledger payments — the /api/admin payments calls' UI.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'fees');
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const [reports, applications, ledger] = await Promise.all([findPaymentReports({ status: 'pending' }), findPayableApplications({ query }), findDeskLedger()]);
  return { reports, query, applications, ledger };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'fees');
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return runAction<{ receiptNumber?: string; receiptUrl?: string }>(async () => {
    switch (text('intent')) {
      case 'record': {
        const input = parseForm(recordPaymentInput, {
          applicationId: text('applicationId'),
          // Rupees as typed, as the API takes them; blank stays blank (the schema says what is missing).
          amount: text('amount')?.trim() || undefined,
          method: text('method'),
          reference: text('reference'),
          bank: text('bank'),
          paidOn: text('paidOn'),
          confirmRepeat: text('confirmRepeat'),
          submissionKey: text('submissionKey') || undefined,
        });
        const payment = await recordOfflinePayment({ input, actor: actorOf(admin) });
        return { message: `${PAYMENT_RECORDED} Receipt ${payment.receiptNumber}.`, receiptNumber: payment.receiptNumber, receiptUrl: payment.receiptUrl };
      }
      case 'accept':
      case 'reject': {
        const input = parseForm(verifyReportedPaymentInput, {
          id: text('id'),
          decision: text('intent'),
          reason: text('reason') || undefined,
          amount: text('amount')?.trim() || undefined,
        });
        const decided = await decidePaymentReport({ input, actor: actorOf(admin) });
        return decided.payment ? { message: `${decided.message} Receipt ${decided.payment.receiptNumber}.` } : decided.message;
      }
      case 'cancel-receipt': {
        const input = parseForm(cancelReceiptInput, { paymentId: text('paymentId'), reason: text('reason') });
        return (await cancelReceipt({ input, actor: actorOf(admin) })).message;
      }
      case 'bounce': {
        const input = parseForm(markPaymentBouncedInput, { paymentId: text('paymentId'), reason: text('reason') });
        return (await markPaymentBounced({ input, actor: actorOf(admin) })).message;
      }
      default:
        throw new AppError('BAD_REQUEST', 'Unknown action.');
    }
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

export default function Payments({ loaderData }: Route.ComponentProps) {
  return (
    // No padding of its own: the dashboard's main has it, and its wide tables need the room (issue 21).
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Payments</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Money paid outside the online gateway: check students’ reports against the bank statement, record cash, cheques, UPI, bank transfers and demand drafts
          taken at the office. Each payment gets a numbered receipt, e-mailed to the student.
        </p>
      </header>
      <ToVerifyQueue reports={loaderData.reports} />
      <RecordPaymentPanel query={loaderData.query} applications={loaderData.applications} />
      <RecentPaymentsTable rows={loaderData.ledger} />
    </div>
  );
}
