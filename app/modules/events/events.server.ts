import type { DB } from '~/db/db.server';
import { db } from '~/db/db.server';
import type { StoredImage } from '~/db/schema';
import { parseImages } from '~/modules/images/images';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { newId } from '~/utils/ids';

export type InstituteEvent = { id: string; title: string | null; image: StoredImage | null; createdAt: number };

/** Events, newest first. */
export async function findEvents(): Promise<InstituteEvent[]> {
  const rows = await db.selectFrom('events').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: parseImages(row.image)[0] ?? null,
    createdAt: Number(row.created_at),
  }));
}

export async function createEvent(database: DB, event: { title?: string | null; image: StoredImage | null; createdAt?: number }) {
  const id = newId(event.createdAt);
  await database
    .insertInto('events')
    .values({
      id,
      title: event.title?.trim() || null,
      image: event.image ? JSON.stringify(event.image) : null,
      created_at: event.createdAt ?? Date.now(),
    })
    .execute();
  noteContentChanged();
  return id;
}
