import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

/** A course card's buttons (Home, Courses, a course's related courses). */
export function courseCardTexts(i18n: I18n) {
  return {
    enrollNow: i18n._(msg`Enroll Now`),
    readMore: i18n._(msg`Read More`),
    /** Read only by screen readers after “Read More”. */
    readMoreAbout: template(i18n, msg({ message: ' about {title}', comment: 'Follows “Read More” for screen readers; keep the leading space.' }), ['title']),
  };
}

/** Home's news cards and the ticker of their titles. */
export function newsCardTexts(i18n: I18n) {
  return {
    none: i18n._(msg`No news available`),
    readMore: i18n._(msg`Read More`),
    latest: i18n._(msg({ message: 'Latest', comment: 'The label before the scrolling news titles.' })),
    pauseTicker: i18n._(msg`Pause the news ticker`),
    playTicker: i18n._(msg`Play the news ticker`),
  };
}

export type CourseCardTexts = ReturnType<typeof courseCardTexts>;
export type NewsCardTexts = ReturnType<typeof newsCardTexts>;
