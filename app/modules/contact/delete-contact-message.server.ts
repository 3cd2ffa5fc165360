import { createHash } from 'node:crypto';
import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';

/**
 * Removes a message from the inbox; unknown ids are NOT_FOUND 'Message not found'. The audit
 * entry names the message by its id and the SHA-256 of its text, never the text or the sender:
 * the audit log is kept for good, and a deleted message must not live on in it. Whoever holds a
 * copy (an e-mail, a backup) can still show which message was deleted.
 */
export async function deleteContactMessage({ id, actor, db = defaultDb }: { id: string; actor: AuditActor; db?: DB }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = isId(id) ? await trx.deleteFrom('contact_messages').where('id', '=', id).returningAll().executeTakeFirst() : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'Message not found');
    const before = { messageSha256: createHash('sha256').update(row.message, 'utf8').digest('hex') };
    await recordAudit({ db: trx, actor, action: 'contact-message.delete', entity: 'contact-message', entityId: id, before });
  });
}
