// Toasts load on first use: react-toastify is ~7 KB gzipped that most visits never need.
// showToast asks the layout's <Toaster> to mount the container, then shows the toast through
// the same lazily loaded module (toasts raised before the container mounts are queued).
export const TOAST_EVENT = 'institute:toast';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

let raised = 0;

/**
 * How many toasts this page has raised. An action that leads on to a page that says something of
 * its own (a redirect's notice) stays quiet, in whichever order the two would otherwise arrive.
 */
export const toastsRaised = () => raised;

/**
 * One action, one notice: the toast replaces whatever the previous action said, so an old error
 * never stands beside a newer success. An action with two things to say says them in one message.
 */
export function showToast(kind: ToastKind, message: string) {
  raised += 1;
  window.dispatchEvent(new Event(TOAST_EVENT));
  void import('react-toastify').then(({ toast }) => {
    toast.dismiss();
    toast[kind](message);
  });
}
