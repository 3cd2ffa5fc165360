import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { languageOfStudent } from '~/modules/i18n/student-language.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { AppError } from '~/utils/errors';
import { isRejectionReason, type ReviewDocumentInput, reviewMessages, type ReviewStatus } from './document-reviews.schemas';
import { queueDocumentRejectedMail } from './notify-document-rejected.server';

export const DOCUMENT_REVIEWED = 'student.document-reviewed';

export type DocumentReview = { document: string; versionId: string; status: ReviewStatus; reason: string | null; note: string | null };

/**
 * Staff verify or reject the current version of a student's document (issue 23 point 5). The
 * review is written only while that version is still current: a student's new upload in between
 * makes it a CONFLICT, never a verdict on a file the reviewer did not see. A rejection queues the
 * student's e-mail in the same transaction; `mailed` settles with the first attempt after the
 * commit. A review that repeats the one on record changes nothing and sends nothing.
 */
export async function reviewDocument({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: ReviewDocumentInput;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<DocumentReview & { changed: boolean; mailed: Promise<boolean> }> {
  const { studentId, document, decision } = input;
  const reason = decision === 'rejected' ? (input.reason ?? null) : null;
  const note = decision === 'rejected' ? (input.note ?? null) : null;
  if (decision === 'rejected' && !isRejectionReason(reason)) throw new AppError('BAD_REQUEST', reviewMessages.reasonRequired);

  const outcome = await db.transaction().execute(async (trx) => {
    const student = await trx
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.name as user_name',
        'users.email as user_email',
        'users.language',
        'profiles.first_name',
        'profiles.middle_name',
        'profiles.last_name',
      ])
      .where('users.id', '=', studentId)
      .executeTakeFirst();
    if (!student) throw new AppError('NOT_FOUND', reviewMessages.noStudent);
    const current = await trx
      .selectFrom('documents')
      .select(['id', 'review_status', 'review_reason', 'review_note'])
      .where('user_id', '=', studentId)
      .where('kind', '=', document)
      .where('replaced_at', 'is', null)
      .executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', reviewMessages.noUpload);
    if (input.versionId && input.versionId !== current.id) {
      const older = await trx
        .selectFrom('documents')
        .select('id')
        .where('id', '=', input.versionId)
        .where('user_id', '=', studentId)
        .where('kind', '=', document)
        .executeTakeFirst();
      throw older ? new AppError('CONFLICT', reviewMessages.replaced) : new AppError('NOT_FOUND', reviewMessages.noUpload);
    }
    const review: DocumentReview = { document, versionId: current.id, status: decision, reason, note };
    if (current.review_status === decision && current.review_reason === reason && current.review_note === note) return { review, changed: false, mailId: null };

    const updated = await trx
      .updateTable('documents')
      .set({ review_status: decision, review_reason: reason, review_note: note, reviewed_at: now, reviewed_by: actor.id })
      .where('id', '=', current.id)
      .where('replaced_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('CONFLICT', reviewMessages.replaced);
    await recordAudit({
      db: trx,
      now,
      actor,
      action: DOCUMENT_REVIEWED,
      entity: 'student',
      entityId: studentId,
      before: { document, versionId: current.id, status: current.review_status, reason: current.review_reason, note: current.review_note },
      after: { document, versionId: current.id, status: decision, reason, note },
    });
    if (decision !== 'rejected' || !isRejectionReason(reason)) return { review, changed: true, mailId: null };
    const notice = { to: student.user_email, name: studentName(student), document, reason, note, locale: languageOfStudent(student.language) };
    return { review, changed: true, mailId: await queueDocumentRejectedMail({ notice, db: trx, now }) };
  });
  const mailed = outcome.mailId ? sendQueuedMailNow({ id: outcome.mailId, db, now }) : Promise.resolve(false);
  return { ...outcome.review, changed: outcome.changed, mailed };
}
