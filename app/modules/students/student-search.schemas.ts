import { z } from 'zod';

// Browser-safe: the name search of the staff's lists (View Applications, the Dues page, their
// REST calls). The search itself is student-search.server.ts.

/** Longer than any name: a longer search is refused by the API and cut to this on a page. */
export const NAME_SEARCH_MAX = 100;
export const NAME_SEARCH_TOO_LONG = `The name to search is too long (${NAME_SEARCH_MAX} characters at most).`;

/** A list query's `name`: words that must all appear in one of the student's names. */
export const nameSearchQuery = z
  .string()
  .trim()
  .max(NAME_SEARCH_MAX, NAME_SEARCH_TOO_LONG)
  .default('')
  .meta({ description: "Words that must all appear in the student's first, middle, last or account name (any case)" });
