import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { i18nFor } from '../translate.server';
import { aboutTexts } from './about-texts.server';
import { applicationStatusTexts } from './application-status-texts.server';
import { courseDetailTexts } from './course-detail-texts.server';
import { coursesTexts, showingCourses } from './courses-texts.server';
import { newsDetailTexts, newsTexts, noNewsDate } from './news-texts.server';
import { errorPageTexts, newsNotFoundTexts, notFoundTexts } from './not-found-texts.server';
import { policiesTexts } from './policies-texts.server';

// The texts of About, Courses, a course, News & Events, a news item, Policies and the 404 and
// error pages (issue 22, decision 043).

const leaves = (texts: unknown): string[] =>
  typeof texts === 'string' ? [texts] : typeof texts === 'object' && texts !== null ? Object.values(texts).flatMap(leaves) : [];

const PAGES = {
  about: aboutTexts,
  courses: coursesTexts,
  courseDetail: courseDetailTexts,
  news: newsTexts,
  newsDetail: newsDetailTexts,
  noNewsDate,
  policies: policiesTexts,
  notFound: newsNotFoundTexts,
  errorPage: errorPageTexts,
  status: applicationStatusTexts,
};
// Words a page keeps the same in every language: section anchors and the institute's placeholders alone.
const SAME_IN_EVERY_LANGUAGE = new Set(['privacy', 'disclaimer', 'terms', 'refund', 'shipping', 'p', 'ol', 'ul']);

describe('the public pages’ texts', () => {
  it('are in the language asked for', () => {
    expect(coursesTexts(i18nFor('en')).none).toBe('No courses found.');
    expect(coursesTexts(i18nFor('hi')).none).toBe('कोई पाठ्यक्रम नहीं मिला।');
    expect(coursesTexts(i18nFor('mr')).none).toBe('एकही अभ्यासक्रम सापडला नाही.');
    expect(applicationStatusTexts(i18nFor('mr')).Accepted).toBe('स्वीकारला');
    expect(notFoundTexts(i18nFor('hi')).title).toBe('पृष्ठ नहीं मिला');
  });

  it('are all translated: no Hindi or Marathi text is the English one', () => {
    for (const [page, texts] of Object.entries(PAGES)) {
      const english = leaves(texts(i18nFor('en'))).filter((text) => !SAME_IN_EVERY_LANGUAGE.has(text));
      expect(english.length, page).toBeGreaterThan(0);
      for (const locale of ['hi', 'mr'] as const) {
        const translated = leaves(texts(i18nFor(locale))).filter((text) => !SAME_IN_EVERY_LANGUAGE.has(text));
        expect(translated, `${page} in ${locale}`).toHaveLength(english.length);
        translated.forEach((text, index) => expect(text, `${page} in ${locale}`).not.toBe(english[index]));
      }
    }
  });

  it('keep the placeholders and bold marks the pages fill, in every language', () => {
    const marks = (text: string) => [...text.matchAll(/\{\w+\}|\*\*/g)].map(([mark]) => mark).sort();
    for (const [page, texts] of Object.entries(PAGES)) {
      const english = leaves(texts(i18nFor('en')));
      for (const locale of LOCALES) {
        leaves(texts(i18nFor(locale))).forEach((text, index) => expect(marks(text), `${page} in ${locale}: ${text}`).toEqual(marks(english[index]!)));
      }
    }
  });

  it('count courses with the plural each language needs', () => {
    expect(showingCourses(i18nFor('en'), 1, 1, 1)).toBe('Showing 1–1 of 1 course');
    expect(showingCourses(i18nFor('en'), 1, 9, 12)).toBe('Showing 1–9 of 12 courses');
    expect(showingCourses(i18nFor('hi'), 1, 9, 12)).toBe('12 पाठ्यक्रमों में से 1–9 दिखाए जा रहे हैं');
    expect(showingCourses(i18nFor('mr'), 1, 1, 1)).toBe('1 अभ्यासक्रमापैकी 1–1 दाखवत आहोत');
  });

  it('Policies: the refund window and the eight privacy points in every language', () => {
    for (const locale of LOCALES) {
      const { sections } = policiesTexts(i18nFor(locale));
      expect(sections.map((section) => section.id)).toEqual(['privacy', 'disclaimer', 'terms', 'refund', 'shipping']);
      const privacy = sections[0]!.blocks[1]!;
      expect(privacy.kind === 'ol' && privacy.items).toHaveLength(8);
      expect(JSON.stringify(sections[3])).toMatch(/\*\*[^*]*7 [^*]*\*\*/); // the window, in bold, in Latin digits
    }
  });
});
