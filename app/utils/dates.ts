import { LANGUAGE_TAGS, type Locale } from '~/modules/i18n/locales';

// Browser-safe: the one way dates are written (spec §9). Long on applications ('12 March 2026'),
// medium everywhere else ('12 Mar 2026'). Always in India's time zone, where the institute is, so
// the server's HTML and the browser's render say the same day.
// In Hindi and Marathi both are the month's full name with Latin digits ('12 मार्च 2026'): their
// short month names ('नव॰') read poorly, and mr-IN writes Devanagari digits unless told otherwise.
const ZONE = 'Asia/Kolkata';
const long = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: ZONE });
const medium = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: ZONE });
const inLanguage = {
  hi: new Intl.DateTimeFormat(`${LANGUAGE_TAGS.hi}-u-nu-latn`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }),
  mr: new Intl.DateTimeFormat(`${LANGUAGE_TAGS.mr}-u-nu-latn`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }),
};
const mediumWithTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });
// A calendar date (a birthday) has no time of day: read and written in UTC, no zone can move it.
const calendar = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

type Instant = number | string | Date;
const toDate = (when: Instant) => (when instanceof Date ? when : new Date(when));

/** Applications' dates (spec §2 'Date of Application (long date)'): '12 March 2026'. */
export const formatLongDate = (when: Instant, locale: Locale = 'en') => (locale === 'en' ? long : inLanguage[locale]).format(toDate(when));

/** Every other date: '12 Mar 2026'. */
export const formatMediumDate = (when: Instant, locale: Locale = 'en') => (locale === 'en' ? medium : inLanguage[locale]).format(toDate(when));

/** When something happened, to the minute (staff lists): '12 Mar 2026, 3:45 pm'. */
export const formatDateTime = (when: Instant) => mediumWithTime.format(toDate(when));

/** A typed calendar date, 'yyyy-mm-dd' → '15 Mar 2004'; anything else is returned as it is. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return value;
  return calendar.format(date);
}

/** A day of India's calendar ('yyyy-mm-dd', e.g. an admission window's end) written long: '30 June 2027'. */
export const formatLongDay = (day: string, locale: Locale = 'en') => formatLongDate(`${day}T00:00:00+05:30`, locale);

/** The day in India as a date input's value ('yyyy-mm-dd'). */
export const dateInputValue = (when: Instant) => isoDay.format(toDate(when));
