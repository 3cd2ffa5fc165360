import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { template } from '../template.server';
import { courseCardTexts } from './card-texts.server';

/** The search form, filters and page links of the course list (spec §2). */
export function courseListTexts(i18n: I18n) {
  return {
    search: {
      label: i18n._(msg`Search courses by title`),
      button: i18n._(msg({ message: 'Search', comment: 'The button of the course search form.' })),
    },
    filters: {
      label: i18n._(msg`Filters`),
      currentSearch: i18n._(msg`Current Search`),
      clearSearch: template(i18n, msg`Clear search “{query}”`, ['query']),
      allCourses: i18n._(msg`All courses`),
      sortBy: i18n._(msg`Sort By`),
    },
    pagination: {
      label: i18n._(msg`Pagination`),
      previous: i18n._(msg`Previous page`),
      next: i18n._(msg`Next page`),
      page: template(i18n, msg`Page {number}`, ['number']),
    },
  };
}

/**
 * 'Showing 1–9 of 12 courses', with the plural the language needs. The count is written as
 * {total}, not ICU's '#', which Marathi would write in Devanagari digits (the site uses Latin ones).
 */
export function showingCourses(i18n: I18n, first: number, last: number, total: number): string {
  return i18n._(msg`Showing ${first}–${last} of ${plural(total, { one: `${total} course`, other: `${total} courses` })}`);
}

/** The Courses page around its list. */
export function coursesTexts(i18n: I18n) {
  return {
    meta: {
      title: i18n._(msg`Courses`),
      titleMatching: template(i18n, msg`Courses matching “{query}”`, ['query']),
      description: i18n._(
        msg`Diploma and certificate courses in healthcare and hospital management in Nagpur: patient care, operation theatre, dialysis, X-ray and imaging, \
pharmacy and more.`,
      ),
    },
    heading: i18n._(msg`Our Courses`),
    lead: i18n._(msg`Job-ready healthcare and hospital management programmes. No donation, fees in instalments.`),
    results: i18n._(msg`Results`),
    none: i18n._(msg`No courses found.`),
    list: courseListTexts(i18n),
    courseCard: courseCardTexts(i18n),
  };
}

export type CourseListTexts = ReturnType<typeof courseListTexts>;
