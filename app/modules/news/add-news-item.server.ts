import { db as defaultDb, type DB } from '~/db/db.server';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { storeUploads } from '~/modules/images/image-uploads.server';
import type { AddNewsInput } from './news.schemas';
import { createNewsItem, type NewsTranslations } from './news.server';

/** Add News (dashboard and POST /api/admin/post-news): stores the images, then writes the item and its audit entry. */
export async function addNewsItem({
  input,
  translations,
  actor,
  db = defaultDb,
}: {
  input: AddNewsInput;
  /** The Hindi and Marathi versions (Add News of the dashboard); the API sends none. */
  translations?: Partial<NewsTranslations>;
  actor: AuditActor;
  db?: DB;
}): Promise<string> {
  // Every field is valid by now; the images come next, and only then the row.
  const images = (await storeUploads(input.images)) ?? [];
  return createNewsItem({ item: { title: input.title, description: input.description ?? '', date: input.date, images, translations }, actor, db });
}
