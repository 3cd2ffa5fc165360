import { describe, expect, it } from 'vitest';
import { contactMessageInput } from '~/modules/contact/contact.schemas';
import { LOCALES } from '../locales';
import { i18nFor } from '../translate.server';
import { translateMessage } from '../translate-message.server';
import { contactPageTexts } from './contact-page-texts.server';
import { homeTexts } from './home-texts.server';

const leaves = (texts: object): string[] => Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));

describe('Home’s and Contact’s texts', () => {
  it('are all translated: no Hindi or Marathi text is the English one', () => {
    for (const texts of [homeTexts, contactPageTexts]) {
      const english = leaves(texts(i18nFor('en')));
      for (const locale of ['hi', 'mr'] as const) {
        const translated = leaves(texts(i18nFor(locale)));
        expect(translated).toHaveLength(english.length);
        translated.forEach((text, index) => expect(text, english[index]).not.toBe(english[index]));
      }
    }
  });

  it('keep the placeholders the page fills, in every language', () => {
    for (const locale of LOCALES) {
      const texts = homeTexts(i18nFor(locale));
      expect(texts.meta.title).toContain('{institute}');
      expect(texts.carousel.slideOf).toMatch(/\{number\}.*\{count\}|\{count\}.*\{number\}/);
      expect(texts.courseCard.readMoreAbout).toContain('{title}');
    }
  });
});

describe('a refused contact message', () => {
  // Everything the form's schema can answer, from empty and from wrong values.
  const refusals = [
    { name: '', email: '', phone: '', message: '' },
    { name: 'x'.repeat(101), email: 'x'.repeat(250) + '@a.in', phone: 'call me', message: 'x'.repeat(5001) },
    { name: 'Asha', email: 'not an address', phone: '12', message: 'Hello' },
  ].flatMap((values) => contactMessageInput.safeParse(values).error?.issues.map((issue) => issue.message) ?? []);

  it('is explained in Hindi and Marathi, whatever the schema says', () => {
    expect(new Set(refusals).size).toBeGreaterThanOrEqual(8);
    for (const english of refusals) {
      for (const locale of ['hi', 'mr'] as const) expect(translateMessage(i18nFor(locale), english), english).not.toBe(english);
      expect(translateMessage(i18nFor('en'), english)).toBe(english);
    }
    expect(translateMessage(i18nFor('mr'), 'Enter a valid phone number.')).toBe('योग्य फोन नंबर लिहा.');
  });

  it('keeps a sentence no catalogue has in English', () => {
    expect(translateMessage(i18nFor('hi'), 'A sentence nobody listed.')).toBe('A sentence nobody listed.');
  });
});
