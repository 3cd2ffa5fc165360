import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';
import { eventSnapshot, eventTranslationColumns, type EventTranslations, type InstituteEvent, toEvent } from './events.server';

/** Renames an event (an empty title removes it: events may be untitled); unknown ids are NOT_FOUND. */
export async function updateEvent({
  id,
  title,
  translations,
  actor,
  db = defaultDb,
}: {
  id: string;
  title: string | null;
  /** Replaces the Hindi and Marathi titles when given (the dashboard); the API sends none. */
  translations?: Partial<EventTranslations>;
  actor: AuditActor;
  db?: DB;
}): Promise<InstituteEvent> {
  const updated = await db.transaction().execute(async (trx) => {
    const before = isId(id) ? await trx.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!before) throw new AppError('NOT_FOUND', 'Event not found');
    const row = await trx
      .updateTable('events')
      .set({ title: title?.trim() || null, ...(translations ? eventTranslationColumns(translations) : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const event = toEvent(row);
    await recordAudit({
      db: trx,
      actor,
      action: 'event.update',
      entity: 'event',
      entityId: id,
      before: eventSnapshot(toEvent(before)),
      after: eventSnapshot(event),
    });
    return event;
  });
  noteContentChanged();
  return updated;
}
