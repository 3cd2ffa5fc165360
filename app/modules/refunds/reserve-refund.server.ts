import type { DB } from '~/db/db.server';

/**
 * Our `refunds` row of a refund about to be made, pending: it holds its amount against the payment
 * (refundableLeft) until the gateway or the office settles it. Inside the caller's transaction,
 * which has locked the application and checked what is left.
 */
export async function reserveRefund({
  trx,
  refundId,
  payment,
  amountPaise,
  reason,
  channel,
  method,
  createdBy,
  now,
}: {
  trx: DB;
  refundId: string;
  payment: { id: string; application_id: string; student_id: string };
  amountPaise: number;
  reason: string;
  channel: 'gateway' | 'office';
  method: string | null;
  /** `admin:<id>`, or 'system' for an overpayment returned automatically. */
  createdBy: string;
  now: number;
}): Promise<void> {
  await trx
    .insertInto('refunds')
    .values({
      id: refundId,
      payment_id: payment.id,
      application_id: payment.application_id,
      student_id: payment.student_id,
      amount_paise: amountPaise,
      reason,
      channel,
      method,
      status: 'pending',
      gateway_refund_id: null,
      ledger_payment_id: null,
      failure: null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
