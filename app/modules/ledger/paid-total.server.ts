import type { DB } from '~/db/db.server';
import { deriveFeeStatus } from '~/modules/applications/application-view.server';
import { recordAudit } from '~/modules/audit/record-audit.server';

/**
 * Moves an application's paid total by a ledger row's amount, inside the transaction `trx` that
 * inserted the row; called only by writeLedgerRow (write-ledger-row.server.ts): `applications.fees_paid_paise` is always the sum of the application's ledger,
 * and every view (Applied Courses, View Applications, both APIs) reads it.
 *
 * Staff's mark (decision 015) and money (docs/decisions/024-payment-ledger.md): when money recorded
 * now makes the derived status Paid, a staff mark is cleared. A 'Paid' mark then equals what the
 * payments say (015 stores a mark only while it differs); a 'Pending' mark was staff holding the
 * status back (a bounced cheque) and money that clears the balance is newer evidence than that
 * judgement. A mark that the money does not contradict (a waiver while the balance is still
 * open) stays. Clearing is audited as the system's act, with the mark before.
 */
export async function addToPaidTotal({
  trx,
  applicationId,
  amountPaise,
  reason,
  now,
}: {
  trx: DB;
  applicationId: string;
  amountPaise: number;
  reason: string;
  now: number;
}): Promise<void> {
  await trx
    .updateTable('applications')
    .set((eb) => ({ fees_paid_paise: eb('fees_paid_paise', '+', amountPaise), updated_at: now }))
    .where('id', '=', applicationId)
    .execute();
  const row = await trx
    .selectFrom('applications')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .select(['applications.fees_paid_paise', 'applications.fee_status_mark', 'applications.fee_status_reason', 'courses.fees_paise'])
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const derived = deriveFeeStatus(Number(row.fees_paid_paise), row.fees_paise === null ? null : Number(row.fees_paise));
  if (amountPaise > 0 && derived === 'Paid' && row.fee_status_mark !== null) {
    // The mark's reason goes with it (it explained the mark, not the payment); the audit keeps both.
    await trx.updateTable('applications').set({ fee_status_mark: null, fee_status_reason: null }).where('id', '=', applicationId).execute();
    await recordAudit({
      db: trx,
      now,
      actor: { type: 'system', id: null },
      action: 'application.fee-status-mark-cleared',
      entity: 'application',
      entityId: applicationId,
      before: { feeStatusMark: row.fee_status_mark, feeStatusReason: row.fee_status_reason },
      after: { feeStatusMark: null, derived, reason },
    });
  }
}
