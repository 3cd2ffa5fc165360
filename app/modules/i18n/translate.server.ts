import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { messages as enDocuments } from '~/locales/en/documents.po';
import { messages as enEmail } from '~/locales/en/email.po';
import { messages as enPortal } from '~/locales/en/portal.po';
import { messages as enSite } from '~/locales/en/site.po';
import { messages as hiDocuments } from '~/locales/hi/documents.po';
import { messages as hiEmail } from '~/locales/hi/email.po';
import { messages as hiPortal } from '~/locales/hi/portal.po';
import { messages as hiSite } from '~/locales/hi/site.po';
import { messages as mrDocuments } from '~/locales/mr/documents.po';
import { messages as mrEmail } from '~/locales/mr/email.po';
import { messages as mrPortal } from '~/locales/mr/portal.po';
import { messages as mrSite } from '~/locales/mr/site.po';
import { LANGUAGE_TAGS, type Locale } from './locales';

// Every catalogue the server formats messages from, per language (lingui.config.ts lists the
// areas). Compiled from the PO files by @lingui/vite-plugin.
const CATALOGUES: Record<Locale, Messages> = {
  en: { ...enSite, ...enPortal, ...enEmail, ...enDocuments },
  hi: { ...hiSite, ...hiPortal, ...hiEmail, ...hiDocuments },
  mr: { ...mrSite, ...mrPortal, ...mrEmail, ...mrDocuments },
};

const instances = new Map<Locale, I18n>();

/**
 * Lingui set to one language, with its catalogues loaded: one per language and process. Numbers in
 * messages (a plural's `#`) are written in Latin digits in every language, as the site writes
 * them everywhere: mr-IN alone would write Devanagari ones.
 */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [`${LANGUAGE_TAGS[locale]}-u-nu-latn`], messages: { [locale]: CATALOGUES[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}
