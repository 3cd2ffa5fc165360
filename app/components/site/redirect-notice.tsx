import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { showToast } from '~/utils/toast';

/**
 * Says a redirect's `?notice=` as a toast once (the pay page's refusals: 'Invalid application ID'
 * on /applications, 'Complete your profile to apply for Courses' on /user-profile), then drops the
 * parameter so a reload or Back does not say it again. The sign-in notice is the sign-in dialog's.
 * The sentences load only when an address carries a notice: every public page has this component.
 */
export function RedirectNoticeToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const notice = searchParams.get('notice');
  const signInAsked = searchParams.get('sign-in') === '1';
  useEffect(() => {
    if (notice === null || signInAsked) return;
    let current = true;
    void import('~/utils/redirect-notices').then(({ isRedirectNotice, REDIRECT_NOTICES }) => {
      if (!current || !isRedirectNotice(notice)) return;
      const { kind, message } = REDIRECT_NOTICES[notice];
      showToast(kind, message);
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
  }, [notice, signInAsked, setSearchParams]);
  return null;
}
