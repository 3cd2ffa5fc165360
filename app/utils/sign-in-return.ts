// A signed-out visit to a page that needs an account lands on the home page with a sign-in dialog
// open (requireStudentPage and the pay page: ?sign-in=1; requireAdminPage: ?admin-login=1). The
// page asked for rides along as ?next=, and signing in goes on to it. Only a path of this site is
// ever followed, never another origin: the parameter is in an address anyone can write.

import { localeOfPath } from '~/modules/i18n/locales';
import { NEXT_PARAMETER } from './site-dialogs';

export type SignInDialog = 'sign-in' | 'admin-login';

// Added by React Router to its own requests (an index route's action, single fetch's route list).
const ROUTER_PARAMETERS = ['index', '_routes'];

/**
 * The home page with `dialog` open, going on to the page of `requestUrl` once signed in. Both are
 * paths within the page's language (React Router adds its /hi or /mr to the redirect and to the
 * dialog's navigation, decision 043).
 */
export function signInFirst(dialog: SignInDialog, requestUrl: string): string {
  const url = new URL(requestUrl);
  for (const name of ROUTER_PARAMETERS) url.searchParams.delete(name);
  const path = `${localeOfPath(url.pathname.replace(/\.data$/, '')).path}${url.search}`;
  return `/?${dialog}=1&${NEXT_PARAMETER}=${encodeURIComponent(path)}`;
}

/** The page of this site that `search` (an address's query) says to go on to, or null. */
export function pageAfterSignIn(search: string, origin: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAMETER);
  // '//host' and '/\host' are other hosts to a browser.
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const url = new URL(next, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
