import { NavLink } from 'react-router';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { navLinkClass, navLinksFor } from './nav-links';
import { useStudent } from '~/utils/use-student';
import { SignInButtons } from './sign-in-buttons';

// Below 760 px: logo and menu button (everything else in the drawer). 760–1050 px: the sign-in
// buttons join the bar. From 1050 px: the full bar, no drawer.
export function SiteHeader({ instituteName }: { instituteName: string }) {
  const student = useStudent();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 tab:h-[4.5rem] tab:px-6">
        <Logo name={instituteName} />
        <nav aria-label="Main" className="hidden desk:block">
          <ul className="flex items-center gap-1">
            {navLinksFor(!!student).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SignInButtons className="hidden tab:flex" />
          <MobileDrawer instituteName={instituteName} />
        </div>
      </div>
    </header>
  );
}
