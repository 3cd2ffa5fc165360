import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnonymousCache, CachedForm } from './anonymous-cache';
import { beginRequestLine } from './request-log';
import { pageSecurityHeaders } from './security-headers';

/**
 * Sends a fresh cached page at the node edge, before the request becomes a web Request for the app
 * (server/main.ts), with what the app's middleware would add to the same hit: the security headers,
 * the request id and the request's log line. Through the app (fetch-style headers, the middleware
 * chain, a Response per hit) Home's hits ran at 15,000/s under wrk; here at 25,000–32,000/s
 * (docs/performance.md, "A cached page, measured with a client that keeps up").
 * Says false, and sends nothing, for any request the app must answer: not a GET, with credentials,
 * no fresh entry, or a client that takes only an encoding the app compresses on the fly (deflate).
 * `incoming.url` is the absolute URL the node edge made of an origin-form target
 * (server/public-origin.ts); the target itself is the key, so a target the app would read
 * differently (`/a/../news`, a character it escapes) is no key and goes to the app.
 */
export function cachedAnswerAtTheEdge(cache: AnonymousCache) {
  /** Each form's headers as node writes them, the security headers included: made on its first hit here. */
  const sentHeaders = new WeakMap<CachedForm, string[]>();
  return (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
    const header = (name: string) => {
      const value = incoming.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const absolute = incoming.url!;
    const target = absolute.slice(absolute.indexOf('/', absolute.indexOf('//') + 2));
    const cached = cache.freshAnswer(incoming.method ?? '', target, header);
    if (!cached || (cached.encoding === 'identity' && header('accept-encoding'))) return false;

    const line = beginRequestLine(header('x-request-id'));
    let headers = sentHeaders.get(cached.form);
    if (!headers) {
      headers = [...cached.form.headers, ...pageSecurityHeaders(target.split('?')[0]!)].flat();
      sentHeaders.set(cached.form, headers);
    }
    outgoing.writeHead(cached.status, [...headers, 'Age', cached.age!, 'X-Request-Id', line.requestId]);
    outgoing.end(cached.form.body);
    line.end({ method: 'GET', url: target, status: cached.status });
    return true;
  };
}
