import { Link } from 'react-router';
import { fillText } from '~/modules/i18n/fill-text';
import type { PublicConfig } from '~/utils/env.server';
import { useShellTexts } from '~/utils/use-student';
import { ContactDetails } from './contact-details';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './icons';
import { Logo } from './logo';

// Labels: the shell's texts of these names (ShellTexts['nav']).
const INFO_LINKS = [
  { to: '/', label: 'home' },
  { to: '/about', label: 'about' },
  { to: '/courses', label: 'courses' },
  { to: '/contact', label: 'contact' },
  { to: '/news', label: 'news' },
  { to: '/policies', label: 'policies' },
] as const;

export function SiteFooter({ institute }: { institute: PublicConfig['institute'] }) {
  const { footer: texts, nav } = useShellTexts();
  // A network staff left blank on Site Settings has no link.
  const social = [
    { href: institute.social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: institute.social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: institute.social.youtube, label: 'YouTube', Icon: YoutubeIcon },
  ].filter(({ href }) => href !== '');
  const heading = 'mb-4 text-sm font-bold tracking-wider text-white uppercase';
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 tab:grid-cols-2 tab:px-6 desk:grid-cols-[1.3fr_1fr_1.3fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            {texts.aboutHeading}
          </h2>
          <Logo name={institute.name} className="w-fit bg-white p-2" />
          <p className="mt-4 max-w-sm text-sm leading-6">{fillText(texts.about, { established: institute.established })}</p>
          <ul className="mt-5 flex gap-3 empty:hidden">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-brand-600"
                >
                  <Icon className="size-5" />
                  <span className="sr-only">{fillText(texts.opensInNewTab, { label })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className={heading}>
            {texts.information}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm tab:grid-cols-1">
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {nav[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="text-sm [&_a]:text-white">
          <h2 id="footer-contact" className={heading}>
            {texts.contact}
          </h2>
          <ContactDetails institute={institute} className="[&_svg]:text-brand-100" />
        </section>
      </div>
      {/* The floating WhatsApp button (bottom right) must never cover the page's last line or
          links: below the full bar the space under this line is kept free for it, on a wide
          screen the space to its right. */}
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 pt-5 pb-24 text-sm tab:px-6 desk:pr-24 desk:pb-5">
          {fillText(texts.copyright, { year: new Date().getFullYear(), institute: institute.name, established: institute.established })}
        </p>
      </div>
    </footer>
  );
}
