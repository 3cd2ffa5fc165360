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

/** Receipts of payments, and credit notes of refunds (docs/decisions/033-refunds.md): each its own gapless series. */
export type ReceiptSeries = 'receipt' | 'credit-note';
/** The letters that set credit notes apart: 'NIHM/CN/2026-27/000001'. */
export const CREDIT_NOTE_SERIES = 'CN';

/** 'NIHM/2026-27/000042' (a receipt) or 'NIHM/CN/2026-27/000001' (a credit note): six digits, more if a year ever needs them. */
export const formatReceiptNumber = (financialYear: string, number: number, series: ReceiptSeries = 'receipt') =>
  `${RECEIPT_PREFIX}/${series === 'credit-note' ? `${CREDIT_NOTE_SERIES}/` : ''}${financialYear}/${String(number).padStart(6, '0')}`;
