import { lazy, Suspense, useEffect, useState } from 'react';
import { useHref, useSearchParams } from 'react-router';
import type { SignInTexts } from '~/modules/i18n/portal/sign-in-texts.server';
import { DIALOG_OPENERS, DIALOG_PARAMETERS, SITE_DIALOG_EVENT, type SiteDialog } from '~/utils/site-dialogs';

// Visitors sign in now and then, staff rarely: each dialog's code loads when it is first opened,
// which keeps both out of every public page's JavaScript, and so do the sentences the sign-in
// dialog may open with (a provider's refusal, the pay page's notice): it reads them from the address.
// The sign-in dialog's texts, in the page's language, are fetched beside its chunk as it opens.
const AdminLoginDialog = lazy(() => import('./admin-login-dialog').then((module) => ({ default: module.AdminLoginDialog })));
const StudentSignInDialog = lazy(() => import('./student-sign-in-dialog').then((module) => ({ default: module.StudentSignInDialog })));

// The layout's dialogs. Any component opens one with openSiteDialog() (app/utils/site-dialogs.ts).
// Both are native modal <dialog>s: focus moves in and is trapped, Escape closes, focus returns.
export function SiteDialogs() {
  const [which, setWhich] = useState<SiteDialog | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // A signed-out visit to a dashboard URL lands on /?admin-login=1 (requireAdminPage), to a
  // student page on /?sign-in=1 (requireStudentPage); a provider sign-in that failed comes back
  // to /?sign-in-error=provider&error=…
  const adminAsked = searchParams.get('admin-login') === '1';
  const signInAsked = searchParams.get('sign-in') === '1';
  const signInError = Boolean(searchParams.get('sign-in-error'));
  const textsAddress = useHref('/sign-in-texts');
  const [signInTexts, setSignInTexts] = useState<Promise<SignInTexts | null> | null>(null);

  useEffect(() => {
    if (adminAsked) setWhich('admin-login');
    else if (signInError || signInAsked) setWhich('student-sign-in');
  }, [adminAsked, signInAsked, signInError]);

  useEffect(() => {
    const onOpen = (event: Event) => setWhich((event as CustomEvent<SiteDialog>).detail);
    window.addEventListener(SITE_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(SITE_DIALOG_EVENT, onOpen);
  }, []);

  // Asked for once per page, when the dialog first opens; a failed answer is asked for again next time.
  useEffect(() => {
    if (which !== 'student-sign-in' || signInTexts) return;
    const loading = fetch(textsAddress)
      .then((response) => (response.ok ? (response.json() as Promise<SignInTexts>) : null))
      .catch(() => null);
    void loading.then((texts) => texts ?? (setWhich(null), setSignInTexts(null)));
    setSignInTexts(loading);
  }, [which, signInTexts, textsAddress]);

  // Closing drops the parameters that opened it, so a reload does not open it again. Read from the
  // address as it is now: a dialog that went on to another page (signed in, then a redirect with
  // its own ?notice=) closes there, before this render has seen that page, and must leave it be.
  const close = () => {
    setWhich(null);
    const now = new URLSearchParams(window.location.search);
    if (!DIALOG_OPENERS.some((name) => now.has(name))) return;
    setSearchParams(
      (params) => {
        for (const name of DIALOG_PARAMETERS) params.delete(name);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Suspense fallback={null}>
      {which === 'admin-login' ? <AdminLoginDialog onClose={close} /> : null}
      {which === 'student-sign-in' && signInTexts ? <StudentSignInDialog texts={signInTexts} onClose={close} /> : null}
    </Suspense>
  );
}
