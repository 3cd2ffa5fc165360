import { db as defaultDb, type DB } from '~/db/db.server';
import type { NewsTable, StoredImage } from '~/db/schema';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { hasTranslations, inLanguage, translationsOf, type Translations } from '~/modules/content/content-languages';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { translationColumns } from '~/modules/content/translation-columns.server';
import type { Locale } from '~/modules/i18n/locales';
import { parseImages } from '~/modules/images/images';
import { AppError } from '~/utils/errors';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { isId, newId } from '~/utils/ids';
import { NEWS_TRANSLATED_FIELDS, type NewsTranslatedField } from './news.schemas';

export const HOME_NEWS_COUNT = 3;

export type NewsTranslations = Translations<NewsTranslatedField>;

export type NewsItem = {
  id: string;
  title: string;
  description: string;
  date: number;
  images: StoredImage[];
  /** The Hindi and Marathi versions staff entered, null where none. */
  translations: NewsTranslations;
};

type NewsRow = Omit<NewsTable, keyof NewsTranslations> & Partial<NewsTranslations>;

/** A news item with its texts in `locale`, each falling back to English where no version was entered. */
export function toNewsItem(row: NewsRow, locale: Locale = 'en'): NewsItem {
  const translations = translationsOf(row, NEWS_TRANSLATED_FIELDS);
  return {
    id: row.id,
    title: inLanguage(row.title, translations, 'title', locale),
    description: inLanguage(row.description, translations, 'description', locale),
    date: Number(row.date_ms),
    images: parseImages(row.images),
    translations,
  };
}

/** The stored columns of the versions: titles trimmed, descriptions sanitised as the English one; blank is null. */
export const newsTranslationColumns = (translations: Partial<NewsTranslations>): NewsTranslations => translationColumns(NEWS_TRANSLATED_FIELDS, translations);

/** All news, newest date first, in `locale` where staff entered it (English otherwise, field by field). */
export async function findNews({ limit, locale = 'en', db = defaultDb }: { limit?: number; locale?: Locale; db?: DB } = {}): Promise<NewsItem[]> {
  let query = db.selectFrom('news').selectAll().orderBy('date_ms', 'desc').orderBy('id', 'desc');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map((row) => toNewsItem(row, locale));
}

export async function getNewsItem({ id, locale = 'en', db = defaultDb }: { id: string; locale?: Locale; db?: DB }): Promise<NewsItem> {
  const row = isId(id) ? await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'News not found');
  return toNewsItem(row, locale);
}

export type NewNewsItem = { title: string; description: string; date: number; images: StoredImage[]; translations?: Partial<NewsTranslations> };

/** What the audit log keeps of a news item: its fields, images by their stored ids (never bytes). */
export const newsSnapshot = (item: NewsItem) => ({
  title: item.title,
  description: item.description,
  date: item.date,
  images: item.images.map((image) => image.id),
  // Only when some were entered: an English-only item is logged as it always was.
  ...(hasTranslations(item.translations) ? { translations: item.translations } : {}),
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
    ...newsTranslationColumns(item.translations ?? {}),
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
