import { describe, expect, it } from 'vitest';
import { dateInputValue, formatCalendarDate, formatDateTime, formatLongDate, formatMediumDate } from './dates';

describe('dates', () => {
  const noonInIndia = Date.UTC(2026, 2, 12, 6, 30); // 12 March 2026, 12:00 IST

  it('writes applications long and everything else medium', () => {
    expect(formatLongDate(noonInIndia)).toBe('12 March 2026');
    expect(formatLongDate(new Date(noonInIndia).toISOString())).toBe('12 March 2026');
    expect(formatMediumDate(noonInIndia)).toBe('12 Mar 2026');
    expect(formatDateTime(noonInIndia)).toBe('12 Mar 2026, 12:00 pm');
  });

  it("uses India's day: 20:00 UTC on 31 December is already 1 January in Nagpur", () => {
    const late = Date.UTC(2025, 11, 31, 20);
    expect(formatMediumDate(late)).toBe('1 Jan 2026');
    expect(dateInputValue(late)).toBe('2026-01-01');
  });

  it('keeps a typed calendar date on its day, and leaves anything else as typed', () => {
    expect(formatCalendarDate('2004-03-15')).toBe('15 Mar 2004');
    expect(formatCalendarDate('15/03/2004')).toBe('15/03/2004');
  });

  it('names the month in Hindi and Marathi with Latin digits, on India’s day', () => {
    const late = Date.UTC(2025, 11, 31, 20);
    expect(formatMediumDate(late, 'hi')).toBe('1 जनवरी 2026');
    expect(formatMediumDate(late, 'mr')).toBe('1 जानेवारी, 2026');
    expect(formatLongDate(late, 'mr')).toBe('1 जानेवारी, 2026');
    expect(formatLongDate(late, 'en')).toBe('1 January 2026');
  });
});
