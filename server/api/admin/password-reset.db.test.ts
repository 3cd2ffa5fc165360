import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { SEND_OTP_PER_CLIENT, VERIFY_OTP_PER_CLIENT } from '~/modules/admins/admin-limits.server';
import { OTP_TTL_MS } from '~/modules/admins/password-reset.server';
import { envForThisTest } from '../../../tests/env-for-test';
import { signedInAdmin, TEST_ADMIN_PASSWORD } from '../../../tests/admin-session';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { api } from '../api';

// Forgotten password: the code really travels by e-mail (a real SMTP server on loopback).

const NEW_PASSWORD = 'Fresh-Start-Nagpur-9';
const SAME_ANSWER = { success: true, message: 'If that e-mail belongs to an administrator, a code is on its way.' };
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
const sendOtp = (email: string, headers: Record<string, string> = {}) => postJson('/admin/send-otp', { email }, headers);
const verifyOtp = (body: { email: string; otp: string; newPassword?: string }, headers: Record<string, string> = {}) =>
  postJson('/admin/verify-otp', { newPassword: NEW_PASSWORD, ...body }, headers);
const login = (email: string, password: string) => postJson('/admin/login', { email, password });
const me = (token: string) => api.request('/admin/admin', { headers: { token } });

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(async () => {
  envForThisTest({ SMTP_URL: sink.url });
  sink.messages.length = 0;
  for (const table of ['rate_limits', 'audit_log', 'sessions', 'admin_otps', 'admins'] as const) await db.deleteFrom(table).execute();
});
afterEach(() => vi.useRealTimers());

const recipient = (mail: SmtpSink['messages'][number]) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined);

/** Waits for the next e-mail (after index `from`) to `address` with `subject`. */
async function nextMail(address: string, subject: string, from: number) {
  for (let count = from + 1; ; count++) {
    const messages = await sink.waitFor(count);
    const mail = messages.slice(from).find((m) => recipient(m) === address && m.subject === subject);
    if (mail) return mail;
  }
}

/** Asks for a code and returns it from the e-mail that arrived (in the body, never the subject). */
async function codeFor(email: string, headers: Record<string, string> = {}): Promise<string> {
  const before = sink.messages.length;
  expect(await (await sendOtp(email, headers)).json()).toEqual(SAME_ANSWER);
  const mail = await nextMail(email.trim().toLowerCase(), 'Your password reset code', before);
  const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(mail.subject).not.toContain(code);
  expect(mail.text).toContain('10 minutes');
  return code!;
}

async function expectInvalid(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ success: false, message: 'Invalid or expired code.' });
}

describe('POST /api/admin/send-otp', () => {
  it('answers known and unknown e-mails the same; only the known one gets a code by e-mail', async () => {
    await signedInAdmin({ email: 'known@example.org' });
    const unknown = await sendOtp('unknown@example.org');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(SAME_ANSWER);
    const code = await codeFor('Known@Example.org ');
    expect(sink.messages.map(recipient)).toEqual(['known@example.org']);
    const [row] = await db.selectFrom('admin_otps').selectAll().execute();
    expect(row!.code_hash).not.toContain(code);
    expect(Number(row!.expires_at) - Number(row!.created_at)).toBe(OTP_TTL_MS);
  });

  it('a new code replaces the earlier one', async () => {
    await signedInAdmin({ email: 'twice@example.org' });
    const first = await codeFor('twice@example.org');
    const second = await codeFor('twice@example.org');
    if (first !== second) await expectInvalid(await verifyOtp({ email: 'twice@example.org', otp: first }));
    expect((await verifyOtp({ email: 'twice@example.org', otp: second })).status).toBe(200);
  });

  it('limits requests per account: the 4th in 15 minutes gets 429, known or unknown alike', async () => {
    await signedInAdmin({ email: 'limited@example.org' });
    for (const email of ['limited@example.org', 'ghost@example.org']) {
      for (let i = 0; i < 3; i++) expect((await sendOtp(email)).status).toBe(200);
      const res = await sendOtp(email);
      expect(res.status).toBe(429);
      if (email === 'limited@example.org') await sink.waitFor(3); // three codes went out, none for the 4th
      expect(await res.json()).toEqual({ success: false, message: 'Too many attempts. Please wait 15 minutes and try again.' });
    }
  });

  it(`limits requests per client as a flood limit: the ${SEND_OTP_PER_CLIENT + 1}st in 15 minutes gets 429`, async () => {
    for (let i = 0; i < SEND_OTP_PER_CLIENT; i++) expect((await sendOtp(`person${i}@example.org`)).status).toBe(200);
    expect((await sendOtp('one.more@example.org')).status).toBe(429);
  });

  it('serves a shared office: 12 staff behind one address each get a code and set a new password', async () => {
    envForThisTest({ TRUST_PROXY: 'true' });
    const office = { 'X-Forwarded-For': '203.0.113.30' };
    for (let desk = 1; desk <= 12; desk++) {
      const email = `reset.desk${desk}@example.org`;
      await signedInAdmin({ email });
      const code = await codeFor(email, office);
      expect((await verifyOtp({ email, otp: code }, office)).status, `desk ${desk}`).toBe(200);
    }
  }, 120_000); // 12 scrypt hashes on a busy machine

  it('refuses an invalid e-mail with 400', async () => {
    expect((await sendOtp('not an e-mail')).status).toBe(400);
  });
});

