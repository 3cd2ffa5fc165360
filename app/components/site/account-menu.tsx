import { useId, type MouseEvent } from 'react';
import { NavLink, useHref } from 'react-router';
import { fillText } from '~/modules/i18n/fill-text';
import { showToast } from '~/utils/toast';
import { useShellTexts, useStudent } from '~/utils/use-student';
import { STUDENT_LINKS } from './nav-links';

/** Ends the student's session on the server, then starts afresh on the home page (spec §2: sign-out returns to /), in the page's language. */
async function signOutStudent({ home, failed }: { home: string; failed: string }) {
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => null);
  if (!response?.ok) return showToast('error', failed);
  window.location.assign(home);
}

/** A link followed inside the menu navigates without a page load: put the menu away. */
const closeMenu = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();

// 'Hi {first} {last}' and the account menu of spec §2, with the student's links and Sign out, at
// every width (on a phone the button shows the initial; its name is still the greeting). A native
// popover: it opens, closes on Escape or a click elsewhere and returns focus with no script of
// ours, so the student's links work before (or without) JavaScript, as they did in the bar.
// Fixed under the sticky header at the right edge, as wide as the screen allows, scrolling inside
// when the screen is short: Sign out is always reachable.
export function AccountMenu() {
  const student = useStudent();
  const texts = useShellTexts().account;
  const home = useHref('/');
  const menuId = useId();
  if (!student || !texts) return null;
  const greeting = fillText(texts.greeting, { greeting: student.greeting });
  const item =
    'block w-full rounded px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 ' +
    'hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        className={
          'flex min-w-0 items-center gap-2 rounded-md border border-slate-300 p-1.5 text-sm font-semibold ' +
          'whitespace-nowrap text-slate-800 hover:bg-brand-50 tab:px-3 tab:py-2'
        }
      >
        <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white uppercase">
          {student.greeting.charAt(0)}
        </span>
        {/* One of the two is shown: the greeting names the button at every width. */}
        <span className="sr-only tab:hidden">{greeting}</span>
        <span className="hidden max-w-[12rem] truncate tab:block">{greeting}</span>
      </button>
      <div
        id={menuId}
        popover="auto"
        className={
          'fixed inset-auto top-[4.25rem] right-[max(1rem,calc((100vw-80rem)/2+1.5rem))] m-0 ' +
          'max-h-[calc(100dvh-5rem)] w-[min(18rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border ' +
          'border-slate-200 bg-white p-1.5 text-slate-800 shadow-lg tab:top-[4.75rem]'
        }
      >
        <p className="px-3 pt-2 text-sm font-semibold break-words text-slate-900">{greeting}</p>
        <p className="truncate px-3 pb-2 text-xs text-slate-600">{student.email}</p>
        <ul className="border-t border-slate-100 pt-1">
          {STUDENT_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={closeMenu} className={item}>
                {texts[link.label]}
              </NavLink>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => void signOutStudent({ home, failed: texts.signOutFailed })} className={`${item} mt-1 border-t border-slate-100`}>
          {texts.signOut}
        </button>
      </div>
    </>
  );
}
