import { db as defaultDb, type DB } from '~/db/db.server';
import { inLanguage, translationsOf } from '~/modules/content/content-languages';
import type { Locale } from '~/modules/i18n/locales';
import { getPublicConfig } from '~/utils/env.server';
import { DEFAULT_BANNER_ALT, DEFAULT_HERO_SLIDES, SITE_TRANSLATED_FIELDS, type SiteSettings } from './site-settings.schemas';

/** The one row of site_settings. */
export const SITE_SETTINGS_ID = 'site';

/** What the site shows before staff save anything: the environment's values (README), the drawn hero pictures. */
export function defaultSiteSettings(): SiteSettings {
  const { whatsappNumber, institute } = getPublicConfig();
  return {
    address: institute.address,
    phones: [institute.phones[0]!, institute.phones[1]!],
    email: institute.email,
    whatsappNumber,
    social: { ...institute.social },
    heroSlides: DEFAULT_HERO_SLIDES.map(({ title, text }) => ({ title, text, image: null })),
    aboutBanner: { image: null, alt: DEFAULT_BANNER_ALT },
  };
}

export type SavedSiteSettings = SiteSettings & { updatedAt: number | null; updatedBy: string | null };

/**
 * The settings in force: the saved document, or the environment's values when nothing was saved.
 * A member a later version adds is filled from the defaults until the next save. With a `locale`
 * (public pages), the slides' and the banner's texts are in that language where staff entered
 * them, English otherwise, field by field.
 */
export async function getSiteSettings({ locale = 'en', db = defaultDb }: { locale?: Locale; db?: DB } = {}): Promise<SavedSiteSettings> {
  const row = await db.selectFrom('site_settings').select(['value', 'updated_at', 'updated_by']).where('id', '=', SITE_SETTINGS_ID).executeTakeFirst();
  if (!row) return { ...defaultSiteSettings(), updatedAt: null, updatedBy: null };
  const saved = JSON.parse(row.value) as Partial<SiteSettings>;
  const settings = { ...defaultSiteSettings(), ...saved, updatedAt: Number(row.updated_at), updatedBy: row.updated_by };
  return locale === 'en' || !settings.translations ? settings : inSiteLanguage(settings, locale);
}

function inSiteLanguage(settings: SavedSiteSettings, locale: Locale): SavedSiteSettings {
  const translations = translationsOf(settings.translations ?? {}, SITE_TRANSLATED_FIELDS);
  const field = (n: number, part: 'Title' | 'Text') => `slide${n + 1}${part}` as (typeof SITE_TRANSLATED_FIELDS)[number];
  return {
    ...settings,
    heroSlides: settings.heroSlides.map((slide, i) => ({
      ...slide,
      title: inLanguage(slide.title, translations, field(i, 'Title'), locale),
      text: inLanguage(slide.text, translations, field(i, 'Text'), locale),
    })),
    aboutBanner: { ...settings.aboutBanner, alt: inLanguage(settings.aboutBanner.alt, translations, 'aboutBannerAlt', locale) },
  };
}
