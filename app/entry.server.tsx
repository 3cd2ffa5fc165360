import { renderToString } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { withIconSprite } from '~/components/site/icon-sprite.server';
import { alternateLanguageLinks } from '~/modules/i18n/alternate-links.server';
import { env } from '~/utils/env.server';
import { hydrateAfterFirstPaint, type HydrationStart } from '~/utils/hydrate-after-first-paint.server';
import { inlineCriticalCss, stylesheetRouterContext } from '~/utils/inline-stylesheet';
import { NonceContext, nonceRouterContext } from '~/utils/nonce';
import { logError } from '~/utils/log.server';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/utils/public-page-headers';
import { DIALOG_PARAMETERS } from '~/utils/site-dialogs';

// renderToString, not streaming: no page suspends, and measured here it costs 3–5× less CPU
// (docs/decisions/002-render-to-string.md).
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceRouterContext);
  await readLoaderDataFirst(routerContext);
  const rendered = renderToString(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  // A page that exists has an address in each language (decision 043).
  const head = responseStatusCode === 200 ? alternateLanguageLinks(request.url, env.APP_URL) : '';
  const page = inlineCriticalCss(head ? rendered.replace('</head>', `${head}</head>`) : rendered, loadContext.get(stylesheetRouterContext));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const html = hydrateAfterFirstPaint(withIconSprite(page.html), page.stylesheetHref, hydrationStart(request, responseStatusCode, responseHeaders));
  return new Response(`<!DOCTYPE html>${html}`, { status: responseStatusCode, headers: responseHeaders });
}

// A public page (its route declares publicPageHeaders) works before hydration, so it hydrates at
// the visitor's first intent (decision 049); one whose address opens a dialog or carries a notice
// needs its script at once, as do the portal and the dashboard.
function hydrationStart(request: Request, status: number, headers: Headers): HydrationStart {
  if (status !== 200 || headers.get('Cache-Control') !== PUBLIC_PAGE_CACHE_CONTROL) return 'first-paint';
  const { searchParams } = new URL(request.url);
  return DIALOG_PARAMETERS.some((name) => searchParams.has(name)) ? 'first-paint' : 'first-intent';
}

// <ServerRouter> writes the loader data into the page through <StreamTransfer>, which suspends
// while it reads that data from a stream. renderToString cannot wait: it would emit the Suspense
// fallback, the data would never reach the browser and hydration would wait for it forever (the
// page looks right but no button works). So the stream is read to its end first and handed over
// through StreamTransfer's render cache (typed in EntryContext.renderMeta), in one script tag.
async function readLoaderDataFirst(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  text += decoder.decode();
  const settled = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  context.renderMeta ??= {};
  context.renderMeta.streamCache = { 0: settled({ done: false, value: text }), 1: settled({ done: true, value: '' }) };
  // StreamTransfer still asks the (now consumed) stream for a reader; it never reads from it.
  context.serverHandoffStream = new ReadableStream();
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logError(error, 'page');
}
