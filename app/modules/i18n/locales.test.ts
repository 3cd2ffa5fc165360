import { describe, expect, it } from 'vitest';
import { isLocale, localeOfPath, pathInLocale } from './locales';

describe('localeOfPath', () => {
  it('reads the language from the first segment and gives the path the routes know', () => {
    expect(localeOfPath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(localeOfPath('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(localeOfPath('/mr/apply-course/42')).toEqual({ locale: 'mr', path: '/apply-course/42' });
  });

  it('leaves English and look-alike paths as they are', () => {
    expect(localeOfPath('/courses')).toEqual({ locale: 'en', path: '/courses' });
    expect(localeOfPath('/hindi-course')).toEqual({ locale: 'en', path: '/hindi-course' });
    expect(localeOfPath('/mrs')).toEqual({ locale: 'en', path: '/mrs' });
    expect(localeOfPath('/en/courses')).toEqual({ locale: 'en', path: '/en/courses' });
  });
});

describe('pathInLocale', () => {
  it('puts the prefix before a path, and the home page at the bare prefix', () => {
    expect(pathInLocale('/courses', 'mr')).toBe('/mr/courses');
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/courses', 'en')).toBe('/courses');
    expect(pathInLocale('/', 'en')).toBe('/');
  });

  it('is the inverse of localeOfPath', () => {
    for (const path of ['/', '/news/7', '/pay-course/3'])
      for (const locale of ['en', 'hi', 'mr'] as const) expect(localeOfPath(pathInLocale(path, locale))).toEqual({ locale, path });
  });
});

it('isLocale knows the three languages only', () => {
  expect(['en', 'hi', 'mr'].every(isLocale)).toBe(true);
  expect(['fr', 'EN', '', undefined].some(isLocale)).toBe(false);
});
