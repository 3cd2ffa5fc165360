// Browser-safe: how receipt numbers are made (docs/decisions/026-receipts.md).

/**
 * The series letters: the institute's initials (Nagpur Institute of Hospital Management). A
 * constant, not derived from INSTITUTE_NAME: a number once printed must keep meaning the same
 * series even if the name shown on the site is edited.
 */
export const RECEIPT_PREFIX = 'NIHM';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The Indian financial year (1 April to 31 March, Asia/Kolkata) of an instant, as receipts print
 * it: '2026-27'. India has no daylight saving, so IST is always UTC+05:30.
 */
export function financialYearOf(now: number): string {
  const ist = new Date(now + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'NIHM/2026-27/000042': six digits, more if a year ever needs them. */
export const formatReceiptNumber = (financialYear: string, number: number) => `${RECEIPT_PREFIX}/${financialYear}/${String(number).padStart(6, '0')}`;
