import type { DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';

/**
 * Removes a message from the inbox; unknown ids are NOT_FOUND 'Message not found'. The audit
 * entry keeps the message as it was, so a mistaken or malicious delete can be traced and undone.
 */
export async function deleteContactMessage(db: DB, { id, actor }: { id: string; actor: AuditActor }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = isId(id) ? await trx.deleteFrom('contact_messages').where('id', '=', id).returningAll().executeTakeFirst() : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'Message not found');
    const before = { name: row.name, email: row.email, phone: row.phone, message: row.message, date: Number(row.created_at) };
    await recordAudit(trx, { actor, action: 'contact-message.delete', entity: 'contact-message', entityId: id, before });
  });
}
