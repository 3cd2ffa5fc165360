import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER_ALT, DEFAULT_HERO_SLIDES } from '~/modules/site-settings/site-settings.schemas';
import { i18nFor } from '../translate.server';
import { inDefaultWords } from './default-content.server';

describe('the site’s own words on Site Settings', () => {
  const defaults = [...DEFAULT_HERO_SLIDES.flatMap(({ title, text }) => [title, text]), DEFAULT_BANNER_ALT];

  it('are said in Hindi and Marathi while staff have not changed them', () => {
    for (const words of defaults) {
      expect(inDefaultWords(i18nFor('en'), words)).toBe(words);
      for (const locale of ['hi', 'mr'] as const) expect(inDefaultWords(i18nFor(locale), words), `${words} in ${locale}`).not.toBe(words);
    }
    expect(inDefaultWords(i18nFor('mr'), 'Welcome to the institute')).toBe('संस्थेत तुमचे स्वागत आहे');
  });

  it('leave what staff wrote as they wrote it', () => {
    expect(inDefaultWords(i18nFor('mr'), 'Admissions open for 2027')).toBe('Admissions open for 2027');
  });
});
