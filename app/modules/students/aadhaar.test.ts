import { describe, expect, it } from 'vitest';
import { maskAadhaar, normaliseAadhaar, validateAadhaar, verhoeffCheckDigit, verhoeffValid } from './aadhaar';

// Made-up numbers whose last digit was computed with verhoeffCheckDigit; none is a real person's.
const VALID = ['234567890124', '987654321096', '500000000006', '739482610359', '612039485764'];

describe('Verhoeff', () => {
  it('matches the published examples (236 → 3, 12345 → 1)', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('catches every single-digit typo and every adjacent swap of a valid number', () => {
    const number = VALID[3]!;
    for (let i = 0; i < 12; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === number[i]) continue;
        expect(verhoeffValid(number.slice(0, i) + d + number.slice(i + 1))).toBe(false);
      }
      if (i < 11 && number[i] !== number[i + 1]) {
        expect(verhoeffValid(number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2))).toBe(false);
      }
    }
  });
});

describe('validateAadhaar', () => {
  it.each(VALID)('accepts %s', (number) => {
    expect(validateAadhaar(number)).toEqual({ valid: true, aadhaar: number });
  });

  it.each([
    ['2345 6789 0124', '234567890124'],
    ['2345-6789-0124', '234567890124'],
    [' 9876 5432-1096 ', '987654321096'],
  ])('normalises %j to %s', (typed, digits) => {
    expect(normaliseAadhaar(typed)).toBe(digits);
    expect(validateAadhaar(typed)).toEqual({ valid: true, aadhaar: digits });
  });

  const invalid: Array<[label: string, input: string, reason: RegExp]> = [
    ['empty', '', /Enter your 12-digit Aadhaar number/],
    ['wrong check digit', '234567890125', /typing mistake/],
    ['two digits swapped', '243567890124', /typing mistake/],
    ['11 digits', '23456789012', /exactly 12 digits/],
    ['13 digits', '2345678901240', /exactly 12 digits/],
    ['leading 0', `01234567890${verhoeffCheckDigit('01234567890')}`, /never starts with 0 or 1/],
    ['leading 1', `12345678901${verhoeffCheckDigit('12345678901')}`, /never starts with 0 or 1/],
    ['letters', '2345678901AB', /only digits/],
    ['letter O for zero', '5OOOOOOOOOO6', /only digits/],
    ['dots', '2345.6789.0124', /only digits/],
    // 200009900002 passes the Verhoeff check, so only the palindrome rule refuses it.
    ['palindrome', '200009900002', /not a valid Aadhaar number/],
  ];
  it.each(invalid)('refuses %s (%j)', (_label, input, reason) => {
    const result = validateAadhaar(input);
    expect(result.valid).toBe(false);
    expect(result).toMatchObject({ reason: expect.stringMatching(reason) });
  });

  it('the palindrome case really is Verhoeff-valid', () => {
    expect(verhoeffValid('200009900002')).toBe(true);
  });
});

describe('maskAadhaar', () => {
  it('shows only the last four digits', () => {
    expect(maskAadhaar('0124')).toBe('XXXX XXXX 0124');
  });
  it.each([null, undefined, '', '123', '12345', 'abcd'])('shows nothing for %j', (last4) => {
    expect(maskAadhaar(last4)).toBe('');
  });
});
