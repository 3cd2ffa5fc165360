import type { MiddlewareHandler } from 'hono';
import { contentVersion } from '~/modules/content/content-version.server';

type Entry = { status: number; headers: [string, string][]; body: string; nonce: string; version: number; expires: number };

/**
 * Remembers, for a few seconds, what anonymous GET requests were answered: public pages and
 * public JSON are the same for every visitor, and rendering them is most of the server's work
 * (docs/decisions/009-anonymous-response-cache.md).
 *
 * - Only requests without credentials of any kind (no Cookie, Authorization or token header)
 *   and only 200 HTML or JSON answers without Set-Cookie.
 * - A write to public content in this process drops everything at once (contentVersion); other
 *   nodes see it after at most `ttlMs`.
 * - Each page carries the CSP nonce of the request that rendered it; a hit swaps in the current
 *   request's nonce (a random 128-bit value, so the swap cannot touch anything else).
 */
export function anonymousCache({ ttlMs = 5000, maxEntries = 500 } = {}): MiddlewareHandler<{ Variables: { nonce: string } }> {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    const anonymous = !c.req.header('cookie') && !c.req.header('authorization') && !c.req.header('token');
    if (c.req.method !== 'GET' || !anonymous) return next();

    const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
    const nonce = c.get('nonce') ?? '';
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now() && hit.version === contentVersion()) {
      const body = hit.nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body;
      return new Response(body, { status: hit.status, headers: hit.headers });
    }

    const version = contentVersion();
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || res.headers.has('set-cookie') || !/^(text\/html|application\/json)/.test(type)) return;
    const body = await res.clone().text();
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.delete(key); // re-insert at the end: eviction drops the oldest
    entries.set(key, { status: res.status, headers: [...res.headers.entries()], body, nonce, version, expires: Date.now() + ttlMs });
  };
}
