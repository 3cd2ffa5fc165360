import { NavLink } from 'react-router';
import { useShellTexts } from '~/utils/use-student';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { NAV_LINKS, navLinkClass } from './nav-links';
import { SignInButtons } from './sign-in-buttons';

// Below 760 px: logo, the account menu when signed in, and the menu button (links and sign-in in
// the drawer). 760–1050 px: the sign-in buttons join the bar. From 1050 px: the full bar, no drawer.
// Nothing in the bar wraps: links and buttons keep one line and the bar's parts do not shrink;
// only the institute's name may take a second line when the bar is tight.
export function SiteHeader({ instituteName }: { instituteName: string }) {
  const texts = useShellTexts();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 tab:h-[4.5rem] tab:gap-4 tab:px-6">
        <Logo name={instituteName} className="min-w-0" />
        <nav aria-label={texts.mainNavigation} className="hidden shrink-0 desk:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                  {texts.nav[link.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <LanguageSwitch />
          <AccountMenu />
          <SignInButtons className="hidden tab:flex" />
          <MobileDrawer instituteName={instituteName} />
        </div>
      </div>
    </header>
  );
}
