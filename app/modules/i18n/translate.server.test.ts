import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { i18nFor } from './translate.server';

describe('i18nFor', () => {
  it('writes a plural’s number in Latin digits in every language', () => {
    const count = msg({ message: '{count, plural, one {# course} other {# courses}}', comment: 'test only' });
    for (const locale of ['en', 'hi', 'mr'] as const) expect(i18nFor(locale)._({ ...count, values: { count: 1250 } })).toMatch(/1,250/);
  });
});
