import { db as defaultDb, type DB } from '~/db/db.server';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { AppError } from '~/utils/errors';
import { isId, newId } from '~/utils/ids';
import { parseRupees } from '~/utils/rupees';
import { findReusableOrder, storeOpenOrder } from './open-payment-order.server';
import { sitePaymentGateway, type PaymentGateway } from './payment-gateway.server';
import {
  AMOUNT_FORMAT,
  AMOUNT_MINIMUM,
  amountOverBalance,
  APPLICATION_REJECTED,
  FAILED_TO_CREATE_ORDER,
  INVALID_APPLICATION_ID,
  NO_COURSE_FEE,
  NOTHING_DUE,
  PAYMENTS_OFF,
  type CreateOrderInput,
} from './payments.schemas';

export type CreatedOrder = { id: string; amount: number; currency: 'INR' };

/**
 * A student starts paying: the server decides what may be paid (their own application, not
 * Rejected, its course has a fee, an amount of ≥ ₹1 with at most 2 decimals and at most the
 * balance), asks the gateway for an order of that many paise, and stores the order, so the
 * checkout signature is later checked against the order id WE stored for this student. A refusal
 * creates nothing; a gateway failure stores nothing (an order the gateway made but we did not
 * store is never shown to anyone, so it cannot be paid). An application has at most one open
 * order (open-payment-order.server.ts): the same amount again answers the open order without a
 * gateway call; another amount supersedes it.
 */
export async function createPaymentOrder({
  userId,
  input,
  gateway = sitePaymentGateway(),
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  input: CreateOrderInput;
  /** Default: this site's; null: online payments are off. */
  gateway?: PaymentGateway | null;
  db?: DB;
  now?: number;
}): Promise<CreatedOrder> {
  if (!gateway) throw new AppError('CONFLICT', PAYMENTS_OFF);
  const application = isId(input.applicationId)
    ? await db
        .selectFrom('applications')
        .innerJoin('courses', 'courses.id', 'applications.course_id')
        .select(['applications.id', 'applications.status', 'applications.fees_paid_paise', 'courses.fees_paise'])
        .where('applications.id', '=', input.applicationId)
        .where('applications.user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!application) throw new AppError('NOT_FOUND', INVALID_APPLICATION_ID);
  if (application.status === 'Rejected') throw new AppError('CONFLICT', APPLICATION_REJECTED);
  const fee = application.fees_paise === null ? 0 : Number(application.fees_paise);
  if (fee <= 0) throw new AppError('CONFLICT', NO_COURSE_FEE);
  const balance = fee - Number(application.fees_paid_paise);
  if (balance <= 0) throw new AppError('CONFLICT', NOTHING_DUE);
  const amount = parseRupees(input.amount);
  if (amount === null) throw new AppError('BAD_REQUEST', AMOUNT_FORMAT);
  if (amount < 100) throw new AppError('BAD_REQUEST', AMOUNT_MINIMUM);
  if (amount > balance) throw new AppError('BAD_REQUEST', amountOverBalance(formatPaiseCompact(balance)));
  const open = await findReusableOrder(db, { applicationId: application.id, amountPaise: amount, now });
  if (open) return { id: open.gatewayOrderId, amount: open.amountPaise, currency: 'INR' };

  const id = newId(now);
  let order;
  try {
    order = await gateway.client.createOrder({ amount, currency: 'INR', receipt: id, notes: { applicationId: application.id, studentId: userId } });
  } catch (error) {
    console.error(`create-order: the gateway refused or did not answer: ${(error as Error).message}`);
    throw new AppError('BAD_GATEWAY', FAILED_TO_CREATE_ORDER);
  }
  if (order.amount !== amount || order.currency !== 'INR') {
    console.error(`create-order: the gateway made order ${order.id} for ${order.amount} ${order.currency}, asked ${amount} INR`);
    throw new AppError('BAD_GATEWAY', FAILED_TO_CREATE_ORDER);
  }
  const stored = await storeOpenOrder(db, {
    id,
    gateway: gateway.name,
    gateway_order_id: order.id,
    application_id: application.id,
    student_id: userId,
    amount_paise: amount,
    currency: 'INR',
    status: 'created',
    last_error: null,
    checked_at: null,
    created_at: now,
    updated_at: now,
  });
  return { id: stored.gatewayOrderId, amount: stored.amountPaise, currency: 'INR' };
}
