import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '~/components/site/logo';
import { CloseIcon, MenuIcon } from '~/components/site/icons';
import { roleMay, STAFF_ROLE_LABELS, type StaffArea, type StaffRole } from '~/modules/admins/staff-roles';
import { showToast } from '~/utils/toast';
import { initials } from '~/utils/initials';

export type ShellAdmin = { name: string; email: string; image: string | null; role: StaffRole };
/** Work waiting on a menu entry's page, shown beside it: students' payment reports to verify (accounts). */
export type ShellCounts = { toVerify: number };

// Side menu of spec §2 plus erasure requests, the audit log and the site's own settings. An entry without `to` would show as 'coming soon'.
// Each shows only to roles with its area (the page itself is refused on the server to the others).
const MENU: Array<{ label: string; to?: string; area: StaffArea }> = [
  { label: 'Finance', to: '/dashboard/finance', area: 'fees' },
  { label: 'Add Course', to: '/dashboard/add-course', area: 'courses' },
  { label: 'Manage Courses', to: '/dashboard/manage-courses', area: 'courses' },
  { label: 'View Applications', to: '/dashboard/view-applications', area: 'applications' },
  { label: 'Verify Documents', to: '/dashboard/verify-documents', area: 'admissions' },
  { label: 'Refunds', to: '/dashboard/refunds', area: 'fees' },
  { label: 'Dues', to: '/dashboard/dues', area: 'fees' },
  { label: 'Payments', to: '/dashboard/payments', area: 'fees' },
  { label: 'Receipt Issuer', to: '/dashboard/receipt-issuer', area: 'fees' },
  { label: 'Enroll Students', to: '/dashboard/enroll-student', area: 'admissions' },
  { label: 'Merit Rounds', to: '/dashboard/merit-rounds', area: 'admissions' },
  { label: 'News And Events', to: '/dashboard/news-events', area: 'content' },
  { label: 'Contact Us Messages', to: '/dashboard/contact-us', area: 'content' },
  { label: 'Data Erasure Requests', to: '/dashboard/erasure-requests', area: 'data-rights' },
  { label: 'Audit Log', to: '/dashboard/audit-log', area: 'audit' },
  { label: 'Site Settings', to: '/dashboard/site-settings', area: 'content' },
  { label: 'E-mails Not Sent', to: '/dashboard/mail-queue', area: 'mail' },
  { label: 'Staff', to: '/dashboard/staff', area: 'staff' },
];

function Avatar({ admin }: { admin: ShellAdmin }) {
  if (admin.image) return <img src={admin.image} alt="" className="size-10 rounded-full object-cover ring-2 ring-brand-100" />;
  return (
    <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
      {initials(admin.name) || '?'}
    </span>
  );
}

// Logout shows while the profile area is hovered or has keyboard focus (and after a tap on it).
function ProfileMenu({ admin }: { admin: ShellAdmin }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      // Ends the session on the server and clears the HttpOnly cookie (no token in localStorage).
      const response = await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
      // 401: the session had already ended; either way the visitor is signed out.
      if (!response.ok && response.status !== 401) {
        const data = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(data?.message ?? 'Logout failed. Please try again.');
      }
      await navigate('/');
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : 'Logout failed. Please try again.');
      setBusy(false);
    }
  };

  return (
    <div className="group relative" onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="dashboard-profile-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-brand-50"
      >
        <Avatar admin={admin} />
        <span className="sr-only">Account menu for {admin.name}</span>
      </button>
      <div
        id="dashboard-profile-menu"
        className={`${open ? 'visible' : 'invisible'} absolute top-full right-0 z-50 pt-2 group-focus-within:visible group-hover:visible`}
      >
        <div className="w-56 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          <p className="truncate text-sm font-semibold text-slate-900">{admin.name}</p>
          <p className="truncate text-xs text-slate-600">{admin.email}</p>
          <p className="mt-1 text-xs text-slate-700">Role: {STAFF_ROLE_LABELS[admin.role]}</p>
          <button
            type="button"
            onClick={logout}
            disabled={busy}
            className="mt-3 w-full rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </div>
    </div>
  );
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-brand-50 hover:text-brand-800'}`;

/** The count a menu entry carries, or null: only Payments has one (its To verify queue). */
const waitingOn = (to: string | undefined, counts: ShellCounts) => (to === '/dashboard/payments' && counts.toVerify > 0 ? counts.toVerify : null);

function SideMenu({ role, counts, onNavigate }: { role: StaffRole; counts: ShellCounts; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {MENU.filter((item) => roleMay(role, item.area)).map((item) => (
        <li key={item.label}>
          {item.to ? (
            <NavLink to={item.to} onClick={onNavigate} className={(state) => `${itemClass(state)} flex items-center justify-between gap-2`}>
              {item.label}
              {waitingOn(item.to, counts) === null ? null : (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                  {waitingOn(item.to, counts)}
                  <span className="sr-only"> to verify</span>
                </span>
              )}
            </NavLink>
          ) : (
            <span aria-disabled="true" className="flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-slate-600">
              {item.label}
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-slate-700">coming soon</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function DashboardShell({
  admin,
  counts,
  instituteName,
  children,
}: {
  admin: ShellAdmin;
  counts: ShellCounts;
  instituteName: string;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="flex h-16 items-center justify-between gap-3 px-4 tab:px-6">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => setMenuOpen((value) => !value)}
              aria-expanded={menuOpen}
              aria-controls="dashboard-menu"
              className="rounded-md p-2 text-slate-700 hover:bg-brand-50 tab:hidden"
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
              <span className="sr-only">{menuOpen ? 'Close dashboard menu' : 'Open dashboard menu'}</span>
            </button>
            {/* Narrow screens: the mark only (the name stays the link's accessible name). */}
            <Logo name={instituteName} className="[&>span]:sr-only tab:[&>span]:not-sr-only" />
          </div>
          <div className="flex items-center gap-3">
            <p className="text-sm text-slate-800 tab:text-base">
              Welcome, <span className="font-semibold">{admin.name}</span>
            </p>
            <ProfileMenu admin={admin} />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <nav
          id="dashboard-menu"
          aria-label="Dashboard"
          className={
            `${menuOpen ? 'block' : 'hidden'} fixed inset-x-0 top-16 bottom-0 z-30 overflow-y-auto ` +
            'border-r border-slate-200 bg-white p-4 tab:static tab:block tab:w-60 tab:shrink-0'
          }
        >
          <SideMenu role={admin.role} counts={counts} onNavigate={() => setMenuOpen(false)} />
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 tab:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
