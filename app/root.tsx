import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { localeRouterContext } from './modules/i18n/locale-context';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, localePrefix } from './modules/i18n/locales';
import { errorPageTexts } from './modules/i18n/site/not-found-texts.server';
import { i18nFor } from './modules/i18n/translate.server';
import { getSitePublicConfig } from './modules/site-settings/get-site-public-config.server';
import { replayFirstTaps } from './utils/first-taps';
import { useNonce } from './utils/nonce';
import { applyWholeStylesheetWhenNeeded } from './utils/whole-stylesheet';

// Development links the stylesheet (Vite serves and hot-reloads it); a production page carries the
// part it needs inline (<AppStylesheet>) and loads the rest after its first paint.
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []),
  // A PNG (drawn at 64 px from the institute's mark): Chromium decodes an SVG icon in the page's own
  // renderer as a document of its own, ~9 ms of its main thread on every load here.
  { rel: 'icon', href: '/favicon.png', type: 'image/png' },
];

/**
 * The app's stylesheet as a React resource (<style href precedence>), which the browser adopts by
 * its href while hydrating. The server writes it empty and fills it with the rules the rendered
 * page needs (app/utils/inline-stylesheet.ts): no render-blocking request before the first paint.
 */
function AppStylesheet() {
  if (import.meta.env.DEV) return null;
  return <style href={stylesheet} precedence="app" />;
}

// errorTexts: the three phrases of the error page below, in the page's language (it has no other
// data when a page's loader fails).
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  return { config: await getSitePublicConfig(), locale, errorTexts: errorPageTexts(i18nFor(locale)) };
}

/** The page where staff change what the config holds (its contact details). */
const SITE_SETTINGS_PAGE = '/dashboard/site-settings';

// The config changes only when staff save Site Settings: fetch it again after that post alone
// (so the site they go on to see shows the new details), never after any other.
export function shouldRevalidate({ formAction }: { formAction?: string }) {
  return formAction === SITE_SETTINGS_PAGE;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Without the root's data (its loader failed), the error page is in English.
  const locale = useRouteLoaderData<typeof loader>('root')?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <AppStylesheet />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The root's effect runs once the whole page has hydrated, after every child's. The whole
  // stylesheet applies before held taps are carried out: one may open a dialog.
  useEffect(() => {
    const wholeStylesheet = applyWholeStylesheetWhenNeeded();
    replayFirstTaps(wholeStylesheet.apply);
    return wholeStylesheet.stop;
  }, []);
  return <Outlet />;
}

// Without the root's data (its loader failed) the error page is in English.
const ENGLISH_ERROR_TEXTS = { notFound: 'Page not found', failed: 'Something went wrong', home: 'Go to the home page' };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const texts = root?.errorTexts ?? ENGLISH_ERROR_TEXTS;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A dashboard page refused to a staff role says what the role lacks (requireAdminPage's sentence; the dashboard is English).
  const refusal = isRouteErrorResponse(error) && status === 403 && typeof error.data?.message === 'string' ? error.data.message : null;
  const message = status === 404 ? texts.notFound : refusal ? 'Not part of your role' : texts.failed;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${message} | Institute`}</title>
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{message}</h1>
      {refusal ? <p className="mt-3 text-slate-700">{refusal}</p> : null}
      <a className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white" href={localePrefix(root?.locale ?? DEFAULT_LOCALE) || '/'}>
        {texts.home}
      </a>
    </main>
  );
}
