import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale, localeOfPath } from './locales';

// The language of a request made by one of our pages (the sign-in dialog asking for a code): the
// page's own, named by its address in Referer; else the visitor's choice in the lang cookie; else
// the browser's Accept-Language (decision 043).

/** The best of our languages for an `Accept-Language` header, by its weights; English when none fits. */
export function languageFromAcceptLanguage(header: string | null | undefined): Locale {
  let best: { locale: Locale; weight: number } = { locale: DEFAULT_LOCALE, weight: 0 };
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (isLocale(primary) && weight > best.weight) best = { locale: primary, weight };
  }
  return best.locale;
}

/** The `lang` cookie's language, if the cookie header names one of ours. */
export function languageFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The language the visitor is reading or chose: a Hindi or Marathi page's (Referer), else the `lang`
 * cookie's; null when neither says (a browser's Accept-Language is only a guess).
 */
export function chosenLanguage(headers: Headers | undefined): Locale | null {
  if (!headers) return null;
  const referer = headers.get('referer');
  if (referer) {
    try {
      const { locale } = localeOfPath(new URL(referer).pathname);
      if (locale !== DEFAULT_LOCALE) return locale;
    } catch {
      // not an address: the next clue decides
    }
  }
  return languageFromCookie(headers.get('cookie'));
}

export function requestLanguage(headers: Headers | undefined): Locale {
  if (!headers) return DEFAULT_LOCALE;
  return chosenLanguage(headers) ?? languageFromAcceptLanguage(headers.get('accept-language'));
}
