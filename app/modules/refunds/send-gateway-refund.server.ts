import type { DB } from '~/db/db.server';
import type { PaymentGateway } from '~/modules/payments/payment-gateway.server';
import { RazorpayApiError } from '~/modules/payments/razorpay-client.server';
import { recordGatewayRefund } from './record-gateway-refund.server';

export type SentRefund = { outcome: 'sent' } | { outcome: 'refused'; message: string } | { outcome: 'unanswered' };

/**
 * Asks the gateway to make a refund already reserved in `refunds` (pending, holding its amount),
 * and moves our books to what it answers (recordGatewayRefund: processed enters the ledger with
 * its credit note and e-mail). Keyed by our refund's id: the client may repeat the request when
 * its answer is lost, and the gateway makes the refund once.
 * - sent: the gateway has the refund (processed or pending);
 * - refused (4xx other than 409): nothing was refunded; the caller frees the amount;
 * - unanswered, or 409 (the first request with our key still in process): it may have been made;
 *   it stays pending until the refund webhook or reconciliation says (reconcile-refunds.server.ts).
 */
export async function sendGatewayRefund({
  refundId,
  gatewayPaymentId,
  amountPaise,
  reason,
  gateway,
  createdBy,
  db,
  now,
}: {
  refundId: string;
  gatewayPaymentId: string;
  amountPaise: number;
  reason: string;
  gateway: PaymentGateway;
  createdBy: string;
  db: DB;
  now: number;
}): Promise<SentRefund> {
  let refund;
  try {
    refund = await gateway.client.createRefund(
      gatewayPaymentId,
      { amount: amountPaise, receipt: refundId, notes: { reason: reason.slice(0, 256) } },
      { idempotencyKey: refundId },
    );
  } catch (error) {
    if (error instanceof RazorpayApiError && error.status >= 400 && error.status < 500 && error.status !== 409)
      return { outcome: 'refused', message: error.message };
    console.error(`refund ${refundId}: the gateway did not answer`, error);
    return { outcome: 'unanswered' };
  }
  await db
    .updateTable('refunds')
    .set({ gateway_refund_id: refund.id, updated_at: now })
    .where('id', '=', refundId)
    .where('gateway_refund_id', 'is', null)
    .execute();
  await recordGatewayRefund({ refund, gateway, createdBy, db, now });
  return { outcome: 'sent' };
}
