import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { documentFormats } from './document-formats.server';

describe('documentFormats', () => {
  it('writes money the same way in every language: Latin digits in lakh grouping, with the paise', () => {
    for (const locale of LOCALES) {
      expect(documentFormats(locale).money(1_25_000_50)).toBe('₹1,25,000.50');
      expect(documentFormats(locale).money(2_00_00_000_00)).toBe('₹2,00,00,000.00');
    }
  });

  it('dates an instant in India’s time, the month in the language, digits Latin', () => {
    const paidAt = Date.parse('2026-11-23T10:15:00Z'); // 3:45 pm in India
    expect(documentFormats('en').dateTime(paidAt)).toBe('23 Nov 2026, 3:45 pm IST');
    expect(documentFormats('hi').dateTime(paidAt)).toBe('23 नवंबर 2026, 3:45 pm IST');
    expect(documentFormats('mr').dateTime(paidAt)).toBe('23 नोव्हेंबर, 2026, 3:45 PM IST');
    expect(documentFormats('mr').calendarDate('2026-11-20')).toBe('20 नोव्हेंबर, 2026');
    expect(documentFormats('hi').calendarDate('not a date')).toBe('not a date');
  });

  it('writes amounts in words as receipts do in each language, paise included', () => {
    expect(documentFormats('en').amountInWords(1_25_000_00)).toBe('Rupees One Lakh Twenty-Five Thousand Only');
    expect(documentFormats('hi').amountInWords(1_25_000_00)).toBe('एक लाख पच्चीस हज़ार रुपये मात्र');
    expect(documentFormats('mr').amountInWords(1_25_000_00)).toBe('एक लाख पंचवीस हजार रुपये फक्त');
    expect(documentFormats('hi').amountInWords(2_00_000_50)).toBe('दो लाख रुपये और पचास पैसे मात्र');
    expect(documentFormats('mr').amountInWords(1_00_000_01)).toBe('एक लाख रुपये आणि एक पैसा फक्त');
    const nearlyTwoCrore = 'एक कोटी नव्व्याण्णव लाख नव्व्याण्णव हजार नऊशे नव्व्याण्णव रुपये आणि नव्व्याण्णव पैसे फक्त';
    expect(documentFormats('mr').amountInWords(1_99_99_999_99)).toBe(nearlyTwoCrore);
  });
});
