import { expect, test } from '@playwright/test';
import { ACCESS_PASSWORD, STRONG_PASSWORD, uniqueEmail } from '../dashboard/dashboard-helpers';
import { type ExtraSite, startExtraSite } from '../extra-site';
import { waitForMail } from '../mailbox';

// What may be shared (docs/decisions/009-anonymous-response-cache.md): the anonymous cache keeps
// only answers marked `Cache-Control: public`, and every page read with a session goes out
// `private, no-store`. Each suite starts a site of its own: the development outbox needs a site
// without SMTP, the session cookies of https need an https APP_URL (reached over http on loopback,
// as behind a TLS-terminating proxy), and a cache hit needs a site no other suite writes to.
test.describe.configure({ mode: 'serial' });

const get = (site: ExtraSite, path: string, headers: Record<string, string> = {}) => fetch(site.url + path, { headers, redirect: 'manual' });

test.describe('a local site with the development outbox', () => {
  let site: ExtraSite;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startExtraSite({ slot: 0, outbox: true });
  });
  test.afterAll(async () => site?.stop());

  test('a remote request for /dev/mail right after the operator opened it gets 404, not the outbox', async () => {
    const port = new URL(site.url).port;
    const email = uniqueEmail('outbox.student');
    const sent = await fetch(`${site.url}/api/auth/email-otp/send-verification-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email, type: 'sign-in' }),
    });
    expect(sent.status, await sent.text()).toBe(200);
    // The operator, on this machine, opens the outbox until the code has arrived.
    let outbox = '';
    await expect
      .poll(async () => {
        const local = await get(site, '/dev/mail');
        outbox = local.status === 200 ? await local.text() : '';
        return outbox.includes(email);
      })
      .toBe(true);
    const code = /\b(\d{6})\b/.exec(outbox.slice(outbox.indexOf(email)))?.[1];
    expect(code).toBeTruthy();
    // Right after, a visitor from elsewhere (through a proxy on this machine) asks for the same URL.
    const remote = await get(site, '/dev/mail', { 'x-forwarded-for': '203.0.113.9' });
    const body = await remote.text();
    expect(remote.status).toBe(404);
    expect(body).not.toContain(email);
    expect(body).not.toContain(code!);
  });

  test('public pages and public JSON are kept and answered again (Age); personal, private and failed answers never', async () => {
    const { courses } = (await (await get(site, '/api/courses')).json()) as { courses: Array<{ _id: string }> };
    const { news } = (await (await get(site, '/api/news-and-events/news')).json()) as { news: Array<{ _id: string }> };
    const pages = [
      '/',
      '/about',
      '/courses',
      '/courses?q=medical',
      `/apply-course/${courses[0]!._id}`,
      '/news',
      `/news/${news[0]!._id}`,
      '/contact',
      '/policies',
    ];
    const publicJson = ['/api/courses', '/api/news-and-events/events', `/api/news-and-events/news/${news[0]!._id}`];
    const expected = (path: string) =>
      publicJson.includes(path) ? 'public, max-age=60' : path.startsWith('/api/') ? 'public, max-age=300' : 'public, max-age=0, must-revalidate';
    for (const path of [...pages, ...publicJson, '/api/openapi.json', '/api/docs']) {
      const first = await get(site, path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe(expected(path));
      // Nothing writes to this site: the next request within the cache's 5 s is a hit.
      await expect.poll(async () => (await get(site, path)).headers.get('age'), { message: path }).not.toBeNull();
    }
    // Failures are never kept, whatever they say (an unknown course's page says what the route says).
    const failures = ['/no-such-page', '/apply-course/no-such-course', '/api/no-such-endpoint', '/api/news-and-events/news/no-such-item'];
    // Nothing personal or local says it may be shared.
    const unshared = [
      '/dev/mail',
      '/user-profile',
      '/applications',
      '/dashboard',
      '/dashboard/view-applications',
      '/api/auth/get-session',
      '/api/users/user',
      '/api/admin/admin',
      '/api/users/my-data',
    ];
    for (const path of [...failures, ...unshared]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const res = await get(site, path);
        expect(res.headers.get('age'), path).toBeNull();
        if (unshared.includes(path)) expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/public/);
      }
    }
  });
});

test.describe('a site on https', () => {
  const appUrl = 'https://institute.test';
  let site: ExtraSite;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startExtraSite({ slot: 1, appUrl });
  });
  test.afterAll(async () => site?.stop());

  const post = (path: string, body: unknown) =>
    fetch(site.url + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: appUrl }, body: JSON.stringify(body) });

  test('a signed-in student’s pages answer private, no-store, with the __Secure- cookie and with a bearer token', async () => {
    const email = uniqueEmail('https.student');
    expect((await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
    const mail = await waitForMail(email, 'sign-in code', site.url);
    const signedIn = await post('/api/auth/sign-in/email-otp', { email, otp: /\b(\d{6})\b/.exec(mail.text)![1] });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    // The cookie better-auth really sets on https.
    const setCookie = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('__Secure-student.session_token='));
    expect(setCookie).toMatch(/;\s*Secure/i);
    const cookie = setCookie!.split(';')[0]!;
    const token = signedIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();

    for (const credentials of [{ cookie }, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      for (const path of ['/user-profile', '/applications', '/courses', '/']) {
        const res = await get(site, path, credentials);
        expect(res.status, `${path} ${Object.keys(credentials)[0]}`).toBe(200);
        expect(res.headers.get('cache-control'), `${path} ${Object.keys(credentials)[0]}`).toBe('private, no-store');
        expect(await res.text()).toContain(email.split('@')[0]); // rendered for this student ('Hi …')
      }
    }
  });

  test('a signed-in administrator’s pages answer private, no-store', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Https Staff',
      email: uniqueEmail('https.staff'),
      password: STRONG_PASSWORD,
      accessPassword: ACCESS_PASSWORD,
    }))
      form.set(name, value);
    const registered = await fetch(`${site.url}/api/admin/register`, { method: 'POST', headers: { origin: appUrl }, body: form });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const setCookie = registered.headers.getSetCookie().find((c) => /^(__Secure-|__Host-)?admin_session=/.test(c));
    expect(setCookie).toMatch(/;\s*Secure/i);
    const cookie = setCookie!.split(';')[0]!;
    for (const path of ['/dashboard/manage-courses', '/dashboard/view-applications', '/dashboard/audit-log', '/dashboard/erasure-requests']) {
      const res = await get(site, path, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(await res.text()).toContain('Https Staff');
    }
  });
});
