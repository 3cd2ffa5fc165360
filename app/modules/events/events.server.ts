import { db as defaultDb, type DB } from '~/db/db.server';
import type { EventsTable, StoredImage } from '~/db/schema';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { parseImages } from '~/modules/images/images';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { newId } from '~/utils/ids';

export type InstituteEvent = { id: string; title: string | null; image: StoredImage | null; createdAt: number };

export const toEvent = (row: EventsTable): InstituteEvent => ({
  id: row.id,
  title: row.title,
  image: parseImages(row.image)[0] ?? null,
  createdAt: Number(row.created_at),
});

/** What the audit log keeps of an event: its title and the stored image's id (never bytes). */
export const eventSnapshot = (event: InstituteEvent) => ({ title: event.title, image: event.image?.id ?? null });

/** Events, newest first. */
export async function findEvents({ db = defaultDb }: { db?: DB } = {}): Promise<InstituteEvent[]> {
  const rows = await db.selectFrom('events').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toEvent);
}

/**
 * Adds an event. With an `actor` (a staff write) the row and its audit entry are written in one
 * transaction; without one (seed, fixtures) it is a plain insert.
 */
export async function createEvent({
  event,
  actor,
  db = defaultDb,
}: {
  event: { title?: string | null; image: StoredImage | null; createdAt?: number };
  actor?: AuditActor;
  db?: DB;
}) {
  const id = newId(event.createdAt);
  const row = {
    id,
    title: event.title?.trim() || null,
    image: event.image ? JSON.stringify(event.image) : null,
    created_at: event.createdAt ?? Date.now(),
  };
  if (actor) {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('events').values(row).execute();
      await recordAudit({ db: trx, actor, action: 'event.create', entity: 'event', entityId: id, after: eventSnapshot(toEvent(row)) });
    });
  } else {
    await db.insertInto('events').values(row).execute();
  }
  noteContentChanged();
  return id;
}
