import { afterAll, describe, expect, it, vi } from 'vitest';

// The outbox lives under DATA_DIR: a temp directory, set before the env module reads it.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'mail-test-'));
  delete process.env.SMTP_URL;
});

const { env } = await import('~/utils/env.server');
const { sendMail, usesOutbox } = await import('./send-mail.server');
const { findOutbox } = await import('./find-outbox.server');
const { startSmtpSink } = await import('../../../tests/setup/smtp-sink');
const { envForThisTest } = await import('../../../tests/env-for-test');

describe('sendMail', () => {
  const sinkPromise = startSmtpSink();
  afterAll(async () => (await sinkPromise).close());

  it('keeps messages in the development outbox when no SMTP server is configured', async () => {
    expect(usesOutbox()).toBe(true);
    await sendMail({ to: 'student@example.org', subject: 'First', text: 'one' });
    await sendMail({ to: 'staff@example.org', subject: 'Second ₹ नागपुर', text: 'two' });
    const outbox = await findOutbox();
    expect(outbox.map((m) => m.subject)).toEqual(['Second ₹ नागपुर', 'First']);
    expect(outbox[0]!.to[0]!.address).toBe('staff@example.org');
    expect(outbox[0]!.text).toBe('two');
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const sink = await sinkPromise;
    envForThisTest({ SMTP_URL: sink.url });
    await sendMail({ to: 'staff@example.org', subject: 'Your code', text: 'Code: 123456', html: '<p>Code: <b>123456</b></p>' });
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('Your code');
    expect(mail!.text?.trim()).toBe('Code: 123456');
    expect(mail!.html).toContain('<b>123456</b>');
    expect(mail!.from?.text).toContain(env.INSTITUTE_EMAIL);
  });
});
