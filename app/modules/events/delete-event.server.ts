import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';
import { eventSnapshot, toEvent } from './events.server';

/** Removes an event; unknown ids are NOT_FOUND 'Event not found'. */
export async function deleteEvent({ id, actor, db = defaultDb }: { id: string; actor: AuditActor; db?: DB }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = isId(id) ? await trx.deleteFrom('events').where('id', '=', id).returningAll().executeTakeFirst() : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'Event not found');
    await recordAudit({ db: trx, actor, action: 'event.delete', entity: 'event', entityId: id, before: eventSnapshot(toEvent(row)) });
  });
  noteContentChanged();
}
