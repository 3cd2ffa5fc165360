import { describe, expect, it } from 'vitest';
import { feesLabel, formatPaise, formatRupees, isoDuration, timeAgo } from './course-format';

describe('formatRupees', () => {
  it.each([
    [35000, '₹35,000'],
    [100000, '₹1,00,000'],
    [1250000, '₹12,50,000'],
    [499.5, '₹499.50'],
    [65000.05, '₹65,000.05'],
    [0, '₹0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it('says to contact the institute when no fee is set', () => {
    expect(feesLabel(null)).toBe('Fees: contact the institute');
    expect(feesLabel(80000)).toBe('Fees: ₹80,000');
  });
});

describe('timeAgo', () => {
  const now = Date.UTC(2026, 10, 20, 12);
  const minute = 60_000;
  const day = 24 * 60 * minute;
  it.each([
    [10_000, 'just now'],
    [5 * minute, '5 minutes ago'],
    [3 * 60 * minute, '3 hours ago'],
    [1 * day, '1 day ago'],
    [3 * day, '3 days ago'],
    [8 * day, '1 week ago'],
    [60 * day, '2 months ago'],
    [800 * day, '2 years ago'],
  ])('%d ms ago → %s', (elapsed, expected) => {
    expect(timeAgo(now - elapsed, now)).toBe(expected);
  });

  it('treats a timestamp in the future (clock skew) as just now', () => {
    expect(timeAgo(now + day, now)).toBe('just now');
  });

  it('speaks another language when given one, in Latin digits', () => {
    const marathi = { tag: 'mr-IN-u-nu-latn', justNow: 'आत्ताच' };
    expect(timeAgo(now - 3 * day, now, marathi)).toBe('3 दिवसांपूर्वी');
    expect(timeAgo(now - 10_000, now, marathi)).toBe('आत्ताच');
    expect(timeAgo(now - 60 * day, now, { tag: 'hi-IN-u-nu-latn', justNow: 'अभी-अभी' })).toBe('2 माह पहले');
  });
});

describe('isoDuration', () => {
  it.each([
    ['1 year', 'P1Y'],
    ['2 years', 'P2Y'],
    ['6 months', 'P6M'],
    ['a while', undefined],
    [null, undefined],
  ])('%j → %s', (duration, expected) => {
    expect(isoDuration(duration)).toBe(expected);
  });
});

describe('formatPaise', () => {
  it('prints integer paise with Indian grouping and both digits of the paise, as receipts do', () => {
    expect(formatPaise(1_25_000_00)).toBe('₹1,25,000.00');
    expect(formatPaise(1_00_00_000_50)).toBe('₹1,00,00,000.50');
    expect(formatPaise(99)).toBe('₹0.99');
    expect(formatPaise(-500_00)).toBe('-₹500.00');
    expect(formatPaise(0)).toBe('₹0.00');
  });
});
