import { expect, it } from 'vitest';
import { alternateLanguageLinks } from './alternate-links.server';

const ORIGIN = 'https://institute.example';

it('names the same page in English, Hindi and Marathi, English again as x-default, whichever language asked', () => {
  const expected =
    '<link rel="alternate" hreflang="en-IN" href="https://institute.example/news/7"/>' +
    '<link rel="alternate" hreflang="hi-IN" href="https://institute.example/hi/news/7"/>' +
    '<link rel="alternate" hreflang="mr-IN" href="https://institute.example/mr/news/7"/>' +
    '<link rel="alternate" hreflang="x-default" href="https://institute.example/news/7"/>';
  expect(alternateLanguageLinks('http://127.0.0.1:3000/news/7?from=home', ORIGIN)).toBe(expected);
  expect(alternateLanguageLinks('http://127.0.0.1:3000/mr/news/7', ORIGIN)).toBe(expected);
});

it('gives the home page the bare prefixes', () => {
  const links = alternateLanguageLinks('http://127.0.0.1:3000/hi', ORIGIN);
  expect(links).toContain('hreflang="en-IN" href="https://institute.example/"');
  expect(links).toContain('hreflang="hi-IN" href="https://institute.example/hi"');
});

it('leaves the English-only dashboard out', () => {
  expect(alternateLanguageLinks('http://127.0.0.1:3000/dashboard/finance', ORIGIN)).toBe('');
});
