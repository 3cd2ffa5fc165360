import { describe, expect, it } from 'vitest';
import { formatRupeesForInput } from '~/modules/courses/course-format';
import { parseRupees } from './rupees';

describe('parseRupees: amounts as people in India write them', () => {
  it.each([
    ['65000', 6_500_000],
    ['65,000', 6_500_000],
    ['₹65,000', 6_500_000],
    ['₹ 65,000', 6_500_000],
    ['Rs. 65,000/-', 6_500_000],
    ['INR 65000', 6_500_000],
    ['1,25,000', 12_500_000],
    ['125,000', 12_500_000],
    ['12,50,000', 125_000_000],
    ['1,250,000', 125_000_000],
    ['65000.50', 6_500_050],
    ['65,000.5', 6_500_050],
    ['0', 0],
    ['  1500  ', 150_000],
  ])('%j → %d paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each(['', 'twelve', '-100', '65000.505', '6,5000', '1,2,5000', ',65000', '65,000,', '1e5', '0x10', '₹', '65 000', '12.', 'Infinity'])(
    'refuses %j',
    (text) => {
      expect(parseRupees(text)).toBeNull();
    },
  );

  it('writes an amount back the way it is read', () => {
    expect(formatRupeesForInput(125000)).toBe('1,25,000');
    expect(formatRupeesForInput(65000.5)).toBe('65,000.50');
    expect(formatRupeesForInput(0)).toBe('0');
    for (const amount of [1, 999, 65000.5, 125000, 9_999_999.99]) expect(parseRupees(formatRupeesForInput(amount))).toBe(Math.round(amount * 100));
  });
});

describe('parseRupees: amounts an API client sends as numbers', () => {
  it.each([
    [2000, 2_000_00],
    [1500.5, 1_500_50],
    [0.01, 1],
    [1234.56, 1_234_56],
    [0, 0],
  ])('%d → %d paise', (rupees, paise) => {
    expect(parseRupees(rupees)).toBe(paise);
  });

  it.each([-1, 1234.567, Number.NaN, Number.POSITIVE_INFINITY, 1e20])('refuses %d', (rupees) => {
    expect(parseRupees(rupees)).toBeNull();
  });

  it('refuses what is neither a number nor text', () => {
    for (const value of [null, undefined, true, {}, [2000]]) expect(parseRupees(value)).toBeNull();
  });
});
