import { z } from 'zod';
import type { Locale } from '~/modules/i18n/locales';

// Browser-safe: the Hindi and Marathi versions of the institute's content (issue 22 point 4,
// decision 044). Each English text has a column (and a form field) per language beside it,
// `title_hi`, `title_mr`: empty means "none entered", and the page shows the English text.

export const CONTENT_LANGUAGES = [
  { code: 'hi', name: 'Hindi' },
  { code: 'mr', name: 'Marathi' },
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]['code'];

/** `title` → `title_hi` | `title_mr`. */
export type TranslatedKey<F extends string> = `${F}_${ContentLanguage}`;
/** The Hindi and Marathi versions of some fields; null where none was entered. */
export type Translations<F extends string> = Record<TranslatedKey<F>, string | null>;

export const translatedKey = <F extends string>(field: F, language: ContentLanguage): TranslatedKey<F> => `${field}_${language}`;

export const translatedKeys = <F extends string>(fields: readonly F[]): TranslatedKey<F>[] =>
  fields.flatMap((field) => CONTENT_LANGUAGES.map(({ code }) => translatedKey(field, code)));

/** The translations of `fields` read off a row or a parsed form (missing or blank: null). */
export function translationsOf<F extends string>(source: Partial<Record<string, unknown>>, fields: readonly F[]): Translations<F> {
  const out = {} as Translations<F>;
  for (const key of translatedKeys(fields)) {
    const value = source[key];
    out[key] = typeof value === 'string' && value.trim() !== '' ? value : null;
  }
  return out;
}

/** True when at least one version was entered. */
export const hasTranslations = (translations: Partial<Record<string, string | null>>) => Object.values(translations).some((value) => value);

/**
 * The text of `field` in the page's language: the version entered for it, else the English one
 * (per field: a course with only a Marathi title shows the English description on /mr).
 */
export function inLanguage<F extends string>(english: string, translations: Translations<F>, field: F, locale: Locale): string;
export function inLanguage<F extends string>(english: string | null, translations: Translations<F>, field: F, locale: Locale): string | null;
export function inLanguage<F extends string>(english: string | null, translations: Translations<F>, field: F, locale: Locale): string | null {
  if (locale === 'en') return english;
  return translations[translatedKey(field, locale)] || english;
}

/**
 * The dashboard's form fields of the versions: optional text with the English field's limit;
 * blank becomes null. `labels` name the English field in messages ("Hindi course title is too long").
 */
export function translationsInput<F extends string>(limits: Record<F, { label: string; max: number }>) {
  const shape: Record<string, z.ZodType<string | null>> = {};
  for (const [field, { label, max }] of Object.entries(limits) as [F, { label: string; max: number }][]) {
    for (const { code, name } of CONTENT_LANGUAGES) {
      shape[translatedKey(field, code)] = z
        .string({ error: `${name} ${label} must be text.` })
        .trim()
        .max(max, `${name} ${label} is too long (${max} characters at most).`)
        .optional()
        .transform((value) => value || null) as unknown as z.ZodType<string | null>;
    }
  }
  return z.object(shape as Record<TranslatedKey<F>, z.ZodType<string | null>>);
}
