import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { seatsLeft, windowState, type AdmissionWindow, type WindowState } from '~/modules/admissions/admission-season';
import type { Locale } from '~/modules/i18n/locales';
import { formatLongDay } from '~/utils/dates';

// A course's admission season as its public page says it (issue 23 points 1 and 2): where its
// window stands today and how many seats are left, in the page's language. Lines only where the
// course has a limit: a course always open with no seat limit says nothing new.

type Season = AdmissionWindow & { seats: number | null; accepted: number };

/** Why a student cannot apply today (Enroll Now's refusal), or where the window stands. */
export function windowSentence(i18n: I18n, locale: Locale, state: WindowState, window: AdmissionWindow): string | null {
  if (state === 'not-yet-open') {
    const day = formatLongDay(window.opensOn!, locale);
    return i18n._(msg`Admissions open on ${day}.`);
  }
  if (state === 'closed') {
    const day = formatLongDay(window.closesOn!, locale);
    return i18n._(msg`Admissions closed on ${day}.`);
  }
  if (window.closesOn === null) return null;
  const day = formatLongDay(window.closesOn, locale);
  return i18n._(msg`Admissions close on ${day}.`);
}

export function admissionSeasonLines(i18n: I18n, locale: Locale, season: Season, today: string): { window: string | null; seats: string | null } {
  const left = seatsLeft(season.seats, season.accepted);
  const total = season.seats ?? 0;
  const seats =
    left === null
      ? null
      : left === 0
        ? i18n._(msg`All seats are taken.`)
        : i18n._(msg`${plural(left, { one: '# seat left', other: '# seats left' })} of ${total}.`);
  return { window: windowSentence(i18n, locale, windowState(season, today), season), seats };
}
