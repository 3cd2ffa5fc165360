import type { DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { reopenRequestAnsweredBy } from './refund-request-answer.server';

/**
 * A pending gateway refund that failed (the gateway says so, or it never reached the gateway):
 * our row is failed with why, so its amount is free again; a student's request it answered is open
 * again; audited as the system. Once: a refund no longer pending is left as it is.
 */
export async function failPendingRefund({
  db,
  refund,
  failure,
  gatewayRefundId = null,
  now,
}: {
  db: DB;
  refund: { id: string; application_id: string; amount_paise: number };
  failure: string;
  /** The gateway's id, when it has one (a refund it refused after making); null: never made. */
  gatewayRefundId?: string | null;
  now: number;
}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('refunds')
      .set({ status: 'failed', failure, updated_at: now, ...(gatewayRefundId ? { gateway_refund_id: gatewayRefundId } : {}) })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      // 'Never made' holds only while no gateway id has reached our row since it was read.
      .$if(gatewayRefundId === null, (update) => update.where('gateway_refund_id', 'is', null))
      .executeTakeFirst();
    if (!failed.numUpdatedRows) return;
    await reopenRequestAnsweredBy({ db: trx, refundId: refund.id });
    await recordAudit({
      db: trx,
      now,
      actor: { type: 'system', id: null },
      action: 'payment.refund-failed',
      entity: 'application',
      entityId: refund.application_id,
      before: { refundId: refund.id, amount: Number(refund.amount_paise) / 100, status: 'pending' },
      after: { refundId: refund.id, status: 'failed', failure },
    });
  });
}