describe('POST /api/admin/verify-otp', () => {
  it('sets the new password once, ends every session and sends a notice', async () => {
    const { token } = await signedInAdmin({ email: 'reset@example.org' });
    const other = (await (await login('reset@example.org', TEST_ADMIN_PASSWORD)).json()).token;
    const code = await codeFor('reset@example.org');
    const mailsBefore = sink.messages.length;

    const res = await verifyOtp({ email: 'RESET@example.org', otp: code });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Password updated. You can log in now.' });
    // Every session ended.
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    // Old password no longer works, the new one does.
    expect((await login('reset@example.org', TEST_ADMIN_PASSWORD)).status).toBe(401);
    expect((await login('reset@example.org', NEW_PASSWORD)).status).toBe(200);
    // The code works only once.
    await expectInvalid(await verifyOtp({ email: 'reset@example.org', otp: code, newPassword: 'Another-New-Pass-1' }));
    expect((await login('reset@example.org', NEW_PASSWORD)).status).toBe(200);

    const notice = await nextMail('reset@example.org', 'Your password was changed', mailsBefore);
    expect(notice.text).not.toContain(NEW_PASSWORD);

    // Audited, without the code or a password.
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['admin.password-reset-requested', 'admin.password-reset']));
    const everything = JSON.stringify(audit);
    for (const secret of [code, NEW_PASSWORD, TEST_ADMIN_PASSWORD]) expect(everything).not.toContain(secret);
  });

  it('a wrong code counts a try; after 5 wrong tries even the right code is dead', async () => {
    await signedInAdmin({ email: 'guess@example.org' });
    const code = await codeFor('guess@example.org');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await expectInvalid(await verifyOtp({ email: 'guess@example.org', otp: wrong }));
    const row = await db.selectFrom('admin_otps').select('attempts').executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
    await expectInvalid(await verifyOtp({ email: 'guess@example.org', otp: code }));
    expect((await login('guess@example.org', TEST_ADMIN_PASSWORD)).status).toBe(200); // unchanged
  });

  it('counts concurrent wrong guesses atomically: of 20 at once exactly 5 are tries, then the code is dead', async () => {
    await signedInAdmin({ email: 'rush@example.org' });
    const code = await codeFor('rush@example.org');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    envForThisTest({ TRUST_PROXY: 'true' });
    // From 20 addresses, so no per-client limit is involved: only the code's own counter.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyOtp({ email: 'rush@example.org', otp: wrong(i) }, { 'X-Forwarded-For': `203.0.113.${100 + i}` })),
    );
    for (const answer of answers) await expectInvalid(answer);
    const row = await db.selectFrom('admin_otps').select('attempts').executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
    await expectInvalid(await verifyOtp({ email: 'rush@example.org', otp: code }));
    expect((await login('rush@example.org', TEST_ADMIN_PASSWORD)).status).toBe(200); // unchanged
  });

  it('an expired code fails', async () => {
    await signedInAdmin({ email: 'late@example.org' });
    const code = await codeFor('late@example.org');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + OTP_TTL_MS + 1000);
    await expectInvalid(await verifyOtp({ email: 'late@example.org', otp: code }));
    vi.useRealTimers();
    expect((await login('late@example.org', TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('applies the password policy to the new password without using up the code', async () => {
    await signedInAdmin({ email: 'weak@example.org' });
    const code = await codeFor('weak@example.org');
    for (const [newPassword, message] of [
      ['short', /at least 10/],
      ['iloveyou123', /too common/],
    ] as const) {
      const res = await verifyOtp({ email: 'weak@example.org', otp: code, newPassword });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect((await verifyOtp({ email: 'weak@example.org', otp: code })).status).toBe(200);
  });

  it('answers an unknown e-mail like a wrong code, and refuses missing fields', async () => {
    await expectInvalid(await verifyOtp({ email: 'nobody@example.org', otp: '123456' }));
    expect((await postJson('/admin/verify-otp', { email: 'nobody@example.org', otp: '123456' })).status).toBe(400);
  });

  it(`limits attempts per client as a flood limit: the ${VERIFY_OTP_PER_CLIENT + 1}st in 15 minutes gets 429`, async () => {
    for (let i = 0; i < VERIFY_OTP_PER_CLIENT; i++) await expectInvalid(await verifyOtp({ email: `p${i}@example.org`, otp: '000000' }));
    expect((await verifyOtp({ email: 'one.more@example.org', otp: '000000' })).status).toBe(429);
  });
});
