// The public navigation of spec §2, in its order. A signed-in student's own links (STUDENT_LINKS)
// live in the account menu beside the greeting, so the bar keeps five one-line links at every width.
// Each link's label is the shell's text of that name (ShellTexts['nav'], a student's link
// ShellTexts['account']), in the page's language.
export const NAV_LINKS = [
  { to: '/', label: 'home' },
  { to: '/about', label: 'about' },
  { to: '/courses', label: 'courses' },
  { to: '/news', label: 'news' },
  { to: '/contact', label: 'contact' },
] as const;

export const STUDENT_LINKS = [
  { to: '/applications', label: 'applications' },
  { to: '/user-profile', label: 'profile' },
] as const;

/** NavLink sets aria-current="page" on the active link; the style follows that attribute. */
export const navLinkClass =
  'rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 ' +
  'hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold ' +
  'aria-[current=page]:text-brand-800';
