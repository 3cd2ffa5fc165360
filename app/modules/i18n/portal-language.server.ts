import type { Context } from 'hono';
import { db as defaultDb, type DB } from '~/db/db.server';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { isLocale, type Locale } from './locales';
import { languageFromAcceptLanguage, languageFromCookie } from './request-language';

// Issue 22: the portal remembers a student's language. A public page's language is its address,
// always; a portal page asked for at its English address goes to the language the student chose
// (decision 043).

/** The student's own pages, whose English address follows the student's choice of language. */
export const PORTAL_PAGE = /^\/(applications|user-profile|pay-course\/[^/]+)\/?$/;

/**
 * The language a portal page should be shown in: the `lang` cookie (the last choice on this
 * device), else the signed-in student's profile, else the browser's `Accept-Language`.
 */
export async function portalLanguage(c: Context, db: DB = defaultDb): Promise<Locale> {
  const cookie = languageFromCookie(c.req.header('cookie'));
  if (cookie) return cookie;
  const identity = await getStudentSession({ headers: c.req.raw.headers, db });
  if (identity) {
    const stored = await db.selectFrom('users').select('language').where('id', '=', identity.userId).executeTakeFirst();
    if (isLocale(stored?.language)) return stored.language;
  }
  return languageFromAcceptLanguage(c.req.header('accept-language'));
}
