import { describe, expect, it } from 'vitest';
import { i18nFor } from '../translate.server';
import { admissionSeasonLines } from './admission-season-texts.server';

// A course's season on its page: the window's state on India's day and the seats left, each
// language with its own plural and Latin digits.
describe('admissionSeasonLines', () => {
  const season = { opensOn: '2027-06-01', closesOn: '2027-06-30', seats: 30, accepted: 29 };

  it('says when admissions open, close or closed, and how many seats are left', () => {
    const en = i18nFor('en');
    expect(admissionSeasonLines(en, 'en', season, '2027-05-31')).toEqual({ window: 'Admissions open on 1 June 2027.', seats: '1 seat left of 30.' });
    expect(admissionSeasonLines(en, 'en', { ...season, accepted: 2 }, '2027-06-30')).toEqual({
      window: 'Admissions close on 30 June 2027.',
      seats: '28 seats left of 30.',
    });
    expect(admissionSeasonLines(en, 'en', { ...season, accepted: 30 }, '2027-07-01')).toEqual({
      window: 'Admissions closed on 30 June 2027.',
      seats: 'All seats are taken.',
    });
    expect(admissionSeasonLines(en, 'en', { opensOn: null, closesOn: null, seats: null, accepted: 4 }, '2027-07-01')).toEqual({ window: null, seats: null });
  });

  it('in Hindi, with its plural and Latin digits', () => {
    const hi = i18nFor('hi');
    expect(admissionSeasonLines(hi, 'hi', season, '2027-05-31')).toEqual({ window: 'प्रवेश 1 जून 2027 से शुरू होंगे।', seats: '30 में से 1 सीट बची है।' });
    expect(admissionSeasonLines(hi, 'hi', { ...season, accepted: 18 }, '2027-06-02').seats).toBe('30 में से 12 सीटें बची हैं।');
  });
});
