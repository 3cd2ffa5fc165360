import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { anonymousCache } from './anonymous-cache';

// A tiny app with the cache in front of a handler that counts its renders.
function makeApp() {
  let renders = 0;
  let slowGate = Promise.withResolvers<void>();
  let nonceCounter = 0;
  const app = new Hono<{ Variables: { nonce: string } }>();
  app.use(async (c, next) => {
    c.set('nonce', `nonce-${++nonceCounter}-${Math.random().toString(36).slice(2)}`);
    await next();
  });
  app.use(anonymousCache({ ttlMs: 5000 }));
  app.get('/page', (c) => {
    renders++;
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    return c.html(`<script nonce="${c.get('nonce')}">render ${renders}</script>`);
  });
  app.get('/json', (c) => {
    renders++;
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ renders });
  });
  // Renders only when the test opens the gate: requests that arrive meanwhile find a render under way.
  app.get('/slow', async (c) => {
    renders++;
    const rendering = renders;
    await slowGate.promise;
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    return c.html(`<p>render ${rendering}</p>`);
  });
  app.get('/missing', (c) => {
    renders++;
    c.header('Cache-Control', 'public, max-age=60');
    return c.html('gone', 404);
  });
  app.get('/cookie', (c) => {
    renders++;
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Set-Cookie', 'a=b');
    return c.html('personal');
  });
  // Answers that do not say they may be shared: e.g. the development outbox (no-store), a page
  // rendered for a session (private, no-store), or a route that says nothing at all.
  app.get('/said/:case', (c) => {
    renders++;
    const cacheControl = {
      'no-store': 'no-store',
      private: 'private, no-store',
      'private-only': 'private, max-age=60',
      'no-cache': 'public, no-cache',
      contradictory: 'public, no-store',
      absent: undefined,
    }[c.req.param('case')];
    if (cacheControl) c.header('Cache-Control', cacheControl);
    return c.req.query('as') === 'json' ? c.json({ renders }) : c.html(`<p>render ${renders}</p>`);
  });
  const finishSlowRender = () => {
    slowGate.resolve();
    slowGate = Promise.withResolvers<void>();
  };
  /** Renders `/slow` and lets the cache keep it. */
  const keepSlowPage = async () => {
    const rendered = renders;
    const first = app.request('/slow');
    await vi.waitFor(() => expect(renders).toBe(rendered + 1));
    finishSlowRender();
    await first;
  };
  return { app, renders: () => renders, finishSlowRender, keepSlowPage };
}

afterEach(() => vi.useRealTimers());

