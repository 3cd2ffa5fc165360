import { db as defaultDb, type DB } from '~/db/db.server';
import type { NewsTable, StoredImage } from '~/db/schema';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { parseImages } from '~/modules/images/images';
import { AppError } from '~/utils/errors';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { isId, newId } from '~/utils/ids';

export const HOME_NEWS_COUNT = 3;

export type NewsItem = { id: string; title: string; description: string; date: number; images: StoredImage[] };

export const toNewsItem = (row: NewsTable): NewsItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  date: Number(row.date_ms),
  images: parseImages(row.images),
});

/** All news, newest date first. */
export async function findNews({ limit, db = defaultDb }: { limit?: number; db?: DB } = {}): Promise<NewsItem[]> {
  let query = db.selectFrom('news').selectAll().orderBy('date_ms', 'desc').orderBy('id', 'desc');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toNewsItem);
}

export async function getNewsItem({ id, db = defaultDb }: { id: string; db?: DB }): Promise<NewsItem> {
  const row = isId(id) ? await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'News not found');
  return toNewsItem(row);
}

export type NewNewsItem = { title: string; description: string; date: number; images: StoredImage[] };

/** What the audit log keeps of a news item: its fields, images by their stored ids (never bytes). */
export const newsSnapshot = (item: NewsItem) => ({
  title: item.title,
  description: item.description,
  date: item.date,
  images: item.images.map((image) => image.id),
});

/**
 * Adds a news item. With an `actor` (a staff write) the row and its audit entry are written in one
 * transaction; without one (seed, fixtures) it is a plain insert.
 */
export async function createNewsItem({
  item,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  item: NewNewsItem;
  actor?: AuditActor;
  db?: DB;
  now?: number;
}): Promise<string> {
  const id = newId(now);
  const row = {
    id,
    title: item.title.trim(),
    description: sanitizeRichText(item.description),
    date_ms: item.date,
    images: JSON.stringify(item.images),
    created_at: now,
    updated_at: now,
  };
  if (actor) {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('news').values(row).execute();
      await recordAudit({ db: trx, actor, action: 'news.create', entity: 'news', entityId: id, after: newsSnapshot(toNewsItem(row)), now });
    });
  } else {
    await db.insertInto('news').values(row).execute();
  }
  noteContentChanged();
  return id;
}
