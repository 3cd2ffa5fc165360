import { db as defaultDb, type DB } from '~/db/db.server';
import { selectApplicationViews, toStaffApplicationView, type StaffApplicationView } from '~/modules/applications/application-view.server';
import { APPLICATION_NOT_FOUND } from '~/modules/applications/decide-application.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { formatRupees } from '~/modules/courses/course-format';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { addToPaidTotal } from './fee-total.server';
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
 * its note, created by `admin:<id>`), added to the paid total by addToPaidTotal in the same
 * transaction, and audited with the totals before and after and the reason. An adjustment that
 * makes the fee Paid clears a staff mark, as a payment does (fee-total.server.ts).
 *
 * The transaction starts by writing the application's row (to the value it has), so two staff
 * saving at once are taken in turn (PostgreSQL's row lock; SQLite's transactions are IMMEDIATE):
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
    const locked = await trx
      .updateTable('applications')
      .set((eb) => ({ fees_paid_paise: eb.ref('fees_paid_paise') }))
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    const row = await trx.selectFrom('applications').select(['user_id', 'fees_paid_paise']).where('id', '=', applicationId).executeTakeFirstOrThrow();
    const before = Number(row.fees_paid_paise);
    const difference = amountPaid - before;
    const view = async () => toStaffApplicationView(await selectApplicationViews(trx).where('applications.id', '=', applicationId).executeTakeFirstOrThrow());
    if (difference === 0) return { changed: false, message: feesPaidUnchanged(formatRupees(before / 100)), application: await view() };

    await trx
      .insertInto('payments')
      .values({
        id: newId(now),
        application_id: applicationId,
        student_id: row.user_id,
        kind: 'adjustment',
        source: 'staff',
        gateway: null,
        method: null,
        amount_paise: difference,
        currency: 'INR',
        gateway_order_id: null,
        gateway_payment_id: null,
        gateway_refund_id: null,
        status: 'recorded',
        receipt_number: null,
        note: reason,
        created_by: `admin:${actor.id}`,
        created_at: now,
      })
      .execute();
    await addToPaidTotal({ trx, applicationId, amountPaise: difference, reason: `staff adjustment: ${reason}`, now });
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
