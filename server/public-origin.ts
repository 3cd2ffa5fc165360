import type { IncomingMessage } from 'node:http';

// The one public origin (docs/decisions/036-deployed-behind-a-proxy.md). Behind a reverse proxy that
// ends TLS, a request reaches the process as http://<upstream>/…, while the browser that sent it
// says `Origin: https://institute.example.org`. Every origin check (React Router's for page forms,
// ours for cookie-authenticated writes, better-auth's for student sign-in) and every link we make
// must agree on one origin, so each request is handed to the app as addressed to APP_URL, whatever
// the Host header or the connection's scheme said.

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export type Addressing = { redirectTo: string } | { redirectTo?: undefined };
export type PublicSite = { appUrl: URL; isLocal: boolean; trustProxy: boolean };

/**
 * Readdresses `incoming` to APP_URL (the node edge calls this before the app sees the request), or
 * says where to send a page asked for by another address:
 * - behind our proxy (TRUST_PROXY=true), a page the browser asked for over another scheme or host
 *   name than APP_URL's, as the proxy reports in X-Forwarded-Proto and X-Forwarded-Host (plain http,
 *   or a second name of the site): `Secure` cookies and sign-in belong to APP_URL;
 * - on a local site, a page asked for by another loopback name of this machine (127.0.0.1 for
 *   localhost, or the reverse): cookies belong to one host name, and a student who signed in on
 *   one spelling would be signed out on the other.
 * API calls and writes are never redirected (clients and scripts use either name; a write from a
 * foreign origin is refused by the origin checks, since the app sees it addressed to APP_URL).
 */
export function addressRequest(incoming: IncomingMessage, { appUrl, isLocal, trustProxy }: PublicSite): Addressing {
  const target = incoming.url ?? '/';
  if (!target.startsWith('/')) return {}; // absolute-form or `*`: left to the adapter, which validates it
  if ((incoming.method === 'GET' || incoming.method === 'HEAD') && !target.startsWith('/api/')) {
    const asked = trustProxy ? forwardedAddress(incoming) : isLocal ? loopbackAddress(incoming) : {};
    if ((asked.protocol && asked.protocol !== appUrl.protocol) || (asked.hostname && asked.hostname !== appUrl.hostname)) {
      return { redirectTo: appUrl.origin + target };
    }
  }
  incoming.url = appUrl.origin + target; // @hono/node-server takes an absolute request target as the request's URL
  return {};
}

type AskedAddress = { protocol?: string; hostname?: string };

/**
 * What the browser asked our proxy for. Only the forwarded headers count: the Host a proxy sends
 * upstream may be its upstream's name. A header the proxy does not send decides nothing. The last
 * value is the one our proxy wrote (a client's own copy comes first).
 */
function forwardedAddress(incoming: IncomingMessage): AskedAddress {
  const proto = lastValue(incoming.headers['x-forwarded-proto'])?.toLowerCase();
  const host = lastValue(incoming.headers['x-forwarded-host']);
  return { protocol: proto === 'http' || proto === 'https' ? `${proto}:` : undefined, hostname: hostnameOf(host) };
}

/** On a local site without a proxy the Host header is the browser's; only loopback names are compared. */
function loopbackAddress(incoming: IncomingMessage): AskedAddress {
  const hostname = hostnameOf(incoming.headers.host);
  return hostname && LOOPBACK_HOSTNAMES.has(hostname) ? { hostname } : {};
}

function lastValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim() || undefined;
}

/** The host name of a Host header (port dropped, lower-cased; IPv6 in brackets as URL gives it). */
function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}
