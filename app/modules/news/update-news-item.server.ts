import { db as defaultDb, type DB } from '~/db/db.server';
import type { StoredImage } from '~/db/schema';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';
import { type NewsItem, newsSnapshot, newsTranslationColumns, type NewsTranslations, toNewsItem } from './news.server';

export type NewsChanges = {
  title?: string;
  description?: string;
  date?: number;
  images?: StoredImage[];
  /** Replaces the Hindi and Marathi versions when given (one left out or null: none, English shows). */
  translations?: Partial<NewsTranslations>;
};

async function readNewsItem({ id, db }: { id: string; db: DB }): Promise<NewsItem> {
  const row = isId(id) ? await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'News not found');
  return toNewsItem(row);
}

/** Edit News: changes only the fields given; `images` replaces the whole list. */
export async function updateNewsItem({
  id,
  changes,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  changes: NewsChanges;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<NewsItem> {
  const after = await db.transaction().execute(async (trx) => {
    const before = await readNewsItem({ id, db: trx });
    await trx
      .updateTable('news')
      .set({
        ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
        ...(changes.description !== undefined ? { description: sanitizeRichText(changes.description) } : {}),
        ...(changes.date !== undefined ? { date_ms: changes.date } : {}),
        ...(changes.images !== undefined ? { images: JSON.stringify(changes.images) } : {}),
        ...(changes.translations !== undefined ? newsTranslationColumns(changes.translations) : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const after = await readNewsItem({ id, db: trx });
    await recordAudit({ db: trx, actor, action: 'news.update', entity: 'news', entityId: id, before: newsSnapshot(before), after: newsSnapshot(after), now });
    return after;
  });
  noteContentChanged();
  return after;
}
