import type { MiddlewareHandler } from 'hono';
import { randomBytes } from 'node:crypto';
import { checkoutCspSources, PAY_PAGE_PREFIX } from '~/modules/payments/checkout-csp.server';
import { env } from '~/utils/env.server';

// CSP with a per-request nonce: inline script runs only if React Router wrote it, so markup that
// slipped past the sanitiser still cannot execute. API and media answers run no script at all,
// so they get the policy without a nonce (and skip making one: it is a measurable part of a
// cached answer's cost). The pay page alone opens the policy for Razorpay Checkout (razorpay mode).
const isDev = env.NODE_ENV === 'development';
type Extra = ReturnType<typeof checkoutCspSources>;
const policy = (scriptSrc: string, extra: Extra = {}) =>
  [
    "default-src 'self'",
    `script-src ${scriptSrc}${isDev ? " 'unsafe-eval'" : ''}${extra['script-src'] ? ` ${extra['script-src']}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra['img-src'] ? ` ${extra['img-src']}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${isDev ? ' ws: wss:' : ''}${extra['connect-src'] ? ` ${extra['connect-src']}` : ''}`,
    ...(extra['frame-src'] ? [`frame-src ${extra['frame-src']}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
const policyWithoutScripts = policy("'self'");

// Nonces are cut from a block of random bytes drawn 256 nonces at a time: each is still 128 bits
// from the CSPRNG and used once, but a draw per page (a call into OpenSSL each time) was 9 % of the
// server's time serving cached pages, which use no nonce at all. Node draws randomUUID()s so too.
const NONCE_BYTES = 16;
let randomBlock = Buffer.alloc(0);
let blockOffset = 0;
function freshNonce(): string {
  if (blockOffset === randomBlock.byteLength) {
    randomBlock = randomBytes(NONCE_BYTES * 256);
    blockOffset = 0;
  }
  blockOffset += NONCE_BYTES;
  return randomBlock.toString('base64', blockOffset - NONCE_BYTES, blockOffset);
}

/**
 * The policy of a page whose inline scripts are named by their hashes instead of a nonce: a page
 * kept by the anonymous cache is then the same bytes on every hit, so its compressed forms are
 * made once (server/anonymous-cache.ts). Exactly the scripts the server wrote still run.
 */
export const pagePolicyWithHashes = (path: string, hashes: string[]) =>
  policy(["'self'", ...hashes.map((hash) => `'${hash}'`)].join(' '), checkoutCspSources(path));

/** The headers every answer gets besides its policy: here, and for a cached page sent at the node edge (server/cached-answer.ts). */
export function pageSecurityHeaders(path: string): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    // Razorpay Checkout opens bank and 3-D Secure pages in pop-ups and watches them: the pay page lets
    // its pop-ups keep their opener; every other page stays fully isolated.
    ['Cross-Origin-Opener-Policy', path.startsWith(PAY_PAGE_PREFIX) ? 'same-origin-allow-popups' : 'same-origin'],
  ];
  if (env.NODE_ENV === 'production' && env.APP_URL.startsWith('https://')) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

export const securityHeaders: MiddlewareHandler<{ Variables: { nonce: string } }> = async (c, next) => {
  const rendersPages = !['/api/', '/media/', '/files/'].some((prefix) => c.req.path.startsWith(prefix));
  const nonce = rendersPages ? freshNonce() : '';
  c.set('nonce', nonce);
  await next();
  const headers = c.res.headers;
  // A route may set a stricter policy of its own (private documents: sandbox, nothing loads).
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', nonce ? policy(`'self' 'nonce-${nonce}'`, checkoutCspSources(c.req.path)) : policyWithoutScripts);
  }
  for (const [name, value] of pageSecurityHeaders(c.req.path)) headers.set(name, value);
};
