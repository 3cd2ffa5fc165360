import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { deriveFeeStatus, selectApplicationViews, toStaffApplicationView, type StaffApplicationView } from './application-view.server';
import type { FeeStatus } from './applications.schemas';
import { APPLICATION_NOT_FOUND } from './decide-application.server';

/** What the audit log says when a client of spec §7 marked the fees without a reason. */
export const NO_REASON = 'no reason given';

/**
 * Staff set an application's fee status (spec §4: 'toggled freely by an admin'). Only staff: the
 * student's page never calls this (the flaw spec §4 describes). A mark equal to what the payments
 * already say is not stored, so the status keeps following the payments; a different one is kept
 * as staff's mark (a waiver, a bounced cheque) until staff change it again, with staff's reason
 * beside it. Audited either way, with the reason ('no reason given' when a client sent none).
 */
export async function changeFeeStatus({
  id,
  fees,
  reason,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  fees: FeeStatus;
  reason?: string;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<StaffApplicationView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('applications')
      .innerJoin('courses', 'courses.id', 'applications.course_id')
      .select(['applications.fees_paid_paise', 'applications.fee_status_mark', 'applications.fee_status_reason', 'courses.fees_paise'])
      .where('applications.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    const derived = deriveFeeStatus(Number(row.fees_paid_paise), row.fees_paise === null ? null : Number(row.fees_paise));
    const mark = fees === derived ? null : fees;
    await trx
      .updateTable('applications')
      .set({ fee_status_mark: mark, fee_status_reason: mark === null ? null : (reason ?? null), updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'application.change-fee-status',
      entity: 'application',
      entityId: id,
      before: { feeStatusMark: row.fee_status_mark, reason: row.fee_status_reason, derived },
      after: { feeStatusMark: mark, fees, reason: reason ?? NO_REASON },
    });
    return toStaffApplicationView(await selectApplicationViews(trx).where('applications.id', '=', id).executeTakeFirstOrThrow());
  });
}
