import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { envForThisTest } from '../tests/env-for-test';
import { securityHeaders } from './security-headers';

// The middleware mounted on a small app the way server/app.ts mounts it (first, for everything).
const app = new Hono<{ Variables: { nonce: string } }>();
app.use(securityHeaders);
app.get('/page', (c) => c.html(`<!doctype html><script nonce="${c.get('nonce')}">1</script>`));
app.get('/api/thing', (c) => c.json({ success: true }));
app.get('/api/boom', () => {
  throw new Error('boom');
});
app.onError((_error, c) => c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500));

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

async function cspOf(path: string) {
  const res = await app.request(path);
  const csp = res.headers.get('content-security-policy');
  expect(csp).toBeTruthy();
  return { res, csp: directives(csp!) };
}

describe('security headers', () => {
  it('give every HTML response a CSP whose script nonce is the one the page used', async () => {
    const { res, csp } = await cspOf('/page');
    const html = await res.text();
    const nonce = html.match(/nonce="([^"]+)"/)![1]!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 bits, base64
    expect(csp.get('script-src')).toContain(`'nonce-${nonce}'`);
  });

  it('use a fresh nonce for every request', async () => {
    const first = (await cspOf('/page')).csp.get('script-src')!.find((v) => v.startsWith("'nonce-"));
    const second = (await cspOf('/page')).csp.get('script-src')!.find((v) => v.startsWith("'nonce-"));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('never allow inline or evaluated script, plugins, framing or foreign form targets', async () => {
    const { csp } = await cspOf('/page');
    const scriptSrc = csp.get('script-src')!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'"); // only the development server needs eval
    expect(scriptSrc).not.toContain('*');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it.each(['/page', '/api/thing', '/api/boom', '/nowhere'])('apply to %s (pages, API answers, errors, 404s)', async (path) => {
    const res = await app.request(path);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('open the pay page alone, in razorpay mode alone, to Razorpay Checkout (script, frames, its logging), and let it keep its pop-ups', async () => {
    envForThisTest({ paymentGateway: 'razorpay' });
    const pay = (await cspOf('/pay-course/0190')).csp;
    expect(pay.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com']));
    expect(pay.get('frame-src')).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(pay.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://lumberjack.razorpay.com']));
    expect(pay.get('script-src')).not.toContain("'unsafe-inline'");
    expect((await app.request('/pay-course/0190')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const other = (await cspOf('/page')).csp;
    expect(other.get('script-src')!.join(' ')).not.toContain('razorpay');
    expect(other.has('frame-src')).toBe(false);
    envForThisTest({ paymentGateway: 'simulated' });
    const simulated = (await cspOf('/pay-course/0190')).csp;
    expect(simulated.get('script-src')!.join(' ')).not.toContain('razorpay'); // its checkout.js is our own origin
    expect(simulated.has('frame-src')).toBe(false);
  });

  it('send HSTS only in production behind an https APP_URL', async () => {
    envForThisTest({ NODE_ENV: 'production', APP_URL: 'https://institute.example' });
    expect((await app.request('/page')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    envForThisTest({ APP_URL: 'http://localhost:3000' });
    expect((await app.request('/page')).headers.get('strict-transport-security')).toBeNull();
  });
});
