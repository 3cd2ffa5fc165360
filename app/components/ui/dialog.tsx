import { type ReactNode, type Ref, type RefObject, useEffect, useRef } from 'react';
import { CloseIcon } from '~/components/site/icons';

// The site's modal dialogs (staff login, student sign-in) are native <dialog>s opened with
// showModal(): the browser moves focus in and traps it, makes the page inert, closes on Escape and
// returns focus to the control that opened it. A click on the backdrop closes it too.
// A dialog the server renders already open (the applicant profile, ?profile=…) starts non-modal, so
// it shows before scripts run, and is made modal once React runs.

type DialogProps = {
  /** The caller's handle, to close the dialog from inside (a finished sign-in). */
  ref: RefObject<HTMLDialogElement | null>;
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  /** Shown under the title as an alert, so it is announced when it appears. */
  error?: string | null;
  /** Fired however the dialog closes: Close, Escape, the backdrop, or `ref.current.close()`. */
  onClose: () => void;
  /** Its width, e.g. 'w-[min(28rem,calc(100vw-2rem))]'. */
  width: string;
  /** Rendered open by the server (a page opened by a link), rather than opened by a click. */
  initiallyOpen?: boolean;
  /** Shown before the title, e.g. a photo. */
  leading?: ReactNode;
  /** Actions kept in view at the bottom while the body scrolls; they include the dialog's own Close. */
  footer?: ReactNode;
  children: ReactNode;
};

/** A modal dialog, open while it is rendered: the caller mounts it to open it. */
export function Dialog({ ref, titleId, title, description, error, onClose, width, initiallyOpen, leading, footer, children }: DialogProps) {
  // Closing the server's non-modal dialog to reopen it as modal still fires a 'close' event
  // (queued, after showModal): it must not be taken for the user closing the dialog.
  const reopening = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.open && initiallyOpen) {
      reopening.current = true;
      element.close();
    }
    if (!element.open) element.showModal();
  }, [ref, initiallyOpen]);
  const closed = () => {
    if (reopening.current) reopening.current = false;
    else onClose();
  };
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref as Ref<HTMLDialogElement>}
      open={initiallyOpen}
      aria-labelledby={titleId}
      onClose={closed}
      onClick={(event) => event.target === ref.current && close()}
      className={`site-dialog m-auto ${width} ${footer ? 'max-h-[90vh] overflow-y-auto' : ''} rounded-2xl bg-white p-0 text-slate-800 shadow-2xl`}
    >
      <div className="flex flex-col gap-5 p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="flex items-center gap-4">
            {leading}
            <div>
              <h2 id={titleId} className="text-xl font-bold text-slate-900">
                {title}
              </h2>
              {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
            </div>
          </div>
          {footer ? null : (
            <button type="button" onClick={close} className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100">
              <CloseIcon className="size-6" />
              <span className="sr-only">Close</span>
            </button>
          )}
        </div>
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {children}
      </div>
      {footer ? <div className="sticky bottom-0 flex justify-end gap-3 border-t border-slate-200 bg-white px-6 py-3">{footer}</div> : null}
    </dialog>
  );
}
