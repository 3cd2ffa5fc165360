import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { SIGN_IN_CODE_ATTEMPTS } from '~/modules/auth/student-auth.schemas';
import { env } from '~/utils/env.server';
import { envForThisTest } from '../../../tests/env-for-test';
import { signedInAdmin } from '../../../tests/admin-session';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { signedInStudent } from '../../../tests/student-session';
import { api } from '../api';

// Student sign-in with an e-mail code: the code really travels through an SMTP server on loopback.

const site = new Hono().route('/api', api);
const call = (path: string, init: RequestInit = {}) => site.request(`${env.APP_URL}/api${path}`, init);
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: env.APP_URL, ...headers } });
const sendCode = (email: string, headers: Record<string, string> = {}) =>
  postJson('/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }, headers);
const signIn = (email: string, otp: string, headers: Record<string, string> = {}) => postJson('/auth/sign-in/email-otp', { email, otp }, headers);
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(async () => {
  envForThisTest({ SMTP_URL: sink.url });
  await db.deleteFrom('rate_limits').execute();
});

/** Asks for a code and returns the e-mail that brought it. */
async function codeMailFor(email: string, headers: Record<string, string> = {}) {
  const before = sink.messages.length;
  const answer = await sendCode(email, headers);
  expect(answer.status).toBe(200);
  for (let count = before + 1; ; count++) {
    const mail = (await sink.waitFor(count)).slice(before).find((m) => m.to && 'value' in m.to && m.to.value[0]?.address === email);
    if (mail) return { mail, code: /\b(\d{6})\b/.exec(mail.text ?? '')![1]! };
  }
}
const codeFor = async (email: string, headers: Record<string, string> = {}) => (await codeMailFor(email, headers)).code;

describe('e-mail code sign-in', () => {
  it('creates the student, answers a bearer token in set-auth-token and records the sign-in', async () => {
    const email = 'asha.patil@example.org';
    const code = await codeFor(email);
    const stored = await db.selectFrom('auth_verifications').select('value').where('identifier', 'like', `%${email}%`).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value).not.toContain(code); // kept hashed

    const answer = await signIn(email, code);
    expect(answer.status).toBe(200);
    const token = answer.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    expect(answer.headers.get('set-cookie')).toMatch(/student\.session_token=.*HttpOnly.*SameSite=Lax/i);

    const session = await (await call('/auth/get-session', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(session.user).toMatchObject({ email, emailVerified: true });
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'student.sign-in').where('actor_id', '=', session.user.id).execute();
    expect(audit).toHaveLength(1);
  });

  it('keeps the code out of the subject, which a locked phone shows: it is in the body only', async () => {
    const { mail, code } = await codeMailFor('lock.screen@example.org');
    expect(mail.subject).toBe('Your sign-in code');
    expect(mail.subject).not.toContain(code);
    expect(mail.text).toContain(code);
  });

  it('writes the code’s e-mail in the language of the page it was asked from, else the visitor’s (issue 22)', async () => {
    const fromMarathiPage = await codeMailFor('marathi.page@example.org', { referer: `${env.APP_URL}/mr/courses?sign-in=1` });
    expect(fromMarathiPage.mail.subject).toBe('तुमचा लॉगिन कोड');
    expect(fromMarathiPage.mail.text).toContain('विद्यार्थी पोर्टलवर लॉगिन करण्यासाठी तुमचा कोड आहे:');
    expect(fromMarathiPage.mail.text).toContain(`\n\n${fromMarathiPage.code}\n\n`);
    const hindiBrowser = await codeMailFor('hindi.browser@example.org', { referer: `${env.APP_URL}/`, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindiBrowser.mail.subject).toBe('आपका लॉगिन कोड');
    expect(hindiBrowser.mail.text).toContain('मिनट तक मान्य है और एक ही बार इस्तेमाल किया जा सकता है।');
    expect((await codeMailFor('english.page@example.org', { referer: `${env.APP_URL}/courses` })).mail.subject).toBe('Your sign-in code');
  });

  it('keeps the language of the page a student signs in on for their e-mails and receipts; a browser’s guess alone changes nothing (issue 22)', async () => {
    const languageOf = async (email: string) => (await db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;
    const onMarathiPage = { referer: `${env.APP_URL}/mr/apply-course/x#enroll-now` };
    expect((await signIn('sai.deshmukh@example.org', await codeFor('sai.deshmukh@example.org', onMarathiPage), onMarathiPage)).status).toBe(200);
    expect(await languageOf('sai.deshmukh@example.org')).toBe('mr');

    const hindiBrowserOnEnglishPage = { referer: `${env.APP_URL}/courses`, 'accept-language': 'hi-IN,hi;q=0.9' };
    const email = 'guess.only@example.org';
    expect((await signIn(email, await codeFor(email, hindiBrowserOnEnglishPage), hindiBrowserOnEnglishPage)).status).toBe(200);
    expect(await languageOf(email)).toBeNull();

    // Back on an English page with English chosen in the switch (its cookie): English again.
    const englishChosen = { referer: `${env.APP_URL}/courses`, cookie: 'lang=en' };
    expect((await signIn('sai.deshmukh@example.org', await codeFor('sai.deshmukh@example.org', englishChosen), englishChosen)).status).toBe(200);
    expect(await languageOf('sai.deshmukh@example.org')).toBe('en');
  });

  it('a code works once', async () => {
    const email = 'once@example.org';
    const code = await codeFor(email);
    expect((await signIn(email, code)).status).toBe(200);
    expect((await signIn(email, code)).status).toBe(400);
  });

  it(`a code dies after ${SIGN_IN_CODE_ATTEMPTS} wrong tries, even for the right code afterwards`, async () => {
    const email = 'guesser@example.org';
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await signIn(email, wrong);
    expect(first.status).toBe(400);
    expect(await first.json()).toMatchObject({ success: false, message: 'That code is not right. Check the e-mail and try again.' });
    for (let i = 1; i < SIGN_IN_CODE_ATTEMPTS; i++) expect((await signIn(email, wrong)).status).toBe(400);
    const late = await signIn(email, code);
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({ success: false, message: 'Too many wrong codes. Ask for a new code.' });
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  // Issue 22: the sign-in dialog asks in its page's language (Accept-Language); the API stays English otherwise.
  it('says a wrong code in the language the request asks for, English when none is asked', async () => {
    const email = 'bhasha@example.org';
    const code = await codeFor(email);
    const wrong = otherCode(code);
    const inMarathi = await signIn(email, wrong, { 'accept-language': 'mr' });
    expect(await inMarathi.json()).toMatchObject({
      success: false,
      message: 'हा कोड बरोबर नाही. ई-मेल तपासा आणि पुन्हा प्रयत्न करा.',
    });
    // Rebuilt from better-auth's answer, it says its language as the API's other translated answers do.
    expect(inMarathi.headers.get('content-language')).toBe('mr');
    const inHindi = await signIn(email, wrong, { 'accept-language': 'hi' });
    expect(await inHindi.json()).toMatchObject({
      message: 'यह कोड सही नहीं है। ई-मेल देखें और फिर से कोशिश करें।',
    });
    expect(inHindi.headers.get('content-language')).toBe('hi');
    const inEnglish = await signIn(email, wrong);
    expect(await inEnglish.json()).toMatchObject({ message: 'That code is not right. Check the e-mail and try again.' });
    expect(inEnglish.headers.get('content-language')).toBeNull();
  });

  it('an expired code is refused', async () => {
    const email = 'late@example.org';
    const code = await codeFor(email);
    const past = new Date(Date.now() - 1000);
    await db
      .updateTable('auth_verifications')
      .set({ expires_at: env.DATABASE_URL.startsWith('postgres') ? past : past.toISOString() })
      .where('identifier', 'like', `%${email}%`)
      .execute();
    expect((await signIn(email, code)).status).toBe(400);
  });

  it('sends at most 3 codes to one address in 15 minutes, with a clear message', async () => {
    const email = 'flood@example.org';
    for (let i = 0; i < 3; i++) expect((await sendCode(email)).status).toBe(200);
    const refused = await sendCode(email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' });
  });
});

describe("API clients on Node's own fetch (no Origin; Sec-Fetch-Mode: cors), against the API on a loopback port", () => {
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

  async function receivedCode(email: string, before: number): Promise<string> {
    for (let count = before + 1; ; count++) {
      const mail = (await sink.waitFor(count)).slice(before).find((m) => JSON.stringify(m.to).includes(email));
      if (mail) return /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    }
  }

  it('ask for a code, sign in with it and call the student API with the bearer token; a cookie-carrying request still needs our Origin', async () => {
    const email = 'node.client@example.org';
    const before = sink.messages.length;
    const sent = await post('/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const code = await receivedCode(email, before);

    const signedIn = await post('/auth/sign-in/email-otp', { email, otp: code });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    const token = signedIn.headers.get('set-auth-token')!;
    expect(token).toBeTruthy();
    const me = await fetch(`${base}/users/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ email });

    // The session cookie is what a forged cross-site request would ride on: without our own Origin
    // (none, or another site's) better-auth refuses it, before any work is done.
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/student\.session_token=/);
    for (const origin of [undefined, 'https://evil.example']) {
      const headers = { cookie, ...(origin ? { origin } : {}) };
      const codeAgain = await post('/auth/email-otp/send-verification-otp', { email: 'victim@example.org', type: 'sign-in' }, headers);
      expect(codeAgain.status, `code request, origin ${origin}`).toBe(403);
      expect(await codeAgain.json()).toMatchObject({ success: false, code: origin ? 'INVALID_ORIGIN' : 'MISSING_OR_NULL_ORIGIN' });
      const signOut = await post('/auth/sign-out', {}, headers);
      expect(signOut.status, `sign-out, origin ${origin}`).toBe(403);
    }
    expect(sink.messages.filter((m) => JSON.stringify(m.to).includes('victim@example.org'))).toEqual([]);
    expect((await fetch(`${base}/users/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    // With our own Origin the same cookie signs out, and the token is dead.
    expect((await post('/auth/sign-out', {}, { cookie, origin: env.APP_URL })).status).toBe(200);
    expect((await fetch(`${base}/users/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});

// A college lab or a mobile carrier's NAT puts many students behind one client address: with the
// default configuration they all sign in, while guessing stays limited per address and per code
// (docs/decisions/017-rate-limits-for-shared-addresses.md).
describe('many students behind one client address (default limits)', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  beforeEach(() => {
    envForThisTest({ TRUST_PROXY: 'true' });
  });

  it('30 students from one address each get a code and sign in within 15 minutes, some after a typo', async () => {
    const lab = from('203.0.113.50');
    for (let seat = 1; seat <= 30; seat++) {
      const email = `lab.seat${seat}@example.org`;
      const code = await codeFor(email, lab);
      if (seat % 5 === 0) expect((await signIn(email, otherCode(code), lab)).status, `typo at seat ${seat}`).toBe(400);
      const answer = await signIn(email, code, lab);
      expect(answer.status, `seat ${seat}`).toBe(200);
      expect(answer.headers.get('set-auth-token')).toBeTruthy();
    }
    expect(
      Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('email', 'like', 'lab.seat%')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(30);
  });

  it('still refuses a 4th code for one e-mail address and a 6th try on one code', async () => {
    const lab = from('203.0.113.51');
    for (let i = 0; i < 3; i++) expect((await sendCode('shared.target@example.org', lab)).status).toBe(200);
    const fourth = await sendCode('shared.target@example.org', from('198.51.100.9')); // from anywhere: the limit is the address's
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ success: false, message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' });

    const email = 'shared.guess@example.org';
    const code = await codeFor(email, lab);
    for (let i = 0; i < SIGN_IN_CODE_ATTEMPTS; i++) expect((await signIn(email, otherCode(code), lab)).status).toBe(400);
    expect((await signIn(email, code, lab)).status).toBe(403);
  });

  it(
    'a flood from one address is cut at STUDENT_SIGN_IN_RATE_LIMIT ' + `(${env.STUDENT_SIGN_IN_RATE_LIMIT}) requests in 15 minutes; other addresses go on`,
    async () => {
      const flood = from('203.0.113.66');
      for (let i = 0; i < env.STUDENT_SIGN_IN_RATE_LIMIT; i++) expect((await signIn(`guess${i}@example.org`, '123456', flood)).status).toBe(400);
      const refused = await signIn('one.more@example.org', '123456', flood);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' });
      expect((await sendCode('victim@example.org', flood)).status).toBe(429);
      const code = await codeFor('elsewhere@example.org', from('198.51.100.10'));
      expect((await signIn('elsewhere@example.org', code, from('198.51.100.10'))).status).toBe(200);
    },
  );
});

describe('the auth surface', () => {
  it('exposes only what the portal uses: no password sign-up, no self-service profile or e-mail change', async () => {
    const { headers } = await signedInStudent();
    for (const [path, body] of [
      ['/auth/sign-up/email', { email: 'x@example.org', password: 'long-enough-pass', name: 'X' }],
      ['/auth/update-user', { name: 'Someone else', image: 'https://evil.example/x.png' }],
      ['/auth/change-email', { newEmail: 'taken@example.org' }],
      ['/auth/delete-user', {}],
    ] as const) {
      const answer = await postJson(path, body, headers);
      expect(answer.status, path).toBe(404);
    }
  });
});

describe('students and staff are separate identities', () => {
  it('a student token gets 403 on staff calls; no token gets 401; a staff token still works', async () => {
    const { headers } = await signedInStudent();
    for (const path of ['/admin/admin', '/admin/list-courses', '/admin/getallcontactus']) {
      const asStudent = await call(path, { headers });
      expect(asStudent.status, path).toBe(403);
      expect((await asStudent.json()).success).toBe(false);
      expect((await call(path)).status, path).toBe(401);
    }
    const { token } = await signedInAdmin();
    expect((await call('/admin/admin', { headers: { token } })).status).toBe(200);
  });

  it("a student's session cookie opens no dashboard page: the page sends to the admin login", async () => {
    const email = 'not.staff@example.org';
    const answer = await signIn(email, await codeFor(email));
    const cookie = /student\.session_token=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')![0];
    // The cookie is a working student session, and still no staff one.
    expect(await (await call('/auth/get-session', { headers: { cookie } })).json()).toMatchObject({ user: { email } });
    const { loader } = await import('~/routes/dashboard/manage-courses');
    const thrown = await loader({
      request: new Request(`${env.APP_URL}/dashboard/manage-courses`, { headers: { cookie } }),
      params: {},
      context: {},
    } as never).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/?admin-login=1&next=%2Fdashboard%2Fmanage-courses');
  });

  it('an administrator token is not a student session', async () => {
    const { token } = await signedInAdmin();
    const session = await call('/auth/get-session', { headers: { authorization: `Bearer ${token}` } });
    expect(await session.json()).toBeNull();
  });
});
