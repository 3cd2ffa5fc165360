import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, PORTAL_PAGE } from './portal-language.server';

describe('languageFromAcceptLanguage', () => {
  it('takes the language the browser prefers most among ours', () => {
    expect(languageFromAcceptLanguage('mr-IN,mr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('mr');
    expect(languageFromAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=0.5, mr;q=0.7')).toBe('mr');
    expect(languageFromAcceptLanguage('ta-IN,ta;q=0.9,hi;q=0.6')).toBe('hi');
  });

  it('falls back to English for nothing, nonsense or only other languages', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR,de;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=0')).toBe('en');
  });
});

it('PORTAL_PAGE names the student’s own pages only', () => {
  for (const path of ['/applications', '/user-profile', '/pay-course/01a0e9', '/applications/']) expect(PORTAL_PAGE.test(path), path).toBe(true);
  for (const path of ['/', '/courses', '/apply-course/1', '/pay-course', '/dashboard/applications']) expect(PORTAL_PAGE.test(path), path).toBe(false);
});
