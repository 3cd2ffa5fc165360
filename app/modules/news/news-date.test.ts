import { describe, expect, it } from 'vitest';
import { formatNewsDate, isoNewsDate, NO_DATE } from './news-date';

describe('formatNewsDate', () => {
  it('prints a medium Indian date from a millisecond timestamp', () => {
    expect(formatNewsDate(Date.UTC(2026, 2, 12, 6))).toBe('12 Mar 2026');
  });

  it('uses India time: 20:00 UTC on 31 Dec is already 1 January in Nagpur', () => {
    expect(formatNewsDate(Date.UTC(2025, 11, 31, 20))).toBe('1 Jan 2026');
  });

  it.each([[null], [undefined], [0], [Number.NaN]])('%j → No date available', (value) => {
    expect(formatNewsDate(value)).toBe(NO_DATE);
    expect(isoNewsDate(value)).toBeUndefined();
  });
});
