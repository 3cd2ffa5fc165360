import { describe, expect, it } from 'vitest';
import { financialYearOf, formatReceiptNumber } from './receipt-number';

const ist = (iso: string) => Date.parse(`${iso}+05:30`);

describe('the financial year of a receipt (April–March, India Standard Time)', () => {
  it('ends at 31 March 23:59:59 IST and the next begins at 1 April 00:00 IST', () => {
    expect(financialYearOf(ist('2027-03-31T23:59:59.999'))).toBe('2026-27');
    expect(financialYearOf(ist('2027-04-01T00:00:00.000'))).toBe('2027-28');
  });

  it('is the Indian date that counts, not the UTC one', () => {
    // 1 April 03:00 IST is still 31 March in UTC.
    expect(financialYearOf(Date.parse('2027-03-31T21:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(Date.parse('2027-03-31T18:29:59Z'))).toBe('2026-27');
  });

  it('prints the century change and January to March of the later year', () => {
    expect(financialYearOf(ist('2100-01-15T12:00:00'))).toBe('2099-00');
    expect(financialYearOf(ist('2026-11-23T10:00:00'))).toBe('2026-27');
  });
});

it('numbers receipts as NIHM/2026-27/000042, with six digits at least', () => {
  expect(formatReceiptNumber('2026-27', 42)).toBe('NIHM/2026-27/000042');
  expect(formatReceiptNumber('2026-27', 1_234_567)).toBe('NIHM/2026-27/1234567');
});
