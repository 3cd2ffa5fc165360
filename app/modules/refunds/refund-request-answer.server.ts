import type { DB } from '~/db/db.server';

// Server: how a student's refund or withdrawal request follows the refund that answers it. Staff
// answer it by starting a refund (closed as 'refunded', the refund named), whatever the gateway then
// says of that refund; a refund that fails answered nothing, so the request is open again.

/** Closes an open request as answered by `refundId`. */
export async function closeRequestWithRefund({
  db,
  requestId,
  refundId,
  decidedBy,
  now,
}: {
  db: DB;
  requestId: string;
  refundId: string;
  decidedBy: string;
  now: number;
}): Promise<void> {
  await db
    .updateTable('refund_requests')
    .set({ status: 'refunded', refund_id: refundId, decided_by: decidedBy, decided_at: now })
    .where('id', '=', requestId)
    .where('status', '=', 'open')
    .execute();
}

/**
 * The request a failed refund answered waits for accounts again, on the Refunds page and on the
 * student's Applied Courses; unless the student has asked again since (one open request per application).
 */
export async function reopenRequestAnsweredBy({ db, refundId }: { db: DB; refundId: string }): Promise<void> {
  await db
    .updateTable('refund_requests')
    .set({ status: 'open', refund_id: null, decided_by: null, decided_at: null })
    .where('refund_id', '=', refundId)
    .where('status', '=', 'refunded')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refund_requests as asked_again')
            .select('asked_again.id')
            .whereRef('asked_again.application_id', '=', 'refund_requests.application_id')
            .where('asked_again.status', '=', 'open'),
        ),
      ),
    )
    .execute();
}
