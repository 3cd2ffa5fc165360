import type { MiddlewareHandler } from 'hono';
import { contentVersion } from '~/modules/content/content-version.server';

type Entry = { status: number; headers: [string, string][]; body: string; nonce: string; version: number; storedAt: number };

/**
 * Whether an answer says it may be shared: `Cache-Control` names `public` and none of `private`,
 * `no-store` or `no-cache`. An answer without the header is never shared, so a new route (a page
 * reading a token from its URL, a setup page, an outbox) stays out of the cache until it opts in.
 */
export function saysShareable(cacheControl: string | null): boolean {
  const directives = new Set(
    (cacheControl ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('=')[0]),
  );
  return directives.has('public') && !directives.has('private') && !directives.has('no-store') && !directives.has('no-cache');
}

/**
 * Remembers, for a few seconds, what anonymous GET requests were answered: public pages and
 * public JSON are the same for every visitor, and rendering them is most of the server's work
 * (docs/decisions/009-anonymous-response-cache.md).
 *
 * - Only requests without credentials of any kind (no Cookie, Authorization or token header),
 *   and only 200 HTML or JSON answers that say they may be shared (`Cache-Control: public`, see
 *   saysShareable) and set no cookie.
 * - A write to public content in this process drops everything at once (contentVersion); other
 *   nodes see it after at most `ttlMs`.
 * - Each page carries the CSP nonce of the request that rendered it; a hit swaps in the current
 *   request's nonce (a random 128-bit value, so the swap cannot touch anything else).
 * - A hit carries `Age` (RFC 9111), so browsers count the seconds it was kept against max-age.
 */
export function anonymousCache({ ttlMs = 5000, maxEntries = 500 } = {}): MiddlewareHandler<{ Variables: { nonce: string } }> {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    const anonymous = !c.req.header('cookie') && !c.req.header('authorization') && !c.req.header('token');
    if (c.req.method !== 'GET' || !anonymous) return next();

    const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
    const nonce = c.get('nonce') ?? '';
    const hit = entries.get(key);
    const now = Date.now();
    if (hit && hit.storedAt + ttlMs > now && hit.version === contentVersion()) {
      const body = hit.nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body;
      return new Response(body, { status: hit.status, headers: [...hit.headers, ['Age', String(Math.floor((now - hit.storedAt) / 1000))]] });
    }

    const version = contentVersion();
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (
      res.status !== 200 ||
      !saysShareable(res.headers.get('cache-control')) ||
      res.headers.has('set-cookie') ||
      !/^(text\/html|application\/json)/.test(type)
    )
      return;
    const body = await res.clone().text();
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.delete(key); // re-insert at the end: eviction drops the oldest
    entries.set(key, { status: res.status, headers: [...res.headers.entries()], body, nonce, version, storedAt: Date.now() });
  };
}
