// Browser-safe wording of course facts, shared by the public pages and the JSON-LD.

// Indian digit grouping (₹1,00,000); whole rupees print without paise.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

export const formatRupees = (amount: number) => rupees.format(amount);

export const feesLabel = (fees: number | null) => (fees === null ? 'Fees: contact the institute' : `Fees: ${formatRupees(fees)}`);

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * day],
  ['month', 30 * day],
  ['week', 7 * day],
  ['day', day],
  ['hour', hour],
  ['minute', minute],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** 'Posted {time ago}' of spec §2: the largest whole unit, e.g. '3 days ago', '2 months ago'. */
export function timeAgo(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  for (const [unit, size] of units) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

/** '1 year' / '2 years' as an ISO 8601 duration (schema.org timeRequired), or undefined. */
export function isoDuration(duration: string | null): string | undefined {
  const match = duration?.match(/^(\d+)\s*(year|month|week|day)s?$/i);
  if (!match) return undefined;
  return `P${match[1]}${match[2]!.toUpperCase()[0]}`;
}