describe('anonymousCache', () => {
  it('answers a repeated anonymous request from memory, the same bytes under a policy naming its scripts by hash', async () => {
    const { app, renders } = makeApp();
    const first = await app.request('/page');
    const second = await app.request('/page');
    expect(renders()).toBe(1);
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(body).toContain('render 1');
    const script = /<script[^>]*>([^<]*)<\/script>/.exec(body)![1]!;
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    for (const answer of [first, second]) {
      const policy = answer.headers.get('content-security-policy')!;
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).toContain(hash);
      expect(policy).not.toContain('nonce-');
    }
  });

  it('keeps brotli and gzip forms and sends the one the client takes', async () => {
    const { app, renders } = makeApp();
    const plain = await app.request('/json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const expected = await plain.text();
    const forms = {
      'gzip, deflate, br, zstd': ['br', (bytes: Buffer) => brotliDecompressSync(bytes)],
      'gzip, br;q=0': ['gzip', (bytes: Buffer) => gunzipSync(bytes)],
      identity: [null, (bytes: Buffer) => bytes],
    } as const;
    for (const [accepted, [encoding, decode]] of Object.entries(forms)) {
      const answer = await app.request('/json', { headers: { 'accept-encoding': accepted } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(decode(bytes).toString()).toBe(expected);
    }
    expect(renders()).toBe(1);
  });

  it('never serves or stores a response for a request with credentials', async () => {
    const { app, renders } = makeApp();
    await app.request('/page');
    const credentials: Record<string, string>[] = [{ cookie: 's=1' }, { authorization: 'Bearer x' }, { token: 'x' }];
    for (const headers of credentials) {
      expect(await (await app.request('/page', { headers })).text()).not.toContain('render 1');
    }
    expect(renders()).toBe(4);
  });

  it('keeps only answers that say `Cache-Control: public`: never no-store, private, no-cache or none', async () => {
    const { app, renders } = makeApp();
    const cases = ['no-store', 'private', 'private-only', 'no-cache', 'contradictory', 'absent'];
    for (const name of cases) {
      for (const as of ['html', 'json']) {
        const first = await app.request(`/said/${name}?as=${as}`);
        const second = await app.request(`/said/${name}?as=${as}`);
        expect(first.status).toBe(200);
        expect(second.headers.get('age')).toBeNull();
        expect(await second.text()).not.toBe(await first.text());
      }
    }
    expect(renders()).toBe(cases.length * 2 * 2);
  });

  it('marks a hit with Age and keeps the route’s Cache-Control', async () => {
    const { app, renders } = makeApp();
    const first = await app.request('/json');
    expect(first.headers.get('age')).toBeNull();
    const hit = await app.request('/json');
    expect(renders()).toBe(1);
    expect(hit.headers.get('age')).toBe('0');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('keeps neither failures nor answers that set cookies', async () => {
    const { app, renders } = makeApp();
    await app.request('/missing');
    await app.request('/missing');
    await app.request('/cookie');
    await app.request('/cookie');
    expect(renders()).toBe(4);
  });

  it('forgets everything when public content changes, and after its lifetime', async () => {
    const { app, renders } = makeApp();
    await app.request('/json');
    await app.request('/json');
    expect(renders()).toBe(1);
    noteContentChanged();
    expect(await (await app.request('/json')).json()).toEqual({ renders: 2 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5001);
    expect(await (await app.request('/json')).json()).toEqual({ renders: 3 });
  });

  it('renders a page once for a crowd: who comes while it renders waits for it and gets the same bytes', async () => {
    const { app, renders, finishSlowRender } = makeApp();
    const crowd = Array.from({ length: 5 }, () => app.request('/slow'));
    await vi.waitFor(() => expect(renders()).toBe(1));
    finishSlowRender();
    const answers = await Promise.all(crowd);
    expect(renders()).toBe(1);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(new Set(['<p>render 1</p>']));
  });

  it('gives the crowd the entry that just ran out while one request renders it again', async () => {
    const { app, renders, finishSlowRender, keepSlowPage } = makeApp();
    await keepSlowPage();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6000);
    const renderingAgain = app.request('/slow');
    await vi.waitFor(() => expect(renders()).toBe(2));
    const meanwhile = await app.request('/slow');
    expect(await meanwhile.text()).toBe('<p>render 1</p>');
    expect(Number(meanwhile.headers.get('age'))).toBeGreaterThanOrEqual(6);
    finishSlowRender();
    expect(await (await renderingAgain).text()).toBe('<p>render 2</p>');
    expect(await (await app.request('/slow')).text()).toBe('<p>render 2</p>');
    expect(renders()).toBe(2);
  });

  it('never gives the crowd an entry older than a change to public content', async () => {
    const { app, renders, finishSlowRender, keepSlowPage } = makeApp();
    await keepSlowPage();
    noteContentChanged();
    const renderingAgain = app.request('/slow');
    await vi.waitFor(() => expect(renders()).toBe(2));
    const meanwhile = app.request('/slow'); // waits for the new render instead of taking the old entry
    finishSlowRender();
    expect(await (await meanwhile).text()).toBe('<p>render 2</p>');
    expect(await (await renderingAgain).text()).toBe('<p>render 2</p>');
    expect(renders()).toBe(2);
  });

  it('does not give a request the render that began before a change it came after', async () => {
    const { app, renders, finishSlowRender } = makeApp();
    const before = app.request('/slow');
    await vi.waitFor(() => expect(renders()).toBe(1));
    noteContentChanged();
    const after = app.request('/slow'); // waits for render 1, then finds it older than the change
    finishSlowRender();
    expect(await (await before).text()).toBe('<p>render 1</p>');
    await vi.waitFor(() => expect(renders()).toBe(2));
    finishSlowRender();
    expect(await (await after).text()).toBe('<p>render 2</p>');
  });
});
