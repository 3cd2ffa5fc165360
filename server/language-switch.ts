import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { isLocale, LANGUAGE_COOKIE, pathInLocale } from '~/modules/i18n/locales';
import { rememberStudentLanguage } from '~/modules/i18n/student-language.server';
import { env } from '~/utils/env.server';

// The header's language switch (decision 043): `GET /language?to=mr&page=/courses` remembers the
// choice in the `lang` cookie, which the portal follows, and on a signed-in student's profile (their
// e-mails and money documents follow it), then goes on to the same page in that language. A plain
// link, so it works without JavaScript; the cookie is set here, never by a cached page. Only a path
// of this site is followed.
export const languageSwitch = new Hono();

languageSwitch.get('/language', async (c) => {
  const to = c.req.query('to');
  const page = c.req.query('page') ?? '/';
  if (!isLocale(to)) return c.text('Choose English (en), Hindi (hi) or Marathi (mr).', 400);
  // '//host' and '/\host' are other hosts to a browser.
  if (!page.startsWith('/') || page.startsWith('//') || page.startsWith('/\\')) return c.text('The page to go back to must be a path of this site.', 400);
  await rememberStudentLanguage({ headers: c.req.raw.headers, locale: to });
  setCookie(c, LANGUAGE_COOKIE, to, { path: '/', sameSite: 'Lax', secure: env.APP_URL.startsWith('https:'), maxAge: 365 * 24 * 60 * 60 });
  c.header('Cache-Control', 'no-store');
  return c.redirect(pathInLocale(page, to), 303);
});
