import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_PER_CLIENT, REGISTER_PER_CLIENT } from '~/modules/admins/admin-limits.server';
import { ADMIN_SESSION_TTL_MS, hashToken } from '~/modules/admins/sessions.server';
import { env } from '~/utils/env.server';
import { envForThisTest } from '../../../tests/env-for-test';
import { makeImageBytes } from '../../../tests/factories';
import { signedInAdmin, TEST_ADMIN_PASSWORD } from '../../../tests/admin-session';
import { api } from '../api';

// Staff accounts through the HTTP API: sign-up, sign-in, the session (token header and cookie),
// logout. Every scrypt hash costs ~0.35 s.

const SECRET = 'access-secret-for-tests';
const PASSWORD = 'Ward-Round-Nagpur-7';
const origin = new URL(env.APP_URL).origin;

function registerForm(fields: Record<string, string | Blob | undefined> = {}) {
  const values: Record<string, string | Blob | undefined> = {
    name: 'Meera Deshpande',
    email: 'meera@example.org',
    password: PASSWORD,
    accessPassword: SECRET,
    ...fields,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, key === 'image' ? 'photo.png' : 'file');
    else form.append(key, value);
  }
  return form;
}
const register = (fields: Record<string, string | Blob | undefined> = {}) => api.request('/admin/register', { method: 'POST', body: registerForm(fields) });
const login = (body: unknown, headers: Record<string, string> = {}) =>
  api.request('/admin/login', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
const me = (headers: Record<string, string>) => api.request('/admin/admin', { headers });
const adminCount = async () =>
  Number(
    (
      await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const cookieOf = (res: Response) => res.headers.get('set-cookie') ?? '';
const sessionCookie = (res: Response) => cookieOf(res).match(/admin_session=([^;]+)/)?.[1];

async function expectFailure(res: Response, status: number, message: string | RegExp) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.success).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

beforeEach(async () => {
  envForThisTest({ ADMIN_SIGNUP_SECRET: SECRET });
  for (const table of ['rate_limits', 'audit_log', 'sessions', 'admin_otps', 'admins'] as const) await db.deleteFrom(table).execute();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/admin/register', () => {
  it('creates the administrator with a photo, signs them in and sets an HttpOnly SameSite=Lax cookie', async () => {
    const image = new Blob([await makeImageBytes({ width: 320, height: 200 })], { type: 'image/png' });
    const res = await register({ email: '  Meera@Example.ORG ', image });
    expect(res.status).toBe(201);
    const body = await res.json();
    // Sign-up with the shared access password gives ADMIN_SIGNUP_ROLE (default admissions), never owner.
    expect(body).toMatchObject({ success: true, admin: { name: 'Meera Deshpande', email: 'meera@example.org', role: 'admissions' } });
    expect(body.admin.image).toMatch(/^\/media\/images\/[0-9a-f-]+\/\d+\.webp$/);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = cookieOf(res);
    expect(sessionCookie(res)).toBe(body.token);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // APP_URL is http in tests

    const row = await db.selectFrom('admins').selectAll().where('email', '=', 'meera@example.org').executeTakeFirstOrThrow();
    // N is this run's (TEST_SCRYPT_LOG2N); password.test.ts pins production's 2^17.
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    expect(JSON.parse(row.image!).id).toBeTruthy();
    // Only the token's hash is stored.
    const session = await db.selectFrom('sessions').selectAll().where('subject_id', '=', row.id).executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(hashToken(body.token));
    expect(session.subject_type).toBe('admin');

    const who = await me({ token: body.token });
    expect(await who.json()).toEqual({ success: true, admin: body.admin, message: expect.any(String) });
  });

  it('accepts a sign-up without a photo', async () => {
    const res = await register({ email: 'nophoto@example.org' });
    expect(res.status).toBe(201);
    expect((await res.json()).admin.image).toBeNull();
  });

  it('reads a photo input left empty (a nameless empty part) as no photo', async () => {
    const form = registerForm({ email: 'emptyinput@example.org' });
    form.append('image', new File([], '', { type: 'application/octet-stream' }));
    const res = await api.request('/admin/register', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    expect((await res.json()).admin.image).toBeNull();
  });

  it('refuses a chosen photo file that is empty with 415, like every other upload', async () => {
    await expectFailure(await register({ image: new Blob([], { type: 'image/png' }) }), 415, /not an image/);
    expect(await adminCount()).toBe(0);
  });

  it('refuses a wrong admin access password', async () => {
    await expectFailure(await register({ accessPassword: 'not-the-secret-at-all' }), 403, 'Incorrect admin access password');
    expect(await adminCount()).toBe(0);
  });

  it('refuses every sign-up while ADMIN_SIGNUP_SECRET is unset', async () => {
    envForThisTest({ ADMIN_SIGNUP_SECRET: undefined });
    await expectFailure(await register({ accessPassword: SECRET }), 403, 'Staff sign-up is turned off. Ask an administrator to create your account.');
    await expectFailure(await register({ accessPassword: '' }), 400, /access password is required/i);
    expect(await adminCount()).toBe(0);
  });

  it.each([
    ['too short', 'Short-1', /at least 10 characters/],
    ['too long', 'x'.repeat(129), /at most 128 characters/],
    ['a common password', 'password123', /too common/],
    ['a common password in other case', 'PassWord123', /too common/],
    ['a common password of 10+ characters', 'qwertyuiop', /too common/],
  ])('refuses a password that is %s', async (_label, password, message) => {
    await expectFailure(await register({ password }), 400, message);
    expect(await adminCount()).toBe(0);
  });

  it('refuses a second account with the same e-mail (any case) with 409', async () => {
    expect((await register()).status).toBe(201);
    await expectFailure(await register({ email: 'MEERA@example.org', name: 'Someone Else' }), 409, /already exists/);
    expect(await adminCount()).toBe(1);
  });

  it.each(['name', 'email', 'password', 'accessPassword'])('refuses a form without %s', async (field) => {
    await expectFailure(await register({ [field]: undefined }), 400, /required|expected string/i);
    expect(await adminCount()).toBe(0);
  });

  it('refuses an invalid e-mail', async () => {
    await expectFailure(await register({ email: 'meera-at-example.org' }), 400, 'Enter a valid e-mail address.');
    expect(await adminCount()).toBe(0);
  });

  it('refuses a file that is not an image as the photo with 415', async () => {
    const image = new Blob(['this is plain text, not a picture'], { type: 'image/jpeg' });
    await expectFailure(await register({ image }), 415, /not an image/);
    expect(await adminCount()).toBe(0);
  });

  it('refuses a client over its sign-up limit with 429 before reading its upload', async () => {
    for (let i = 0; i < REGISTER_PER_CLIENT; i++)
      await expectFailure(await register({ accessPassword: `wrong-guess-number-${i}` }), 403, 'Incorrect admin access password');
    // An 11 MB form sent in 1 MB pieces without a Content-Length (as a chunked upload arrives):
    // the stream counts the pieces the server asks for. Reading the form would take all of them.
    const boundary = 'limit-first-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const pieces = 11;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1) controller.enqueue(head);
        else if (pulled <= pieces + 1) controller.enqueue(new Uint8Array(1024 * 1024));
        else {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
        }
      },
    });
    const res = await api.request('/admin/register', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(pulled).toBeLessThanOrEqual(2); // what the stream queues on its own; not the 13 pieces of the form
    await expectFailure(res, 429, 'Too many attempts. Please wait 15 minutes and try again.');
    expect(await adminCount()).toBe(0);
  });

  it('refuses a JSON body with 415 and a clear message', async () => {
    const res = await api.request('/admin/register', { method: 'POST', body: JSON.stringify({ name: 'x' }), headers: { 'Content-Type': 'application/json' } });
    await expectFailure(res, 415, /multipart\/form-data/);
  });
});

describe('POST /api/admin/login', () => {
  it('signs in with the right password (e-mail in any case) and gives a new token each time', async () => {
    const { admin } = await signedInAdmin({ email: 'ravi@example.org', name: 'Ravi Kulkarni' });
    const first = await login({ email: ' RAVI@example.org', password: TEST_ADMIN_PASSWORD });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      admin: { name: 'Ravi Kulkarni', email: 'ravi@example.org', image: null, role: 'owner' },
      token: expect.any(String),
    });
    expect(sessionCookie(first)).toBe(body.token);
    const second = await (await login({ email: 'ravi@example.org', password: TEST_ADMIN_PASSWORD })).json();
    expect(second.token).not.toBe(body.token);
    // Both sessions work until they end.
    expect((await me({ token: body.token })).status).toBe(200);
    expect((await me({ token: second.token })).status).toBe(200);

    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'admin.sign-in').execute();
    expect(audit.map((row) => row.actor_id)).toEqual([admin.id, admin.id]);
  });

  it('answers a wrong password and an unknown e-mail the same way, and audits both without the password', async () => {
    await signedInAdmin({ email: 'ravi2@example.org' });
    const wrong = await login({ email: 'ravi2@example.org', password: 'Wrong-Guess-Attempt-1' });
    const unknown = await login({ email: 'nobody@example.org', password: 'Wrong-Guess-Attempt-2' });
    await expectFailure(wrong, 401, 'Invalid e-mail or password.');
    await expectFailure(unknown, 401, 'Invalid e-mail or password.');
    expect(cookieOf(wrong)).toBe('');
    const failed = await db.selectFrom('audit_log').selectAll().where('action', '=', 'admin.sign-in-failed').execute();
    expect(failed).toHaveLength(2);
    const everything = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain('Wrong-Guess-Attempt');
    expect(everything).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('refuses missing or invalid fields with 400', async () => {
    await expectFailure(await login({ email: 'ravi@example.org' }), 400, /expected string|required/i);
    await expectFailure(await login({ email: 'not-an-email', password: 'whatever-12345' }), 400, 'Enter a valid e-mail address.');
  });

  // A shared office, a hospital network or a mobile carrier's NAT: many staff behind one address.
  it('lets 12 staff sign in from one shared address, some after a typo', async () => {
    envForThisTest({ TRUST_PROXY: 'true' });
    const office = { 'X-Forwarded-For': '203.0.113.20' };
    for (let desk = 1; desk <= 12; desk++) {
      const email = `desk${desk}@example.org`;
      await signedInAdmin({ email });
      if (desk % 5 === 0) await expectFailure(await login({ email, password: 'Wrong-Guess-Typo-1' }, office), 401, 'Invalid e-mail or password.');
      expect((await login({ email, password: TEST_ADMIN_PASSWORD }, office)).status, `desk ${desk}`).toBe(200);
    }
  }, 120_000); // ~14 scrypt hashes on a busy machine

  it(`cuts a flood from one client after LOGIN_PER_CLIENT (${LOGIN_PER_CLIENT}) requests in 15 minutes, whatever the accounts`, async () => {
    await signedInAdmin({ email: 'locked@example.org' });
    await signedInAdmin({ email: 'healthy@example.org' });
    envForThisTest({ TRUST_PROXY: 'true' });
    const flood = { 'X-Forwarded-For': '203.0.113.66' };
    // Five failures lock one account; further tries on it are refused before any hashing.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++)
      await expectFailure(await login({ email: 'locked@example.org', password: `Wrong-Guess-${i}-xx` }, flood), 401, 'Invalid e-mail or password.');
    for (let i = LOGIN_FAILURES_PER_ACCOUNT; i < LOGIN_PER_CLIENT - 1; i++)
      expect((await login({ email: 'locked@example.org', password: 'Wrong-Guess-Again' }, flood)).status).toBe(429);
    expect((await login({ email: 'healthy@example.org', password: TEST_ADMIN_PASSWORD }, flood)).status).toBe(200); // request number LOGIN_PER_CLIENT
    await expectFailure(
      await login({ email: 'healthy@example.org', password: TEST_ADMIN_PASSWORD }, flood),
      429,
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    expect((await login({ email: 'healthy@example.org', password: TEST_ADMIN_PASSWORD }, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(200);
  }, 120_000);

  it('limits failures per account: after 5 wrong passwords even the right one waits, from any client', async () => {
    await signedInAdmin({ email: 'target@example.org' });
    envForThisTest({ TRUST_PROXY: 'true' });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 5; i++)
      await expectFailure(
        await login({ email: 'target@example.org', password: `Wrong-Guess-${i}-xx` }, from(`203.0.113.${i}`)),
        401,
        'Invalid e-mail or password.',
      );
    await expectFailure(await login({ email: 'Target@example.org', password: TEST_ADMIN_PASSWORD }, from('198.51.100.7')), 429, /Too many attempts/);
    // Another account is not affected.
    await signedInAdmin({ email: 'colleague@example.org' });
    expect((await login({ email: 'colleague@example.org', password: TEST_ADMIN_PASSWORD }, from('198.51.100.7'))).status).toBe(200);
  });

  it('a successful sign-in clears the failure count of the account', async () => {
    await signedInAdmin({ email: 'forgetful@example.org' });
    for (let i = 0; i < 4; i++) await login({ email: 'forgetful@example.org', password: `Wrong-Guess-${i}-xx` });
    expect((await login({ email: 'forgetful@example.org', password: TEST_ADMIN_PASSWORD })).status).toBe(200);
    await db.deleteFrom('rate_limits').where('key', 'like', 'admin-login:%').execute(); // the per-client count
    for (let i = 0; i < 4; i++) await login({ email: 'forgetful@example.org', password: `Wrong-Guess-${i}-yy` });
    expect((await login({ email: 'forgetful@example.org', password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  });
});

describe('the admin session', () => {
  it('works from the token header and from the cookie for reads', async () => {
    const { admin, token } = await signedInAdmin({ email: 'reader@example.org', name: 'Reader' });
    expect(await (await me({ token })).json()).toMatchObject({ success: true, admin: { name: 'Reader', email: admin.email } });
    expect(await (await me({ Cookie: `admin_session=${token}` })).json()).toMatchObject({ success: true, admin: { email: 'reader@example.org' } });
  });

  it('answers 401 without a token, with a garbage token and with an expired one', async () => {
    const { token } = await signedInAdmin();
    for (const headers of [{}, { token: 'garbage' }, { token: 'x'.repeat(5000) }, { Cookie: 'admin_session=garbage' }] as Array<Record<string, string>>) {
      await expectFailure(await me(headers), 401, 'Please log in as an administrator.');
    }
    await expectFailure(await api.request('/admin/logout', { method: 'POST' }), 401, 'Please log in as an administrator.');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ADMIN_SESSION_TTL_MS + 1000);
    await expectFailure(await me({ token }), 401, 'Please log in as an administrator.');
  });

  it('refuses cookie-authenticated writes without our own Origin (403) and accepts them with it', async () => {
    const { token } = await signedInAdmin();
    const logout = (headers: Record<string, string>) => api.request('/admin/logout', { method: 'POST', headers });
    await expectFailure(await logout({ Cookie: `admin_session=${token}` }), 403, /our own site/);
    await expectFailure(await logout({ Cookie: `admin_session=${token}`, Origin: 'https://evil.example' }), 403, /our own site/);
    expect((await me({ token })).status).toBe(200); // nothing happened
    const res = await logout({ Cookie: `admin_session=${token}`, Origin: origin });
    expect(res.status).toBe(200);
    expect((await me({ token })).status).toBe(401);
  });

  it('logout ends the session on the server, clears the cookie and is audited; other sessions stay', async () => {
    const { admin, token } = await signedInAdmin({ email: 'leaving@example.org' });
    const other = (await (await login({ email: 'leaving@example.org', password: TEST_ADMIN_PASSWORD })).json()).token;
    const res = await api.request('/admin/logout', { method: 'POST', headers: { token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Logged out.' });
    expect(cookieOf(res)).toMatch(/admin_session=;.*Max-Age=0/);
    await expectFailure(await me({ token }), 401, 'Please log in as an administrator.');
    expect((await me({ token: other })).status).toBe(200);
    const rows = await db.selectFrom('audit_log').selectAll().where('action', '=', 'admin.sign-out').execute();
    expect(rows.map((row) => row.actor_id)).toEqual([admin.id]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('OpenAPI', () => {
  it('documents every staff authentication call with its failures', async () => {
    const doc = await (await api.request('/openapi.json')).json();
    for (const path of ['/admin/register', '/admin/login', '/admin/send-otp', '/admin/verify-otp', '/admin/logout']) expect(doc.paths[path].post).toBeDefined();
    expect(doc.paths['/admin/admin'].get.responses['401']).toBeDefined();
    const register = doc.paths['/admin/register'].post;
    expect(Object.keys(register.responses).sort()).toEqual(['201', '400', '403', '409', '413', '415', '429']);
    const form = register.requestBody.content['multipart/form-data'].schema;
    const resolved = form.$ref ? doc.components.schemas[form.$ref.split('/').at(-1)] : form;
    expect(resolved.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(resolved.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'accessPassword']));
  });
});
