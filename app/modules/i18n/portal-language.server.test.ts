import { describe, expect, it } from 'vitest';
import { PORTAL_PAGE } from './portal-language.server';
import { languageFromAcceptLanguage, requestLanguage } from './request-language';

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

describe('requestLanguage (a request made by one of our pages)', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it('is the language of the page that made it, else the lang cookie, else the browser’s', () => {
    expect(requestLanguage(headers({ referer: 'https://institute.example/mr/courses?sign-in=1', 'accept-language': 'hi' }))).toBe('mr');
    expect(requestLanguage(headers({ referer: 'https://institute.example/courses', cookie: 'a=1; lang=hi; b=2' }))).toBe('hi');
    expect(requestLanguage(headers({ referer: 'https://institute.example/', 'accept-language': 'mr-IN,en;q=0.5' }))).toBe('mr');
    expect(requestLanguage(headers({ cookie: 'lang=fr', 'accept-language': 'ta' }))).toBe('en');
    expect(requestLanguage(headers({ referer: 'not an address' }))).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });
});
