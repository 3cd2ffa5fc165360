import { translatedKeys, type Translations } from '~/modules/content/content-languages';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { COURSE_TRANSLATED_FIELDS, type CourseTranslatedField } from './courses.schemas';

export type CourseTranslations = Translations<CourseTranslatedField>;

/**
 * The columns of a course's Hindi and Marathi versions as stored: trimmed titles, descriptions
 * sanitised exactly as the English one, blank or left out as null (the page shows English).
 */
export function courseTranslationColumns(translations: Partial<CourseTranslations>): CourseTranslations {
  const columns = {} as CourseTranslations;
  for (const key of translatedKeys(COURSE_TRANSLATED_FIELDS)) {
    const value = translations[key]?.trim() ?? '';
    const stored = key.startsWith('description_') ? sanitizeRichText(value) : value;
    columns[key] = stored.trim() === '' ? null : stored;
  }
  return columns;
}
