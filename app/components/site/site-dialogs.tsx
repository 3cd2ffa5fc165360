import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PublicConfig } from '~/utils/env.server';
import { SITE_DIALOG_EVENT, type SiteDialog } from '~/utils/site-dialogs';
import { ContactDetails } from './contact-details';
import { CloseIcon } from './icons';

// Staff sign in rarely and visitors never: the staff dialog's code loads when it is first opened,
// which keeps it out of every public page's JavaScript.
const AdminLoginDialog = lazy(() => import('./admin-login-dialog').then((module) => ({ default: module.AdminLoginDialog })));

const copy: Record<Exclude<SiteDialog, 'admin-login'>, { title: string; body: string }> = {
  'student-sign-in': {
    title: 'Student sign-in is coming soon',
    body: 'Soon you will sign in here to fill your admission form, apply to courses and pay fees online. Until then, our admissions office will gladly help you apply:',
  },
};

// The layout's dialogs. Any component opens one with openSiteDialog() (app/utils/site-dialogs.ts).
// A native modal <dialog>: focus moves in and is trapped, Escape closes, focus returns to the opener.
export function SiteDialogs({ institute }: { institute: PublicConfig['institute'] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [which, setWhich] = useState<SiteDialog | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const loginAsked = searchParams.get('admin-login') === '1';

  // A signed-out visit to a dashboard URL lands on /?admin-login=1 (requireAdminPage): open the
  // staff dialog; closing it drops the parameter so a reload does not open it again.
  useEffect(() => {
    if (loginAsked) setWhich('admin-login');
  }, [loginAsked]);
  const close = () => {
    setWhich(null);
    if (loginAsked) {
      setSearchParams(
        (params) => {
          params.delete('admin-login');
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  useEffect(() => {
    const onOpen = (event: Event) => setWhich((event as CustomEvent<SiteDialog>).detail);
    window.addEventListener(SITE_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(SITE_DIALOG_EVENT, onOpen);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (which && which !== 'admin-login' && !element.open) element.showModal();
    if ((!which || which === 'admin-login') && element.open) element.close();
  }, [which]);

  const text = which && which !== 'admin-login' ? copy[which] : null;
  return (
    <>
      {which === 'admin-login' ? (
        <Suspense fallback={null}>
          <AdminLoginDialog open onClose={close} />
        </Suspense>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby="site-dialog-title"
        onClose={() => setWhich(null)}
        onClick={(event) => event.target === dialog.current && setWhich(null)}
        className="site-dialog m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl"
      >
        {text ? (
          <div className="flex flex-col gap-4 p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id="site-dialog-title" className="text-xl font-bold text-slate-900">
                {text.title}
              </h2>
              <button type="button" onClick={() => setWhich(null)} className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100">
                <CloseIcon className="size-6" />
                <span className="sr-only">Close</span>
              </button>
            </div>
            <p className="text-slate-700">{text.body}</p>
            <ContactDetails institute={institute} className="text-sm" />
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Link to="/contact" onClick={() => setWhich(null)} className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                Send us a message
              </Link>
              <button type="button" onClick={() => setWhich(null)} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                OK
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
