import { type FormEvent, type ReactNode, type Ref, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '~/components/site/icons';
import { Button } from './button';

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
  /** Read with the title when the dialog opens (aria-describedby). */
  description?: ReactNode;
  /** 'alertdialog' for a question that interrupts (a confirmation), so it is announced as one. */
  role?: 'dialog' | 'alertdialog';
  /** Shown under the title as an alert, so it is announced when it appears. */
  error?: string | null;
  /** Fired however the dialog closes: Close, Escape, the backdrop, or `ref.current.close()`. */
  onClose: () => void;
  /** Its width, e.g. 'w-[min(28rem,calc(100vw-2rem))]'. */
  width: string;
  /** Rendered open by the server (a page opened by a link), rather than opened by a click. */
  initiallyOpen?: boolean;
  /** The Close button's name for screen readers, in the page's language ('Close' by default). */
  closeLabel?: string;
  /** Shown before the title, e.g. a photo. */
  leading?: ReactNode;
  /** Actions kept in view at the bottom while the body scrolls; they include the dialog's own Close. */
  footer?: ReactNode;
  children: ReactNode;
};

/** A modal dialog, open while it is rendered: the caller mounts it to open it. */
export function Dialog({
  ref,
  titleId,
  title,
  description,
  role,
  error,
  onClose,
  width,
  initiallyOpen,
  closeLabel = 'Close',
  leading,
  footer,
  children,
}: DialogProps) {
  const descriptionId = `${titleId}-description`;
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
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
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
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              ) : null}
            </div>
          </div>
          {footer ? null : (
            <button type="button" onClick={close} className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100">
              <CloseIcon className="size-6" />
              <span className="sr-only">{closeLabel}</span>
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

type ConfirmDialogProps = Pick<DialogProps, 'ref' | 'titleId' | 'title' | 'description' | 'error' | 'onClose'> & {
  /** The confirming button's label, e.g. 'Delete course'; `busyLabel` while the answer is on its way. */
  confirmLabel: string;
  /** Cancel's label, in the page's language ('Cancel' by default). */
  cancelLabel?: string;
  busyLabel?: string;
  /** 'danger' for what cannot be undone. */
  tone?: 'primary' | 'danger';
  busy?: boolean;
  /** Called with the form's values when confirmed (the button, or Enter in a field); Cancel, Escape and the backdrop close it. */
  onConfirm: (values: FormData) => void;
  width?: string;
  /** Fields the question needs (a new fee, a reason); without them the dialog only asks. */
  children?: ReactNode;
};

/**
 * A question asked in the page instead of the browser's confirm() and prompt(): an alert dialog
 * with Cancel and a confirming button, and a form for the answer's fields. Cancel comes first and
 * takes the focus when there are no fields, so Enter on an unread question changes nothing. The
 * caller closes it with `ref.current.close()` once the answer has landed. It is mounted on a click,
 * never by the server, and rendered at the end of <body>: its form must not sit inside the
 * caller's form (the course form's editor) nor take a table cell's small print.
 */
export function ConfirmDialog({
  ref,
  titleId,
  title,
  description,
  error,
  onClose,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  width = 'w-[min(30rem,calc(100vw-2rem))]',
  children,
}: ConfirmDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm(new FormData(event.currentTarget));
  };
  return createPortal(
    <Dialog
      ref={ref}
      role="alertdialog"
      titleId={titleId}
      title={title}
      description={description}
      error={error}
      onClose={onClose}
      width={width}
      footer={
        <>
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={tone} busy={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={children ? 'flex flex-col gap-4' : 'hidden'}>
        {children}
      </form>
    </Dialog>,
    document.body,
  );
}
