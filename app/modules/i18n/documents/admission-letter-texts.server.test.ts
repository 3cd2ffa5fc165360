import { describe, expect, it } from 'vitest';
import { applicationsTexts } from '../portal/applications-texts.server';
import { letterNotFoundTexts, verifyLetterTexts } from '../site/verify-letter-texts.server';
import { i18nFor } from '../translate.server';
import { admissionLetterTexts } from './admission-letter-texts.server';

// The admission letter, its verification page and its link on Applied Courses in Hindi and
// Marathi (issue 23 point 6): every text translated, every placeholder kept.
const leaves = (texts: unknown): string[] =>
  typeof texts === 'string' ? [texts] : typeof texts === 'object' && texts !== null ? Object.values(texts).flatMap(leaves) : [];
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

const MODULES = {
  letter: admissionLetterTexts,
  verify: verifyLetterTexts,
  notFound: (i18n: Parameters<typeof verifyLetterTexts>[0]) => {
    const { title, message } = letterNotFoundTexts(i18n);
    return { title, message };
  },
  link: (i18n: Parameters<typeof verifyLetterTexts>[0]) => applicationsTexts(i18n).admissionLetter,
};

describe('the admission letter’s texts', () => {
  it.each(Object.entries(MODULES))('%s: every Hindi and Marathi text differs from English and keeps its placeholders', (_, texts) => {
    const english = leaves(texts(i18nFor('en')));
    for (const locale of ['hi', 'mr'] as const) {
      const translated = leaves(texts(i18nFor(locale)));
      expect(translated).toHaveLength(english.length);
      translated.forEach((text, index) => {
        expect(text, english[index]).not.toBe(english[index]);
        expect(placeholders(text)).toEqual(placeholders(english[index]!));
      });
    }
  });

  it('names the letter as the glossary says', () => {
    expect(admissionLetterTexts(i18nFor('hi')).title).toBe('प्रवेश पत्र');
    expect(admissionLetterTexts(i18nFor('mr')).title).toBe('प्रवेशपत्र');
    expect(verifyLetterTexts(i18nFor('mr')).genuine).toBe('हे प्रवेशपत्र खरे आहे.');
  });
});
