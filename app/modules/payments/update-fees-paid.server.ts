import { db as defaultDb, type DB } from '~/db/db.server';
import { selectApplicationViews, toStaffApplicationView, type StaffApplicationView } from '~/modules/applications/application-view.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { lockApplication } from '~/modules/ledger/lock-application.server';
import { writeLedgerRow } from '~/modules/ledger/write-ledger-row.server';
import { FEES_PAID_UPDATED, feesPaidUnchanged, type UpdateFeesPaidInput } from './payments.schemas';

export type FeesPaidUpdate = {
  /** False when the total already was the amount: no row, no audit entry, nothing written. */
  changed: boolean;
  message: string;
  application: StaffApplicationView;
};

/**
 * Staff set an application's total paid (spec §2 'Edit', §7 update-fees-paid): money taken at the
 * counter, a cheque, a correction. The ledger is never overwritten (decision 024): the difference
 * between the new total and the ledger's becomes ONE adjustment row (source staff, the reason as
 * its note, created by `admin:<id>`), written by writeLedgerRow in the same
 * transaction, and audited with the totals before and after and the reason. An adjustment that
 * makes the fee Paid clears a staff mark, as a payment does (ledger/paid-total.server.ts).
 *
 * The transaction starts by locking the application's row (lockApplication), so two staff
 * saving at once are taken in turn:
 * each difference is computed from the total the other left, and the total ends as the last one set.
 */
export async function updateFeesPaid({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: UpdateFeesPaidInput;
  /** Only staff adjust; the ledger row names them (`admin:<id>`). */
  actor: { type: 'admin'; id: string };
  db?: DB;
  now?: number;
}): Promise<FeesPaidUpdate> {
  const { applicationId, amountPaid, reason } = input;
  return db.transaction().execute(async (trx) => {
    await lockApplication(trx, applicationId);
    const row = await trx.selectFrom('applications').select(['user_id', 'fees_paid_paise']).where('id', '=', applicationId).executeTakeFirstOrThrow();
    const before = Number(row.fees_paid_paise);
    const difference = amountPaid - before;
    const view = async () => toStaffApplicationView(await selectApplicationViews(trx).where('applications.id', '=', applicationId).executeTakeFirstOrThrow());
    if (difference === 0) return { changed: false, message: feesPaidUnchanged(formatPaiseCompact(before)), application: await view() };

    await writeLedgerRow({
      trx,
      entry: {
        application_id: applicationId,
        student_id: row.user_id,
        kind: 'adjustment',
        source: 'staff',
        amount_paise: difference,
        status: 'recorded',
        note: reason,
        created_by: `admin:${actor.id}`,
      },
      numbered: null,
      now,
    });
    // Rupees in the audit log, as every other amount there (describe-audit-entry.ts prints them).
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'application.update-fees-paid',
      entity: 'application',
      entityId: applicationId,
      before: { feesPaid: before / 100 },
      after: { feesPaid: amountPaid / 100, amountAdjusted: difference / 100, reason },
    });
    return { changed: true, message: FEES_PAID_UPDATED, application: await view() };
  });
}
