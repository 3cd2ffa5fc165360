// Server and browser: the instants that bound a calendar day in India, where the institute keeps
// its books. India has no daylight saving, so a day is always 00:00 to 24:00 at UTC+05:30.

const DAY_MS = 86_400_000;

/** The first instant (ms) of an ISO day in India: '2026-04-01' → 2026-03-31T18:30:00Z. */
export const indiaDayStart = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

/** The first instant after an ISO day in India (ranges are [start, end)). */
export const indiaDayEnd = (day: string) => indiaDayStart(day) + DAY_MS;
