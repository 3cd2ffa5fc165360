import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JS_BUDGET_BYTES, measurePage, OWN_JS_BUDGET_BYTES, overBudget } from './js-size.ts';

// A page shaped like React Router's output, served over real HTTP on loopback.
const FILES: Record<string, string> = {
  '/assets/framework-AbC_12.js': `export const react = ${JSON.stringify('r'.repeat(3000))};`,
  '/assets/root-X1.js':
    'import { react } from "./framework-AbC_12.js"; import "./shared-Y2.js"; export const later = () => import("./lazy-W4.js"); export default react;',
  '/assets/shared-Y2.js': 'export const shared = 1;',
  '/assets/entry.client-Z3.js': 'import "./framework-AbC_12.js";',
  '/assets/lazy-W4.js': 'export const never = "counted";',
};
const PAGE = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-Z3.js"/><link rel="modulepreload" href="/assets/framework-AbC_12.js"/>
</head><body><main>Hello</main>
<script>window.__reactRouterContext = {"ssr":true};</script>
<script type="module" async>import * as route0 from "/assets/root-X1.js"; import("/assets/entry.client-Z3.js");</script>
</body></html>`;

// The same page as our server sends it (decision 019): no preloads, and the module script kept as a
// data block that starts after the first paint.
const CONTEXT_SCRIPT = 'window.__reactRouterContext = {"ssr":true};';
const HYDRATION_MODULE = 'import * as route0 from "/assets/root-X1.js"; import("/assets/entry.client-Z3.js");';
const PAGE_HYDRATED_AFTER_PAINT = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"EducationalOrganization","name":"${'Institute '.repeat(40)}"}</script>
</head><body><main>Hello</main>
<script>${CONTEXT_SCRIPT}</script>
<script type="text/plain" id="hydration-module">${HYDRATION_MODULE}</script>
</body></html>`;

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

describe('npm run js-size', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = request.url === '/' ? PAGE : request.url === '/after-paint' ? PAGE_HYDRATED_AFTER_PAINT : FILES[request.url ?? ''];
      if (body === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': request.url?.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('splits a page into the framework chunk, our own modules and the inline scripts, following static imports only', async () => {
    const page = await measurePage(base, '/');
    const byPath = Object.fromEntries(page.files.map((file) => [new URL(file.url).pathname + new URL(file.url).hash, file.kind]));
    expect(byPath).toEqual({
      '/#inline-scripts': 'inline',
      '/assets/framework-AbC_12.js': 'framework',
      '/assets/entry.client-Z3.js': 'own',
      '/assets/root-X1.js': 'own',
      '/assets/shared-Y2.js': 'own',
    });
    expect(page.framework).toBe(gzip(FILES['/assets/framework-AbC_12.js']!));
    expect(page.own).toBe(['/assets/entry.client-Z3.js', '/assets/root-X1.js', '/assets/shared-Y2.js'].reduce((sum, path) => sum + gzip(FILES[path]!), 0));
    expect(page.framework + page.own + page.inline).toBe(page.gzip);
  });

  it('counts the modules of a hydration module started after the first paint as if it were a module script', async () => {
    const page = await measurePage(base, '/after-paint');
    expect(page.files.map((file) => new URL(file.url).pathname + new URL(file.url).hash).sort()).toEqual([
      '/after-paint#inline-scripts',
      '/assets/entry.client-Z3.js',
      '/assets/framework-AbC_12.js',
      '/assets/root-X1.js',
      '/assets/shared-Y2.js',
    ]);
    expect(page.framework).toBe(gzip(FILES['/assets/framework-AbC_12.js']!));
  });

  it('counts the inline scripts that run, the hydration module among them, and not the JSON-LD data for search engines', async () => {
    const page = await measurePage(base, '/after-paint');
    expect(page.inline).toBe(gzip(`${CONTEXT_SCRIPT}\n${HYDRATION_MODULE}`));
  });

  it('holds a page to 125 KB in all and 18 KB of our own code', () => {
    expect(JS_BUDGET_BYTES).toBe(125 * 1024); // 128,000 bytes
    expect(OWN_JS_BUDGET_BYTES).toBe(18 * 1024);
    expect(overBudget({ gzip: 125_000, own: 15_000 })).toEqual([]);
    expect(overBudget({ gzip: 128_000, own: 18_432 })).toEqual([]);
    expect(overBudget({ gzip: 128_001, own: 15_000 })).toEqual(['total over by 1']);
    expect(overBudget({ gzip: 126_000, own: 18_433 })).toEqual(['own code over by 1']);
    expect(overBudget({ gzip: 130_000, own: 20_000 })).toEqual(['total over by 2,000', 'own code over by 1,568']);
  });
});
