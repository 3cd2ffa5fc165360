import { describe, expect, it } from 'vitest';
import { numberInIndianWords, rupeesInWords } from './amount-in-words';

describe('an amount in words, the Indian way', () => {
  it.each([
    [1_25_000_00, 'Rupees One Lakh Twenty-Five Thousand Only'],
    [1_25_000_50, 'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only'],
    [15_000_00, 'Rupees Fifteen Thousand Only'],
    [1_00, 'Rupees One Only'],
    [10_01, 'Rupees Ten and One Paise Only'],
    [50, 'Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [2_03_04_506_99, 'Rupees Two Crore Three Lakh Four Thousand Five Hundred Six and Ninety-Nine Paise Only'],
    [99_99_99_999_00, 'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [-500_00, 'Rupees Five Hundred Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('writes hundreds, teens and round tens without a stray word or hyphen', () => {
    expect(numberInIndianWords(100)).toBe('One Hundred');
    expect(numberInIndianWords(110)).toBe('One Hundred Ten');
    expect(numberInIndianWords(1_019)).toBe('One Thousand Nineteen');
    expect(numberInIndianWords(20_00_040)).toBe('Twenty Lakh Forty');
    expect(numberInIndianWords(1_20_00_00_000)).toBe('One Hundred Twenty Crore');
  });

  it('refuses what is not whole paise', () => {
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
    expect(() => numberInIndianWords(0)).toThrow(RangeError);
  });
});
