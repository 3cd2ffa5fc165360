import { describe, expect, it } from 'vitest';
import { REDIRECT_NOTICES } from '~/utils/redirect-notices';
import { i18nFor } from '../translate.server';
import { redirectNotice } from './redirect-notice.server';

describe('a redirect’s notice', () => {
  const at = (query: string) => new Request(`http://localhost/mr/user-profile${query}`);

  it('is said in the page’s language, every one of them', () => {
    for (const [code, { kind, message }] of Object.entries(REDIRECT_NOTICES)) {
      expect(redirectNotice(at(`?notice=${code}`), i18nFor('en'))).toEqual({ kind, message });
      for (const locale of ['hi', 'mr'] as const) {
        const said = redirectNotice(at(`?notice=${code}`), i18nFor(locale));
        expect(said?.kind).toBe(kind);
        expect(said?.message, `${code} in ${locale}`).not.toBe(message);
      }
    }
  });

  it('is nothing without a notice or for one no redirect gives', () => {
    expect(redirectNotice(at(''), i18nFor('mr'))).toBeNull();
    expect(redirectNotice(at('?notice=words-of-my-choice'), i18nFor('mr'))).toBeNull();
  });
});
