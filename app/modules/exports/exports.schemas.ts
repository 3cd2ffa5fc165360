import { z } from 'zod';

// Browser-safe: what the finance exports accept (docs/decisions/030-exports.md). Days are ISO
// calendar days in India ('2026-04-01'); a range covers both its first and its last day.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// '2026-02-30' parses (to 2 March) in some engines and fails in others: a real day reads back as itself.
function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
const day = (label: string) =>
  z
    .string({ error: `${label} is required (yyyy-mm-dd).` })
    .trim()
    .refine(isRealDay, `${label} must be a real date (yyyy-mm-dd).`);

export const EXPORT_RANGE_ORDER = 'The start date must be on or before the end date.';

/** `?from=&to=` of the ledger and applications exports. */
export const exportRangeInput = z
  .object({ from: day('The start date'), to: day('The end date') })
  .refine(({ from, to }) => !isRealDay(from) || !isRealDay(to) || from <= to, { message: EXPORT_RANGE_ORDER, path: ['to'] });
export type ExportRange = z.infer<typeof exportRangeInput>;

/** `?date=` of the day book. */
export const dayBookInput = z.object({ date: day('The date') });
