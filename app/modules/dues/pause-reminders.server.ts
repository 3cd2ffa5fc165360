import { db as defaultDb, type DB } from '~/db/db.server';
import { APPLICATION_NOT_FOUND } from '~/modules/applications/decide-application.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { remindersPausedMessage, type PauseRemindersInput } from './dues.schemas';

/**
 * Accounts pause (or resume) the fee reminders of one application: an arrangement made at the
 * office ("pay after the harvest") should not be followed by e-mails saying the fee is overdue.
 * Per application, not per student: a student with two courses may have an arrangement for one.
 * The Dues page still lists it. Audited with the state before; the same state again writes nothing.
 */
export async function pauseReminders({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: PauseRemindersInput;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<{ message: string; paused: boolean; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('applications').select('reminders_paused').where('id', '=', input.applicationId).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    const before = Number(row.reminders_paused) === 1;
    if (before === input.paused) return { message: remindersPausedMessage(input.paused), paused: input.paused, changed: false };
    await trx
      .updateTable('applications')
      .set({ reminders_paused: input.paused ? 1 : 0, updated_at: now })
      .where('id', '=', input.applicationId)
      .execute();
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'application.reminders-pause',
      entity: 'application',
      entityId: input.applicationId,
      before: { remindersPaused: before },
      after: { remindersPaused: input.paused },
    });
    return { message: remindersPausedMessage(input.paused), paused: input.paused, changed: true };
  });
}
