import type { Locale } from '~/modules/i18n/locales';
import { formatMediumDate } from '~/utils/dates';

// Browser-safe. News dates are millisecond timestamps (spec §3), written as every date that is not
// an application's: medium, in India's time zone (~/utils/dates).

export const NO_DATE = 'No date available';

/** In another language, the public pages give its locale and its words for 'No date available'. */
export function formatNewsDate(ms: number | null | undefined, locale: Locale = 'en', noDate: string = NO_DATE): string {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? formatMediumDate(ms, locale) : noDate;
}

/** yyyy-mm-dd for <time dateTime> and JSON-LD, or undefined when there is no date. */
export function isoNewsDate(ms: number | null | undefined): string | undefined {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined;
}
