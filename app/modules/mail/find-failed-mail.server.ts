import { db as defaultDb, type DB } from '~/db/db.server';

export type FailedMail = {
  id: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  failedAt: number;
  /** False once its content is gone (a code's e-mail that expired): nothing left to send. */
  canRetry: boolean;
};

/**
 * What staff see under 'E-mails not sent': the failed sends, newest first, and how many others are
 * still between attempts. Never the content (codes, personal details): recipient, subject, why.
 */
export async function findFailedMail({ limit = 100, db = defaultDb }: { limit?: number; db?: DB } = {}): Promise<{ failed: FailedMail[]; retrying: number }> {
  const rows = await db
    .selectFrom('mail_jobs')
    .select(['id', 'recipient', 'subject', 'attempts', 'last_error', 'updated_at'])
    .select((eb) => eb('text_body', 'is not', null).as('has_content'))
    .where('status', '=', 'failed')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const { retrying } = await db
    .selectFrom('mail_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('retrying'))
    .where('status', 'in', ['queued', 'sending'])
    .where('attempts', '>', 0)
    .executeTakeFirstOrThrow();
  return {
    failed: rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      failedAt: Number(row.updated_at),
      canRetry: Boolean(Number(row.has_content)),
    })),
    retrying: Number(retrying),
  };
}
