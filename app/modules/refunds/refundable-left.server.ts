import { sql } from 'kysely';
import type { DB } from '~/db/db.server';

/**
 * What is left to refund of one ledger payment, in paise: its amount, plus the (negative) ledger
 * rows against it (refunds, a bounced cheque's reversal), less gateway refunds still pending (they
 * are not money returned yet, but they will be). Read inside the refund's transaction.
 */
export async function refundableLeft({ db, paymentId }: { db: DB; paymentId: string }): Promise<number> {
  const { paid } = await db.selectFrom('payments').select('amount_paise as paid').where('id', '=', paymentId).executeTakeFirstOrThrow();
  const { returned } = await db
    .selectFrom('payments')
    .select(sql<number | string | null>`sum(amount_paise)`.as('returned'))
    .where('related_payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const { pending } = await db
    .selectFrom('refunds')
    .select(sql<number | string | null>`sum(amount_paise)`.as('pending'))
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(paid) + Number(returned ?? 0) - Number(pending ?? 0);
}

/**
 * What is left to refund of all of an application's payments (refundableLeft summed): what a
 * student may ask for. Money that is not a payment (staff corrections) is not refundable here.
 */
export async function refundableOnApplication({ db, applicationId }: { db: DB; applicationId: string }): Promise<number> {
  const payments = await db.selectFrom('payments').select('id').where('application_id', '=', applicationId).where('kind', '=', 'payment').execute();
  let left = 0;
  for (const payment of payments) left += Math.max(0, await refundableLeft({ db, paymentId: payment.id }));
  return left;
}
