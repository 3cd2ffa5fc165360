import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The site's 404 page (an unknown address, a course or news item that does not exist) and its meta. */
export function notFoundTexts(i18n: I18n) {
  return {
    title: i18n._(msg`Page not found`),
    message: i18n._(msg`The page you were looking for does not exist or has moved.`),
    metaDescription: i18n._(msg`The page you were looking for does not exist.`),
    helpfulLinks: i18n._(msg`Helpful links`),
    home: i18n._(msg`Go to the home page`),
    courses: i18n._(msg`Browse courses`),
    news: i18n._(msg`News & Events`),
    contact: i18n._(msg`Contact us`),
  };
}

/** A course that does not exist or is hidden. */
export function courseNotFoundTexts(i18n: I18n) {
  return { ...notFoundTexts(i18n), title: i18n._(msg`Course not found`), message: i18n._(msg`This course does not exist or is no longer offered.`) };
}

/** A news item that does not exist or was removed. */
export function newsNotFoundTexts(i18n: I18n) {
  return { ...notFoundTexts(i18n), title: i18n._(msg`News not found`), message: i18n._(msg`This news item does not exist or was removed.`) };
}

/** What the root's error page says (app/root.tsx), sent by the root loader: nothing else. */
export function errorPageTexts(i18n: I18n) {
  return {
    notFound: i18n._(msg`Page not found`),
    failed: i18n._(msg`Something went wrong`),
    home: i18n._(msg`Go to the home page`),
  };
}

export type NotFoundTexts = ReturnType<typeof notFoundTexts>;
export type ErrorPageTexts = ReturnType<typeof errorPageTexts>;
