import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';

// The outbox lives under DATA_DIR: a temp directory, set before the env module reads it.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'dev-mail-test-'));
  delete process.env.SMTP_URL;
});

const { envForThisTest } = await import('../tests/env-for-test');
const { sendMail } = await import('~/modules/mail/send-mail.server');
const { devMail } = await import('./dev-mail');
const { anonymousCache } = await import('./anonymous-cache');

// getConnInfo reads the Node socket from the request's environment.
const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 50000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } },
});
const open = (remoteAddress: string | null, headers: Record<string, string> = {}) =>
  devMail.request('/', { headers }, remoteAddress ? from(remoteAddress) : undefined);

describe('/dev/mail', () => {
  it('lists the outbox newest first to a browser on this machine, with the text escaped', async () => {
    await sendMail({ to: 'first@example.org', subject: 'Older message', text: 'one' });
    await sendMail({ to: 'staff@example.org', subject: 'Your password reset code', text: 'Code: 123456 <script>alert(1)</script>' });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await open(address);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const page = await res.text();
      expect(page.indexOf('Your password reset code')).toBeLessThan(page.indexOf('Older message'));
      expect(page).toContain('staff@example.org');
      expect(page).toContain('Code: 123456 &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page).not.toContain('<script>');
    }
  });

  it('is 404 for any other address, without a socket, and through a proxy', async () => {
    for (const res of [
      await open('203.0.113.9'),
      await open('192.168.1.20'),
      await open('2001:db8::1'),
      await open(null),
      await open('127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' }),
      await open('127.0.0.1', { Forwarded: 'for=203.0.113.9' }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('123456');
    }
  });

  it('is 404 outside local (APP_URL not on localhost), even to this machine', async () => {
    await sendMail({ to: 'student@example.org', subject: 'Your sign-in code', text: 'Code: 654321' });
    expect((await open('127.0.0.1')).status).toBe(200);
    envForThisTest({ isLocal: false });
    for (const address of ['127.0.0.1', '::1']) {
      const res = await open(address);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('654321');
    }
  });

  it('is never kept by the anonymous cache in front of it: a remote request right after the local one gets 404', async () => {
    // The order of server/app.ts: the cache runs before the outbox's own loopback check.
    const site = new Hono();
    site.use(anonymousCache());
    site.route('/dev/mail', devMail);
    await sendMail({ to: 'staff@example.org', subject: 'Your password reset code', text: 'Code: 604112' });
    const local = await site.request('/dev/mail', {}, from('127.0.0.1'));
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('604112');
    for (const remote of [
      await site.request('/dev/mail', {}, from('203.0.113.9')),
      await site.request('/dev/mail', { headers: { 'X-Forwarded-For': '203.0.113.9' } }, from('127.0.0.1')),
    ]) {
      expect(remote.status).toBe(404);
      expect(await remote.text()).not.toContain('604112');
    }
  });

  it('is 404 once a real SMTP server is configured', async () => {
    envForThisTest({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const res = await open('127.0.0.1');
    expect(res.status).toBe(404);
  });
});
