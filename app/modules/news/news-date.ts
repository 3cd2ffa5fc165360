// Browser-safe. News dates are millisecond timestamps (spec §3); the institute is in India, so
// they read as a long date in India's time zone wherever the page is rendered.
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

export const NO_DATE = 'No date available';

export function formatNewsDate(ms: number | null | undefined): string {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? longDate.format(ms) : NO_DATE;
}

/** yyyy-mm-dd for <time dateTime> and JSON-LD, or undefined when there is no date. */
export function isoNewsDate(ms: number | null | undefined): string | undefined {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined;
}
