import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '~/utils/toast';
import { useStudent } from '~/utils/use-student';

/** Ends the student's session on the server, then starts afresh on / (spec §2: sign-out returns to /). */
export async function signOutStudent() {
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => null);
  if (!response?.ok) return showToast('error', 'Signing out did not work. Please try again.');
  window.location.assign('/');
}

// 'Hi {first} {last}' and the account menu of spec §2: a disclosure button with the student's
// links and Sign out. Closes on Escape (focus back on the button) and on a click elsewhere.
export function AccountMenu({ className = '' }: { className?: string }) {
  const student = useStudent();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!student) return null;
  const item = 'block w-full rounded px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800';
  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50"
      >
        <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white uppercase">
          {student.greeting.charAt(0)}
        </span>
        Hi {student.greeting}
      </button>
      <div id={menuId} hidden={!open} className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg">
        <p className="truncate px-3 py-2 text-xs text-slate-600">{student.email}</p>
        <Link to="/applications" onClick={() => setOpen(false)} className={item}>
          Applied Courses
        </Link>
        <Link to="/user-profile" onClick={() => setOpen(false)} className={item}>
          My Profile
        </Link>
        <button type="button" onClick={() => void signOutStudent()} className={`${item} border-t border-slate-100`}>
          Sign out
        </button>
      </div>
    </div>
  );
}
