import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

/** News & Events (spec §2) around its news and events. */
export function newsTexts(i18n: I18n) {
  return {
    title: i18n._(msg`News & Events`),
    subtitle: i18n._(msg`Stay updated with the latest happenings`),
    description: i18n._(msg`News, events and photos from the institute: admissions, hospital visits, health camps, placement drives and celebrations in \
Nagpur.`),
    latestNews: i18n._(msg`Latest News`),
    noNews: i18n._(msg`No news available`),
    events: i18n._(msg`Events & Gallery`),
    noEvents: i18n._(msg`No events available`),
    eventPhoto: i18n._(msg`Event photo`),
    failed: i18n._(msg`Failed to fetch data`),
  };
}

/** A news item's page around the item itself. */
export function newsDetailTexts(i18n: I18n) {
  return {
    back: i18n._(msg`Back to News & Events`),
    gallery: i18n._(msg`Gallery`),
    photo: template(i18n, msg({ message: '{title}: photo {number}', comment: 'A gallery picture’s text for screen readers.' }), ['title', 'number']),
  };
}

/** What a news item without a date shows instead. */
export const noNewsDate = (i18n: I18n) => i18n._(msg`No date available`);

export type NewsTexts = ReturnType<typeof newsTexts>;
