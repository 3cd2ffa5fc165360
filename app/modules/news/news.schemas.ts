import { z } from 'zod';

// Browser-safe: Add News / Edit News of the dashboard (spec §2, §5: title and date required).
export const NEWS_TITLE_MAX = 200;
export const NEWS_IMAGES_MAX = 2;
// 1 Jan 2000 … 1 Jan 2100: a timestamp outside is a unit mistake (seconds, microseconds).
const DATE_MIN = Date.UTC(2000, 0, 1);
const DATE_MAX = Date.UTC(2100, 0, 1);
const DATE_MESSAGE = 'The date must be a timestamp in milliseconds.';

export const newsTitle = z
  .string({ error: 'News title is required.' })
  .trim()
  .min(1, 'News title is required.')
  .max(NEWS_TITLE_MAX, `News title is too long (${NEWS_TITLE_MAX} characters at most).`);

/** A millisecond timestamp, as a number or a numeric string (multipart sends text). */
export const newsDate = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Choose a date for the news item.' : DATE_MESSAGE) })
    .int(DATE_MESSAGE)
    .min(DATE_MIN, DATE_MESSAGE)
    .max(DATE_MAX, DATE_MESSAGE),
);

export const EVENT_TITLE_MAX = 200;
export const eventTitle = z
  .string({ error: 'The event title must be text.' })
  .trim()
  .max(EVENT_TITLE_MAX, `Event title is too long (${EVENT_TITLE_MAX} characters at most).`);
