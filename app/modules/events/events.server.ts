import { db as defaultDb, type DB } from '~/db/db.server';
import type { EventsTable, StoredImage } from '~/db/schema';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { hasTranslations, inLanguage, translationsOf, type Translations } from '~/modules/content/content-languages';
import type { Locale } from '~/modules/i18n/locales';
import { translationColumns } from '~/modules/content/translation-columns.server';
import { parseImages } from '~/modules/images/images';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { newId } from '~/utils/ids';

/** An event's title in Hindi and Marathi (issue 22 point 4), null where none was entered. */
export type EventTranslations = Translations<'title'>;
const EVENT_TRANSLATED_FIELDS = ['title'] as const;

export type InstituteEvent = { id: string; title: string | null; image: StoredImage | null; createdAt: number; translations: EventTranslations };

type EventRow = Omit<EventsTable, keyof EventTranslations> & Partial<EventTranslations>;

/** An event with its title in `locale`, English where none was entered. */
export function toEvent(row: EventRow, locale: Locale = 'en'): InstituteEvent {
  const translations = translationsOf(row, EVENT_TRANSLATED_FIELDS);
  return {
    id: row.id,
    title: inLanguage(row.title, translations, 'title', locale),
    image: parseImages(row.image)[0] ?? null,
    createdAt: Number(row.created_at),
    translations,
  };
}

/** The stored columns of the versions: trimmed, blank as null. */
export const eventTranslationColumns = (translations: Partial<EventTranslations>): EventTranslations =>
  translationColumns(EVENT_TRANSLATED_FIELDS, translations);

/** What the audit log keeps of an event: its title and the stored image's id (never bytes), and its versions when entered. */
export const eventSnapshot = (event: InstituteEvent) => ({
  title: event.title,
  image: event.image?.id ?? null,
  ...(hasTranslations(event.translations) ? { translations: event.translations } : {}),
});

/** Events, newest first, titled in `locale` where staff entered it. */
export async function findEvents({ locale = 'en', db = defaultDb }: { locale?: Locale; db?: DB } = {}): Promise<InstituteEvent[]> {
  const rows = await db.selectFrom('events').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => toEvent(row, locale));
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
  event: { title?: string | null; image: StoredImage | null; createdAt?: number; translations?: Partial<EventTranslations> };
  actor?: AuditActor;
  db?: DB;
}) {
  const id = newId(event.createdAt);
  const row = {
    id,
    title: event.title?.trim() || null,
    image: event.image ? JSON.stringify(event.image) : null,
    created_at: event.createdAt ?? Date.now(),
    ...eventTranslationColumns(event.translations ?? {}),
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
