import { db as defaultDb, type DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { sitePaymentGateway, type PaymentGateway } from './payment-gateway.server';
import { GATEWAY_UNCONFIRMED, PAYMENT_VERIFICATION_FAILED, PAYMENTS_OFF, type VerifyPaymentInput } from './payments.schemas';
import { recordGatewayPayment, type LedgerRow } from './record-gateway-payment.server';
import { RazorpayApiError } from './razorpay-client.server';
import { verifyPaymentSignature } from './razorpay-signatures.server';

/**
 * The pay page's callback after Checkout: `razorpay_signature` must be Razorpay's signature of the
 * order id WE stored for this student and the payment id (constant time); then the payment is
 * recorded through recordGatewayPayment, which asks the gateway what was really paid. The
 * client's `amountPaid` and `courseId` are never read. A callback that fails here changes
 * nothing; if the money was in fact captured, the webhook or reconciliation records it.
 */
export async function verifyCheckoutPayment({
  userId,
  input,
  gateway = sitePaymentGateway(),
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  input: VerifyPaymentInput;
  /** Default: this site's; null: online payments are off. */
  gateway?: PaymentGateway | null;
  db?: DB;
  now?: number;
}): Promise<{ payment: LedgerRow; recorded: boolean }> {
  if (!gateway) throw new AppError('CONFLICT', PAYMENTS_OFF);
  const order = await db
    .selectFrom('payment_orders')
    .select(['gateway_order_id'])
    .where('gateway_order_id', '=', input.razorpay_order_id)
    .where('student_id', '=', userId)
    .executeTakeFirst();
  if (!order || !verifyPaymentSignature(order.gateway_order_id, input.razorpay_payment_id, input.razorpay_signature, gateway.keySecret)) {
    throw new AppError('BAD_REQUEST', PAYMENT_VERIFICATION_FAILED);
  }
  let result;
  try {
    result = await recordGatewayPayment({ orderId: order.gateway_order_id, paymentId: input.razorpay_payment_id, via: 'verify', gateway, db, now });
  } catch (error) {
    if (!(error instanceof RazorpayApiError)) throw error;
    console.error(`verify-payment: the gateway refused or did not answer: ${error.message}`);
    throw new AppError('BAD_GATEWAY', GATEWAY_UNCONFIRMED);
  }
  if (!result.ok) {
    console.warn(`verify-payment: ${input.razorpay_payment_id} for ${order.gateway_order_id} not recorded (${result.reason})`);
    throw new AppError('BAD_REQUEST', PAYMENT_VERIFICATION_FAILED);
  }
  return { payment: result.payment, recorded: result.recorded };
}
