import { createContext as createRouterContext } from 'react-router';

// A production page carries in its <head> the part of the app's stylesheet its markup needs, and
// loads the whole stylesheet one frame after its first paint (decision 040): no render-blocking
// request, and the whole sheet is one cached file for every later page and client-side navigation.
// root.tsx renders the stylesheet as an empty React resource (<style href precedence>, adopted by
// its href while hydrating); the server fills it once the page is rendered, with the rules the
// markup can use (app/utils/critical-css.server.ts, read through server/built-stylesheets.ts and
// handed over through the router context, like the CSP nonce).
export type CriticalCss = (href: string, html: string) => string;
export const stylesheetRouterContext = createRouterContext<CriticalCss | null>(null);

const APP_STYLESHEET = /<style data-precedence="app" data-href="([^"]+)"><\/style>/;

/** The page with its stylesheet's rules filled in, and that stylesheet's URL (null: none, as in development). */
export function inlineCriticalCss(html: string, criticalCss: CriticalCss | null): { html: string; stylesheetHref: string | null } {
  const found = criticalCss ? APP_STYLESHEET.exec(html) : null;
  if (!found || !criticalCss) return { html, stylesheetHref: null };
  const href = found[1]!;
  const css = criticalCss(href, html).replaceAll('</style', '<\\/style'); // cannot close the element early
  const filled = found[0].replace('></style>', `>${css}</style>`);
  return { html: html.slice(0, found.index) + filled + html.slice(found.index + found[0].length), stylesheetHref: href };
}
