// React Router's <Scripts> preloads every module of the page with <link rel="modulepreload">,
// which Chrome fetches at High priority, as if the page could not paint without it. A server-rendered
// page paints from its HTML (and inline stylesheet) alone; hydration only makes it interactive.
// At Low priority (what browsers give async scripts anyway) the first paint and the largest
// picture are no longer held back by ~120 KB of JavaScript on a slow connection; the scripts
// still load at once, in parallel (decision 019). <Scripts> takes no fetchPriority for these
// links, so the attribute is added to the rendered markup; React matches hoisted links by
// href/rel/crossorigin while hydrating, so the extra attribute changes nothing there.
// Only <head> is touched (React hoists the links there): the body holds page content.
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

export function hydrationScriptsAtLowPriority(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  return html.slice(0, headEnd).replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"') + html.slice(headEnd);
}
