import { db as defaultDb, type DB } from '~/db/db.server';
import { roleMay, roleRefusal, type StaffRole } from '~/modules/admins/staff-roles';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { formatPaise } from '~/modules/courses/course-format';
import { lockApplication } from '~/modules/ledger/lock-application.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { sitePaymentGateway, type PaymentGateway } from '~/modules/payments/payment-gateway.server';
import { receiptUrl } from '~/modules/receipts/receipt-link';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { enterRefundInLedger } from './enter-refund-in-ledger.server';
import { refundableLeft } from './refundable-left.server';
import { reserveRefund } from './reserve-refund.server';
import { sendGatewayRefund } from './send-gateway-refund.server';
import { closeRequestWithRefund } from './refund-request-answer.server';
import {
  NOT_REFUNDABLE,
  NOTHING_LEFT_TO_REFUND,
  OFFICE_REFUND_METHODS,
  PAYMENT_NOT_FOUND,
  REFUND_GATEWAY_FAILED,
  REFUND_PENDING,
  REFUND_PROCESSED,
  refundOverRemaining,
  refundWindowEndsAt,
  REQUEST_NOT_OPEN,
  type RefundPaymentInput,
} from './refunds.schemas';

export type RefundAnswer = { message: string; refund: { _id: string; status: 'pending' | 'processed' | 'failed'; creditNoteUrl: string | null } };

const IST_OFFSET_MS = 330 * 60_000;
/** When the student paid: the day they paid at the office (start of that day, IST), else when the row was written. */
const paidAtOf = (payment: { paid_on: string | null; created_at: number }) =>
  payment.paid_on ? Date.parse(`${payment.paid_on}T00:00:00Z`) - IST_OFFSET_MS : Number(payment.created_at);

/**
 * Staff refund (part of) one ledger payment (issue 11; docs/decisions/033-refunds.md).
 *
 * - Never more than what is left of that payment: its amount, less the refunds and reversals in
 *   the ledger against it, less gateway refunds still pending. Checked and reserved (our `refunds`
 *   row) in one transaction that first writes the application's row, so two refunds of one
 *   payment are taken in turn (PostgreSQL's row lock; SQLite's IMMEDIATE transactions).
 * - After the 7-day window (from the later of payment and enrolment) only a role with
 *   'late-refunds' (the owner) may refund.
 * - A gateway payment is refunded through the gateway's refund API; the ledger follows the state
 *   the gateway reports (recordGatewayRefund): processed enters the ledger with its credit note,
 *   pending is shown as pending and not counted. A gateway that does not answer leaves the refund
 *   pending (it may have been made): the refund.processed webhook settles it.
 * - An office payment (cash, cheque, UPI or transfer to the institute …) is paid back by the office
 *   and entered at once, with the method of paying back.
 * Audited; a student's request it answers is closed with it.
 */
