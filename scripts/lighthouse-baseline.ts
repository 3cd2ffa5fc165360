// The same-run baseline of `npm run lighthouse`: each audited page's very HTML without its scripts,
// served from bare node:http on loopback, every other request (stylesheets, pictures) passed to the
// site. Audited beside the page, it shows what this machine scores at that moment for the page's
// markup, styles and pictures alone, so the cost of our JavaScript reads as the difference (the
// machines are shared and noisy: docs/performance.md).
// Runs on Node 24 with type stripping: erasable TypeScript and relative imports only.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The page without anything that runs: every <script> but JSON-LD data, and module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Starts the baseline for `paths` of the site at `siteUrl` (their HTML fetched once, now). */
export async function startScriptlessBaseline(siteUrl: string, paths: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const pages = new Map<string, string>();
  for (const path of paths) pages.set(path, withoutScripts(await (await fetch(siteUrl + path)).text()));
  const server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (page !== undefined) return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    void fetch(siteUrl + request.url, { headers: { 'accept-encoding': 'identity' } }).then(
      async (answer) => {
        const type = answer.headers.get('content-type');
        response.writeHead(answer.status, type ? { 'content-type': type } : {}).end(Buffer.from(await answer.arrayBuffer()));
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
