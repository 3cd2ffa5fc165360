// Browser-safe wording of course facts, shared by the public pages and the JSON-LD; also where
// rupee amounts are written the Indian way (they are read back by parseRupees, app/utils/rupees.ts).

// Indian digit grouping (₹1,00,000); whole rupees print without paise, others with both digits
// of the paise (₹65,000.50, never ₹65,000.5).
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const rupeesWithPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hasPaise = (amount: number) => Math.round(amount * 100) % 100 !== 0;

export const formatRupees = (amount: number) => (hasPaise(amount) ? rupeesWithPaise : rupees).format(amount);

/** Integer paise as a screen shows money: ₹1,500, or ₹1,500.50 when there are paise (formatRupees of the rupees). */
export const formatPaiseCompact = (paise: number) => formatRupees(paise / 100);

/** Integer paise as a receipt or a statement prints money: always with the paise (₹1,25,000.00, -₹500.00). */
export const formatPaise = (paise: number) => rupeesWithPaise.format(paise / 100);

const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const groupedWithPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount as a money field shows it: '1,25,000', or '65,000.50' when there are paise. */
export const formatRupeesForInput = (amount: number) => (hasPaise(amount) ? groupedWithPaise : grouped).format(amount);

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

/**
 * 'Posted {time ago}' of spec §2: the largest whole unit, e.g. '3 days ago', '2 months ago'.
 * Another language gives its tag ('mr-IN-u-nu-latn': Latin digits, as every number on the site)
 * and its words for 'just now'.
 */
export function timeAgo(then: number, now: number, language?: { tag: string; justNow: string }): string {
  const elapsed = Math.max(0, now - then);
  const format = language ? new Intl.RelativeTimeFormat(language.tag, { numeric: 'always' }) : relative;
  for (const [unit, size] of units) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return language?.justNow ?? 'just now';
}

/** '1 year' / '2 years' as an ISO 8601 duration (schema.org timeRequired), or undefined. */
export function isoDuration(duration: string | null): string | undefined {
  const match = duration?.match(/^(\d+)\s*(year|month|week|day)s?$/i);
  if (!match) return undefined;
  return `P${match[1]}${match[2]!.toUpperCase()[0]}`;
}
