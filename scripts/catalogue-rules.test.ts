import { describe, expect, it } from 'vitest';
import { placeholdersOf, translationProblems } from './catalogue-rules.ts';

describe('placeholdersOf', () => {
  it('names each placeholder once, plain or ICU', () => {
    expect(placeholdersOf('© {year} {institute}. Established {established}.')).toEqual(['established', 'institute', 'year']);
    expect(placeholdersOf('{count, plural, one {# seat} other {# seats}} for {course}')).toEqual(['count', 'course']);
    expect(placeholdersOf('No placeholders')).toEqual([]);
  });
});

describe('translationProblems', () => {
  it('accepts a translation with the same placeholders in another order', () => {
    expect(translationProblems('Hi {greeting}', 'नमस्ते {greeting}')).toEqual([]);
    expect(translationProblems('{label} (opens in a new tab)', '{label} (नए टैब में खुलता है)')).toEqual([]);
  });

  it('refuses an empty translation', () => {
    expect(translationProblems('Menu', '')).toEqual(['not translated']);
  });

  it('refuses placeholders that differ: one lost, one renamed', () => {
    expect(translationProblems('Hi {greeting}', 'नमस्ते')[0]).toMatch(/^placeholders differ/);
    expect(translationProblems('Hi {greeting}', 'नमस्ते {name}')[0]).toMatch(/^placeholders differ/);
  });

  it('refuses a translation equal to the English text, unless there is nothing to translate', () => {
    expect(translationProblems('Courses', 'Courses')).toEqual(['the same as the English text']);
    expect(translationProblems('{amount} / {total}', '{amount} / {total}')).toEqual([]);
    expect(translationProblems('©', '©')).toEqual([]);
  });
});
