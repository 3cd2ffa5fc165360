// Browser-safe: the limit of the staff's name searches (View Applications, the Dues page, their
// REST calls). The search itself is student-search.server.ts.

/** Longer than any name: a longer search is refused by the API and cut to this on a page. */
export const NAME_SEARCH_MAX = 100;
