import type { Translations } from '~/modules/content/content-languages';
import { translationColumns } from '~/modules/content/translation-columns.server';
import { COURSE_TRANSLATED_FIELDS, type CourseTranslatedField } from './courses.schemas';

export type CourseTranslations = Translations<CourseTranslatedField>;

/**
 * The columns of a course's Hindi and Marathi versions as stored: trimmed titles, descriptions
 * sanitised exactly as the English one, blank or left out as null (the page shows English).
 */
export const courseTranslationColumns = (translations: Partial<CourseTranslations>): CourseTranslations =>
  translationColumns(COURSE_TRANSLATED_FIELDS, translations);
