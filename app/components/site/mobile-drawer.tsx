import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from './icons';
import { useShellTexts, useStudent } from '~/utils/use-student';
import { NAV_LINKS, navLinkClass, STUDENT_LINKS } from './nav-links';
import { SignInButtons } from './sign-in-buttons';

// The drawer is a native modal <dialog>: the browser traps focus inside it, makes the page inert,
// closes it on Escape and returns focus to the menu button, with no script of ours. A signed-in
// student finds their own links here too, not only in the account menu beside the greeting.
export function MobileDrawer({ instituteName }: { instituteName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const student = useStudent();
  const texts = useShellTexts();
  const account = texts.account;
  const { pathname } = useLocation();
  // The page it was opened on: any navigation (a link in the drawer, back/forward) closes it,
  // without an effect that sets state once more right after the page hydrates.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (shown: boolean) => setOpenedOn(shown ? pathname : null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="rounded-md p-2 text-slate-700 hover:bg-brand-50 desk:hidden"
      >
        <MenuIcon className="size-7" />
        <span className="sr-only">{texts.openMenu}</span>
      </button>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === dialog.current && setOpen(false)}
        aria-label={texts.menu}
        className="site-drawer bg-white p-0 text-slate-800 shadow-2xl desk:hidden"
      >
        <div className="flex h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-bold text-brand-800">{instituteName}</p>
            <button type="button" onClick={() => setOpen(false)} className="rounded-md p-2 text-slate-700 hover:bg-brand-50">
              <CloseIcon className="size-6" />
              <span className="sr-only">{texts.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={texts.mainNavigation}>
            <ul className="flex flex-col gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} onClick={() => setOpen(false)} className={`block text-base ${navLinkClass}`}>
                    {texts.nav[link.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {student && account ? (
            <nav aria-label={account.yourAccount} className="border-t border-slate-200 pt-4">
              <ul className="flex flex-col gap-1">
                {STUDENT_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} onClick={() => setOpen(false)} className={`block text-base ${navLinkClass}`}>
                      {account[link.label]}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <SignInButtons className="mt-auto tab:hidden [&>button]:flex-1" onChoose={() => setOpen(false)} />
        </div>
      </dialog>
    </>
  );
}
