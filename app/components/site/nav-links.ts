// The public navigation of spec §2, in its order. A signed-in student's own links (STUDENT_LINKS)
// live in the account menu beside the greeting, so the bar keeps five one-line links at every width.
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/courses', label: 'Courses' },
  { to: '/news', label: 'News And Events' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export const STUDENT_LINKS = [
  { to: '/applications', label: 'Applied Courses' },
  { to: '/user-profile', label: 'My Profile' },
] as const;

/** NavLink sets aria-current="page" on the active link; the style follows that attribute. */
export const navLinkClass =
  'rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 ' +
  'hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold ' +
  'aria-[current=page]:text-brand-800';
