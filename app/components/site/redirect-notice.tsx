import { useEffect } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import type { PageNotice } from '~/modules/i18n/portal/redirect-notice.server';
import { showToast } from '~/utils/toast';

/**
 * Says a redirect's `?notice=` as a toast once (the pay page's refusals: 'Invalid application ID'
 * on /applications, 'Complete your profile to apply for Courses' on /user-profile), then drops the
 * parameter so a reload or Back does not say it again. The sign-in notice is the sign-in dialog's.
 * A page a redirect leads to sends the sentence in its language (`redirectNotice` in its data,
 * app/modules/i18n/portal/redirect-notice.server.ts); elsewhere the English sentences load only when
 * an address carries a notice: every public page has this component.
 */
export function RedirectNoticeToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromPage = useMatches()
    .map((match) => (match.loaderData as { redirectNotice?: PageNotice } | undefined)?.redirectNotice)
    .find(Boolean);
  const notice = searchParams.get('notice');
  const signInAsked = searchParams.get('sign-in') === '1';
  useEffect(() => {
    if (notice === null || signInAsked) return;
    let current = true;
    const said = fromPage
      ? Promise.resolve(fromPage)
      : import('~/utils/redirect-notices').then(({ isRedirectNotice, REDIRECT_NOTICES }) => (isRedirectNotice(notice) ? REDIRECT_NOTICES[notice] : null));
    void said.then((toast) => {
      if (!current || !toast) return;
      showToast(toast.kind, toast.message);
      setSearchParams(
        (params) => {
          params.delete('notice');
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    });
    return () => {
      current = false;
    };
  }, [notice, signInAsked, setSearchParams, fromPage]);
  return null;
}
