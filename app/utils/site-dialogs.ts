// Any component can ask the site layout to open one of its dialogs, without sharing state:
// the layout listens for this event (app/routes/_site/layout.tsx).
export type SiteDialog = 'student-sign-in' | 'admin-login';
export const SITE_DIALOG_EVENT = 'institute:open-dialog';

export function openSiteDialog(dialog: SiteDialog) {
  window.dispatchEvent(new CustomEvent<SiteDialog>(SITE_DIALOG_EVENT, { detail: dialog }));
}
