// Any component can ask the site layout to open one of its dialogs, without sharing state:
// the layout listens for this event (app/routes/_site/layout.tsx).
export type SiteDialog = 'student-sign-in' | 'admin-login';
export const SITE_DIALOG_EVENT = 'institute:open-dialog';

/** The page to go on to once signed in (app/utils/sign-in-return.ts). */
export const NEXT_PARAMETER = 'next';

/**
 * The address parameters that open the dialogs (site-dialogs.tsx), with what rides along: the
 * description better-auth adds to a provider's refusal, the pay page's notice, the page to go on
 * to (app/utils/sign-in-return.ts). Closing a dialog, or signing in, drops them all, so none opens
 * a dialog again.
 */
export const DIALOG_PARAMETERS = ['admin-login', 'sign-in', 'sign-in-error', 'error', 'error_description', 'notice', NEXT_PARAMETER];
/** The parameters that open a dialog: an address without one has nothing of a dialog's to drop. */
export const DIALOG_OPENERS = ['admin-login', 'sign-in', 'sign-in-error'];

export function openSiteDialog(dialog: SiteDialog) {
  window.dispatchEvent(new CustomEvent<SiteDialog>(SITE_DIALOG_EVENT, { detail: dialog }));
}
