import { renderToString } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { alternateLanguageLinks } from '~/modules/i18n/alternate-links.server';
import { env } from '~/utils/env.server';
import { hydrateAfterFirstPaint } from '~/utils/hydrate-after-first-paint.server';
import { inlineCriticalCss, stylesheetRouterContext } from '~/utils/inline-stylesheet';
import { NonceContext, nonceRouterContext } from '~/utils/nonce';
import { logError } from '~/utils/log.server';

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
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  // A page that exists has an address in each language (decision 043).
  const head = responseStatusCode === 200 ? alternateLanguageLinks(request.url, env.APP_URL) : '';
  const page = inlineCriticalCss(head ? html.replace('</head>', `${head}</head>`) : html, loadContext.get(stylesheetRouterContext));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${hydrateAfterFirstPaint(page.html, page.stylesheetHref)}`, { status: responseStatusCode, headers: responseHeaders });
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
