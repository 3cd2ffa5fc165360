// The public navigation of spec §2, in its order. Signed-in links (/applications, /user-profile)
// join this list when student sign-in exists.
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/courses', label: 'Courses' },
  { to: '/news', label: 'News And Events' },
  { to: '/contact', label: 'Contact Us' },
] as const;

/** NavLink sets aria-current="page" on the active link; the style follows that attribute. */
export const navLinkClass =
  'rounded-md px-3 py-2 text-[0.95rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';
