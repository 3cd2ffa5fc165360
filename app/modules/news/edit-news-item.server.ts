import { db as defaultDb, type DB } from '~/db/db.server';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { storeUploads } from '~/modules/images/image-uploads.server';
import type { NewsItem, NewsTranslations } from './news.server';
import { updateNewsItem } from './update-news-item.server';

/** The changes of an edit (news.schemas.ts): fields left out stay as they are; `images` replaces the whole list. */
export type NewsEdit = { title?: string; description?: string; date?: number; images?: File[]; translations?: Partial<NewsTranslations> };

/** Edit News (dashboard and POST /api/admin/update-news): stores the new images, then writes the changes and their audit entry. */
export async function editNewsItem({ id, changes, actor, db = defaultDb }: { id: string; changes: NewsEdit; actor: AuditActor; db?: DB }): Promise<NewsItem> {
  const images = await storeUploads(changes.images);
  const { title, description, date, translations } = changes;
  return updateNewsItem({ db, id, changes: { title, description, date, images, translations }, actor });
}
