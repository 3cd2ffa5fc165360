import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { sendQueuedMailNow } from './process-mail-jobs.server';

export const MAIL_NOT_FAILED = 'This e-mail is not waiting for a retry: it was sent, or is already being retried.';
export const MAIL_EXPIRED_NO_RETRY = 'This e-mail expired with the code in it and cannot be sent again. The person can ask for a new code.';
export const MAIL_RETRY_SENT = 'E-mail sent.';
export const MAIL_RETRY_QUEUED = 'The e-mail could not be sent yet. It will be tried again automatically; see the last error.';

/**
 * Staff's 'Retry now' on a failed e-mail: it gets a fresh series of attempts (the cause may be
 * fixed: the mail server, the address), audited, and the first attempt is made at once.
 */
export async function retryMail({
  id,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<{ sent: boolean; message: string }> {
  await db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom('mail_jobs').select(['status', 'attempts', 'last_error', 'text_body']).where('id', '=', id).executeTakeFirst();
    if (!job || job.status !== 'failed') throw new AppError(job ? 'CONFLICT' : 'NOT_FOUND', MAIL_NOT_FAILED);
    if (job.text_body === null) throw new AppError('CONFLICT', MAIL_EXPIRED_NO_RETRY);
    // Guarded as well: of two staff pressing Retry at once, one retries and the other is told.
    const queued = await trx
      .updateTable('mail_jobs')
      .set({ status: 'queued', attempts: 0, next_attempt_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(queued.numUpdatedRows) !== 1) throw new AppError('CONFLICT', MAIL_NOT_FAILED);
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'mail.retry',
      entity: 'mail_job',
      entityId: id,
      before: { status: job.status, attempts: Number(job.attempts), lastError: job.last_error },
      after: { status: 'queued', attempts: 0 },
    });
  });
  const sent = await sendQueuedMailNow({ id, db, now });
  return { sent, message: sent ? MAIL_RETRY_SENT : MAIL_RETRY_QUEUED };
}