export async function refundPayment({
  input,
  actor,
  gateway = sitePaymentGateway(),
  db = defaultDb,
  now = Date.now(),
}: {
  input: RefundPaymentInput;
  actor: { id: string; role: StaffRole };
  /** Default: this site's; null: online payments are off. */
  gateway?: PaymentGateway | null;
  db?: DB;
  now?: number;
}): Promise<RefundAnswer> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', input.paymentId).executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  if (payment.kind !== 'payment') throw new AppError('BAD_REQUEST', NOT_REFUNDABLE);
  const application = await db.selectFrom('applications').select(['created_at']).where('id', '=', payment.application_id).executeTakeFirstOrThrow();
  if (now > refundWindowEndsAt({ paidAt: paidAtOf(payment), enrolledAt: Number(application.created_at) }) && !roleMay(actor.role, 'late-refunds')) {
    throw new AppError('FORBIDDEN', roleRefusal(actor.role, 'late-refunds'));
  }
  const throughGateway = payment.source === 'gateway' && !!payment.gateway_payment_id;
  if (throughGateway && !gateway) throw new AppError('BAD_GATEWAY', REFUND_GATEWAY_FAILED);
  const method = throughGateway
    ? payment.method
    : (input.method ?? (OFFICE_REFUND_METHODS.find((known) => known === payment.method) ? payment.method : 'cash'));
  const createdBy = `admin:${actor.id}`;
  const ledgerPayment = { ...payment, amount_paise: Number(payment.amount_paise), created_at: Number(payment.created_at) };

  const refundId = newId(now);
  const reserved = await db.transaction().execute(async (trx) => {
    // First: concurrent refunds and bounces of this application's payments wait here for each other.
    await lockApplication(trx, payment.application_id);
    const left = await refundableLeft({ db: trx, paymentId: payment.id });
    if (left <= 0) throw new AppError('BAD_REQUEST', NOTHING_LEFT_TO_REFUND);
    if (input.amount > left) throw new AppError('BAD_REQUEST', refundOverRemaining(formatPaise(left)), { field: 'amount' });
    if (input.requestId) {
      const request = await trx.selectFrom('refund_requests').select(['status', 'application_id']).where('id', '=', input.requestId).executeTakeFirst();
      if (!request || request.status !== 'open' || request.application_id !== payment.application_id) throw new AppError('CONFLICT', REQUEST_NOT_OPEN);
    }
    await reserveRefund({
      trx,
      refundId,
      payment,
      amountPaise: input.amount,
      reason: input.reason,
      channel: throughGateway ? 'gateway' : 'office',
      method,
      createdBy,
      now,
    });
    await recordAudit({
      db: trx,
      now,
      actor: { type: 'admin', id: actor.id },
      action: 'payment.refund',
      entity: 'application',
      entityId: payment.application_id,
      before: { refundableLeft: left / 100 },
      after: {
        refundId,
        amountRefunded: input.amount / 100,
        reason: input.reason,
        receipt: payment.receipt_number,
        returned: throughGateway ? 'through the gateway' : `by the office (${method})`,
      },
    });
    if (throughGateway) return null;
    const entered = await enterRefundInLedger({
      trx,
      payment: ledgerPayment,
      amountPaise: input.amount,
      reason: input.reason,
      refundId,
      gatewayRefundId: null,
      method,
      createdBy,
      test: false,
      now,
    });
    if (input.requestId) await closeRequestWithRefund({ db: trx, requestId: input.requestId, refundId, decidedBy: createdBy, now });
    return entered.mailJobId;
  });

  if (reserved) {
    await sendQueuedMailNow({ id: reserved, db });
    return answer(db, refundId);
  }

  const sent = await sendGatewayRefund({
    refundId,
    gatewayPaymentId: payment.gateway_payment_id!,
    amountPaise: input.amount,
    reason: input.reason,
    gateway: gateway!,
    createdBy,
    db,
    now,
  });
  // Refused: nothing was refunded, the amount is free again, the request still open.
  if (sent.outcome === 'refused') {
    await db.updateTable('refunds').set({ status: 'failed', failure: sent.message, updated_at: now }).where('id', '=', refundId).execute();
    throw new AppError('BAD_GATEWAY', `${REFUND_GATEWAY_FAILED} (${sent.message})`);
  }
  // Sent or unanswered: the request is answered by this refund (reopened if it fails later).
  if (input.requestId) await closeRequestWithRefund({ db, requestId: input.requestId, refundId, decidedBy: createdBy, now });
  return answer(db, refundId);
}

/** The refund as it stands now: its state, and its credit note once it has one. */
async function answer(db: DB, refundId: string): Promise<RefundAnswer> {
  const row = await db
    .selectFrom('refunds')
    .leftJoin('receipts', 'receipts.payment_id', 'refunds.ledger_payment_id')
    .select(['refunds.status', 'receipts.id as credit_note_id'])
    .where('refunds.id', '=', refundId)
    .executeTakeFirstOrThrow();
  const status = row.status;
  return {
    message: status === 'processed' ? REFUND_PROCESSED : REFUND_PENDING,
    refund: { _id: refundId, status, creditNoteUrl: row.credit_note_id ? receiptUrl(row.credit_note_id) : null },
  };
}
