import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { languageOfStudent } from '~/modules/i18n/student-language.server';
import { ensureSeatFree } from '~/modules/admissions/seats.server';
import { ensureDocumentsVerified } from '~/modules/admissions/verified-documents.server';
import { AppError } from '~/utils/errors';
import { applicationsWithStudent, studentName } from './application-view.server';
import type { Decision } from './applications.schemas';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { queueDecisionMail } from './notify-decision.server';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const alreadyDecided = (status: string) => `This application is already ${status}. Only a Pending application can be accepted or rejected.`;

/**
 * Accepts or rejects an application (spec §4): only from Pending, so a decision is never silently
 * reversed. An Accept takes one of the course's seats, if it has a limit: none left is a CONFLICT;
 * a course that requires verified documents accepts a student only once they are.
 * The row is updated only while it is still Pending: of two administrators deciding at the same
 * moment, the second gets the CONFLICT. The student's e-mail is queued in the same
 * transaction and a first attempt made after the commit; `mailed` settles with that attempt (true:
 * sent; false: the mail queue keeps trying) and never rejects.
 */
export async function decideApplication({
  id,
  status,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  status: Decision;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<{ id: string; status: Decision; mailed: Promise<boolean> }> {
  const mailId = await db.transaction().execute(async (trx) => {
    const row = await applicationsWithStudent(trx)
      .select([
        'applications.status',
        'applications.user_id',
        'applications.course_id',
        'courses.title',
        'courses.requires_verified_documents',
        'users.language',
      ])
      .where('applications.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (row.status !== 'Pending') throw new AppError('CONFLICT', alreadyDecided(row.status));
    if (status === 'Accepted') {
      if (Number(row.requires_verified_documents) === 1) await ensureDocumentsVerified(trx, row.user_id);
      await ensureSeatFree(trx, row.course_id);
    }
    const updated = await trx
      .updateTable('applications')
      .set({ status, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('CONFLICT', alreadyDecided('decided'));
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'application.decide',
      entity: 'application',
      entityId: id,
      before: { status: row.status, userId: row.user_id, courseId: row.course_id, course: row.title },
      after: { status },
    });
    const notice = { to: row.user_email, name: studentName(row), courseTitle: row.title, status, locale: languageOfStudent(row.language) };
    return queueDecisionMail({ notice, db: trx, now });
  });
  return { id, status, mailed: sendQueuedMailNow({ id: mailId, db, now }) };
}
