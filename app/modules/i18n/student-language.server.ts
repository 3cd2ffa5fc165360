import { type DB, db as defaultDb } from '~/db/db.server';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * Keeps `locale` on the profile of the student whose session `headers` carry, if any: their
 * e-mails and money documents then come in it (decision 043). Returns whether a student was signed in.
 */
export async function rememberStudentLanguage({ headers, locale, db = defaultDb }: { headers: Headers; locale: Locale; db?: DB }): Promise<boolean> {
  const identity = await getStudentSession({ headers, db });
  if (!identity) return false;
  await db.updateTable('users').set({ language: locale }).where('id', '=', identity.userId).execute();
  return true;
}

/** The language a student chose; English until they choose. */
export const languageOfStudent = (stored: string | null | undefined): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);
