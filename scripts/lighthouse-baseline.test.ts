import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptlessBaseline, withoutScripts } from './lighthouse-baseline.ts';

const PAGE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/><style>main{color:red}</style>
<script>(function(){window.held=[]})()</script><script type="application/ld+json">{"@type":"EducationalOrganization"}</script>
</head><body><main><img src="/hero.webp" alt=""/>Hello</main>
<script nonce="abc">window.__reactRouterContext = {};</script>
<script type="text/plain" id="hydration-module">import "/assets/root.js";</script>
<script type="module" src="/assets/entry.js"></script></body></html>`;

describe("Lighthouse's same-run baseline", () => {
  it('keeps the markup, styles, pictures and JSON-LD of a page, and nothing that runs', () => {
    // Whitespace aside: nothing removed but the scripts and the preload.
    expect(withoutScripts(PAGE).replace(/\n+/g, '\n')).toBe(`<!DOCTYPE html><html><head><style>main{color:red}</style>
<script type="application/ld+json">{"@type":"EducationalOrganization"}</script>
</head><body><main><img src="/hero.webp" alt=""/>Hello</main>
</body></html>`);
  });

  describe('served beside the site', () => {
    let site: Server;
    let siteUrl = '';
    beforeAll(async () => {
      site = createServer((request, response) => {
        if (request.url === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
        if (request.url === '/hero.webp') return void response.writeHead(200, { 'content-type': 'image/webp' }).end(Buffer.from([1, 2, 3]));
        response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

    it('answers the page without its scripts and passes everything else to the site', async () => {
      const baseline = await startScriptlessBaseline(siteUrl, ['/']);
      try {
        const page = await fetch(`${baseline.url}/`);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await page.text()).toBe(withoutScripts(PAGE));
        const picture = await fetch(`${baseline.url}/hero.webp`);
        expect(picture.headers.get('content-type')).toBe('image/webp');
        expect([...new Uint8Array(await picture.arrayBuffer())]).toEqual([1, 2, 3]);
        expect((await fetch(`${baseline.url}/missing`)).status).toBe(404);
      } finally {
        await baseline.stop();
      }
    });
  });
});
