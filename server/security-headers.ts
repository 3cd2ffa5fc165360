import type { MiddlewareHandler } from 'hono';
import { randomBytes } from 'node:crypto';
import { env } from '~/utils/env.server';

// CSP with a per-request nonce: inline script runs only if React Router wrote it, so markup that
// slipped past the sanitiser still cannot execute. API and media answers run no script at all,
// so they get the policy without a nonce (and skip making one: it is a measurable part of a
// cached answer's cost).
const isDev = env.NODE_ENV === 'development';
const policy = (scriptSrc: string) =>
  [
    "default-src 'self'",
    `script-src ${scriptSrc}${isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
const policyWithoutScripts = policy("'self'");

export const securityHeaders: MiddlewareHandler<{ Variables: { nonce: string } }> = async (c, next) => {
  const rendersPages = !['/api/', '/media/', '/files/'].some((prefix) => c.req.path.startsWith(prefix));
  const nonce = rendersPages ? randomBytes(16).toString('base64') : '';
  c.set('nonce', nonce);
  await next();
  const headers = c.res.headers;
  // A route may set a stricter policy of its own (private documents: sandbox, nothing loads).
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', nonce ? policy(`'self' 'nonce-${nonce}'`) : policyWithoutScripts);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (env.NODE_ENV === 'production' && env.APP_URL.startsWith('https://')) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
};
