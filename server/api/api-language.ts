import type { Context } from 'hono';
import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale, localeOfPath } from '~/modules/i18n/locales';
import { profileMessages } from '~/modules/i18n/portal/profile-messages.server';
import { languageFromAcceptLanguage } from '~/modules/i18n/request-language';
import { translateValueMessage } from '~/modules/i18n/site/api-value-messages.server';
import { windowSentence } from '~/modules/i18n/site/admission-season-texts.server';
import type { OutsideWindowError } from '~/modules/admissions/admission-season';
import { translateMessage } from '~/modules/i18n/translate-message.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { env } from '~/utils/env.server';

// The API answers in the specification's English unless a request asks for Hindi or Marathi with
// Accept-Language (issue 22 point 3). Only the `message` of a failure is translated, here, where
// the API writes it; the sentences students can get are listed in
// app/modules/i18n/site/api-messages.server.ts, those with a value in them (an amount, a UTR) in
// api-value-messages.server.ts, the admission form's (a field's name in them) in
// profile-messages.server.ts; one not listed stays English.

// The staff dashboard is English (decision 043): its endpoints never answer in another language,
// whatever the staff member's browser prefers.
const STAFF_PATH = /^(?:\/api)?\/admin(?:\/|$)/;

/** The page of our own site a request came from (the portal's forms call the API), if any. */
function ourPage(c: Context): string | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(env.APP_URL).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

function askedLanguage(c: Context): Locale {
  if (STAFF_PATH.test(c.req.path)) return DEFAULT_LOCALE;
  // One of our pages shows the answer: it comes in that page's language, so an English page stays
  // English whatever the browser's Accept-Language prefers (every browser sends one).
  const page = ourPage(c);
  if (page) return localeOfPath(page).locale;
  return languageFromAcceptLanguage(c.req.header('accept-language'));
}

/**
 * A failure's message from its English sentences (a schema's issues, an AppError), joined as the
 * API always joined them. In Hindi or Marathi when the request asks for one, each sentence found in
 * the catalogues translated and repeats dropped; `Content-Language` then says which language the
 * answer is in (English where none was found). Otherwise: the English, untouched.
 */
export function apiMessage(c: Context, english: string | readonly string[]): string {
  const { message, language } = translatedApiMessage(c, english);
  if (language) c.header('Content-Language', language);
  return message;
}

/**
 * The refusal of an application outside the admission window (the student's own; staff's carries
 * a reason and is English): with its day written in the request's language, as the course page
 * says it (admission-season-texts.server.ts), rather than an English date inside a translation.
 */
export function windowRefusalMessage(c: Context, error: OutsideWindowError): string {
  const locale = askedLanguage(c);
  if (locale === DEFAULT_LOCALE || error.field) return apiMessage(c, error.message);
  const window = error.state === 'not-yet-open' ? { opensOn: error.day, closesOn: null } : { opensOn: null, closesOn: error.day };
  c.header('Content-Language', locale);
  return windowSentence(i18nFor(locale), locale, error.state, window) ?? error.message;
}

/**
 * The same, for an answer the API builds itself rather than through `c` (one rebuilt from
 * better-auth's): the message and the `Content-Language` it must carry, null for the English
 * answer, which carries none.
 */
export function translatedApiMessage(c: Context, english: string | readonly string[]): { message: string; language: Locale | null } {
  const sentences = typeof english === 'string' ? [english] : english;
  const locale = askedLanguage(c);
  if (locale === DEFAULT_LOCALE) return { message: sentences.join(' '), language: null };
  const i18n = i18nFor(locale);
  const unique = [...new Set(sentences)];
  const translated = unique.map((sentence) => translateSentence(i18n, locale, sentence));
  return { message: translated.join(' '), language: translated.some((text, index) => text !== unique[index]) ? locale : DEFAULT_LOCALE };
}

const admissionFormMessages = new Map<Locale, Record<string, string>>();

/** One English sentence of the API in i18n's language, wherever its translation is listed; otherwise as it is. */
function translateSentence(i18n: I18n, locale: Locale, english: string): string {
  let admissionForm = admissionFormMessages.get(locale);
  if (!admissionForm) admissionFormMessages.set(locale, (admissionForm = profileMessages(i18n)));
  return translateValueMessage(i18n, english) ?? admissionForm[english] ?? translateMessage(i18n, english);
}
