import { db as defaultDb, type DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import type { MailAttachment, OutgoingMail } from './send-mail.server';

/** Attachments of one e-mail together, before base64 (many mail servers refuse more than 10 MB). */
export const MAIL_ATTACHMENTS_MAX_BYTES = 7 * 1024 * 1024;

type StoredAttachment = { filename: string; contentType: string; content: string };

export const storeAttachments = (attachments: MailAttachment[] | undefined): string | null =>
  attachments?.length
    ? JSON.stringify(attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content: Buffer.from(content).toString('base64') })))
    : null;

export const readAttachments = (stored: string | null): MailAttachment[] | undefined =>
  stored
    ? (JSON.parse(stored) as StoredAttachment[]).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content: Buffer.from(content, 'base64'),
      }))
    : undefined;

/**
 * Puts an e-mail in the queue (table mail_jobs) and returns its job id. Pass the transaction of
 * the write the e-mail is about as `db`: the decision (or payment) and its e-mail then commit or
 * roll back together. A worker sends it (processMailJobs), retrying with backoff while the mail
 * server is down; a caller that wants the first attempt at once calls deliverMailJob after its
 * commit. `expiresAt`: an e-mail worthless after that moment (a code that dies), never sent later.
 */
export async function queueMail({
  mail,
  expiresAt = null,
  db = defaultDb,
  now = Date.now(),
}: {
  mail: OutgoingMail;
  expiresAt?: number | null;
  db?: DB;
  now?: number;
}): Promise<string> {
  const bytes = (mail.attachments ?? []).reduce((sum, file) => sum + file.content.byteLength, 0);
  if (bytes > MAIL_ATTACHMENTS_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The attachments of this e-mail are too large to send (7 MB at most).');
  const id = newId(now);
  await db
    .insertInto('mail_jobs')
    .values({
      id,
      // A header never gets a line break from data.
      recipient: mail.to.trim(),
      subject: mail.subject.replace(/[\r\n]+/g, ' ').trim(),
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: storeAttachments(mail.attachments),
      status: 'queued',
      attempts: 0,
      next_attempt_at: now,
      expires_at: expiresAt,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      sent_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
