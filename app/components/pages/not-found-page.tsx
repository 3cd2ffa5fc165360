import { Link } from 'react-router';
import type { NotFoundTexts } from '~/modules/i18n/site/not-found-texts.server';

// The site's 404 page, inside the site layout: for unknown addresses and for a course or news
// item that does not exist (or is hidden). Its texts come from the 404's data, in the page's language.
export function NotFoundPage({ texts }: { texts: NotFoundTexts }) {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-slate-900">{texts.title}</h1>
      <p className="mt-3 text-slate-600">{texts.message}</p>
      <nav aria-label={texts.helpfulLinks} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <Link to="/" className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {texts.home}
            </Link>
          </li>
          <li>
            <Link to="/courses" className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              {texts.courses}
            </Link>
          </li>
          <li>
            <Link to="/news" className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              {texts.news}
            </Link>
          </li>
          <li>
            <Link to="/contact" className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              {texts.contact}
            </Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
