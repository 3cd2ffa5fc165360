import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { i18nFor } from '../translate.server';
import { shellTexts } from './shell-texts.server';

const leaves = (texts: object): string[] => Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));

describe('the shell’s texts', () => {
  it('are in the language asked for', () => {
    expect(shellTexts(i18nFor('en'), { signedIn: true }).nav.courses).toBe('Courses');
    expect(shellTexts(i18nFor('hi'), { signedIn: true }).nav.courses).toBe('पाठ्यक्रम');
    expect(shellTexts(i18nFor('mr'), { signedIn: true }).nav.courses).toBe('अभ्यासक्रम');
  });

  it('keep the placeholders the page fills, in every language', () => {
    for (const locale of LOCALES) {
      const texts = shellTexts(i18nFor(locale), { signedIn: true });
      expect(texts.account?.greeting).toContain('{greeting}');
      expect(texts.footer.copyright).toMatch(/\{year\}.*\{institute\}.*\{established\}/);
    }
  });

  it('leave out the account menu’s texts while nobody is signed in', () => {
    expect(shellTexts(i18nFor('mr'), { signedIn: false }).account).toBeNull();
    expect(shellTexts(i18nFor('mr'), { signedIn: true }).account?.signOut).toBe('लॉग आउट करा');
  });

  it('are all translated: no Hindi or Marathi text of the shell is the English one', () => {
    const english = leaves(shellTexts(i18nFor('en'), { signedIn: true }));
    for (const locale of ['hi', 'mr'] as const) {
      const translated = leaves(shellTexts(i18nFor(locale), { signedIn: true }));
      expect(translated).toHaveLength(english.length);
      translated.forEach((text, index) => expect(text).not.toBe(english[index]));
    }
  });
});
