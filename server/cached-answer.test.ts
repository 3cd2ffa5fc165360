import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envForThisTest } from '../tests/env-for-test';
import { anonymousCache } from './anonymous-cache';
import { cachedAnswerAtTheEdge } from './cached-answer';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';

// The arrangement of server/main.ts and server/app.ts in small: the node edge first, then the app
// with the request log, the security headers and the cache in front of a page that counts renders.
let renders = 0;
const cache = anonymousCache({ ttlMs: 60_000 });
const app = new Hono<{ Variables: { nonce: string } }>().use(requestLog).use(securityHeaders).use(cache);
app.get('/page', (c) => {
  renders++;
  c.header('Cache-Control', 'public, max-age=0, must-revalidate');
  return c.html(`<!doctype html><p>render ${renders}</p><script nonce="${c.get('nonce')}">1</script>`);
});
const edge = cachedAnswerAtTheEdge(cache);
const throughTheApp = getRequestListener(app.fetch);
let atTheEdge = 0;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    incoming.url = origin + incoming.url; // as server/public-origin.ts readdresses every request
    if (edge(incoming, outgoing)) atTheEdge++;
    else void throughTheApp(incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // The target as given, not read as a URL first (which would resolve `/x/../page`).
    const { hostname, port } = new URL(origin);
    httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .once('error', reject)
      .end();
  });
}

/** Headers that differ between any two answers (the connection's, the clock's, the request's id). */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'age']);
const lasting = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('a cached page at the node edge', () => {
  it('goes out with the very status, headers and bytes the app sends for the same hit, logged with its request id', async () => {
    envForThisTest({ LOG_FORMAT: 'json' });
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    await get('/page', browser); // rendered and kept by the app
    const sentBefore = atTheEdge;
    const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const edgeHit = await get('/page', { ...browser, 'x-request-id': 'nginx-1a2b' });
    await new Promise(setImmediate);
    const lines = written.mock.calls.flatMap(([chunk]) => String(chunk).split('\n').filter(Boolean));
    written.mockRestore();
    expect(atTheEdge).toBe(sentBefore + 1);

    const appHit = await app.request(`${origin}/page`, { headers: browser }); // the same hit, answered by the app's middleware
    expect(renders).toBe(1);
    expect(edgeHit.status).toBe(appHit.status);
    expect(lasting(edgeHit.headers)).toEqual(lasting(Object.fromEntries(appHit.headers)));
    expect(edgeHit.body.equals(Buffer.from(await appHit.arrayBuffer()))).toBe(true);
    expect(edgeHit.headers['content-encoding']).toBe('br');
    expect(edgeHit.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(edgeHit.headers['x-frame-options']).toBe('DENY');
    expect(edgeHit.headers['x-request-id']).toBe('nginx-1a2b');
    expect(edgeHit.headers.age).toBe('0');

    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { time: expect.any(String), requestId: 'nginx-1a2b', method: 'GET', path: '/page', status: 200, ms: expect.any(Number) },
    ]);
  });

  it('leaves to the app a request with credentials, one that is not a GET, a client taking only deflate and a target not in normal form', async () => {
    await get('/page');
    const sentBefore = atTheEdge;
    const withCookie = await get('/page', { cookie: 'lang=hi' });
    const head = await get('/page', {}, 'HEAD');
    const deflateOnly = await get('/page', { 'accept-encoding': 'deflate' });
    const unusualTarget = await get('/x/../page'); // the app reads it as /page: not a key as sent
    expect(atTheEdge).toBe(sentBefore);
    expect([withCookie.status, head.status, deflateOnly.status, unusualTarget.status]).toEqual([200, 200, 200, 200]);
    expect(withCookie.headers['x-request-id']).toBeTruthy(); // answered, and logged, by the app
  });

  it('leaves to the app a page with no fresh entry', async () => {
    const sentBefore = atTheEdge;
    const fresh = await get('/page?new=1');
    expect(fresh.status).toBe(200);
    expect(atTheEdge).toBe(sentBefore);
    await get('/page?new=1');
    expect(atTheEdge).toBe(sentBefore + 1);
  });
});
