import { beforeEach, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createSetupToken, SETUP_FINISHED_MESSAGE, SETUP_LINK_INVALID_MESSAGE } from '~/modules/admins/first-admin-setup.server';
import { action, headers, loader, meta } from './setup';

// The setup page's server side (/dashboard/setup/:token), called as React Router calls it: the
// browser suite (first-admin-setup.spec.ts) walks the form itself on a public site.

const PASSWORD = 'Civil-Lines-Clinic-9';
type Answer = { data: { message?: string; refused?: boolean; refusal?: { title: string; message: string } | null }; init: { status: number } | null };

const load = async (token: string) => (await loader({ params: { token } } as Parameters<typeof loader>[0])) as unknown as Answer;
const post = async (token: string, fields: Record<string, string>) =>
  (await action({
    params: { token },
    request: new Request(`https://institute.example.org/dashboard/setup/${token}`, { method: 'POST', body: new URLSearchParams(fields) }),
  } as Parameters<typeof action>[0])) as unknown as Answer | Response;
const admins = () => db.selectFrom('admins').select('email').execute();

beforeEach(async () => {
  await db.deleteFrom('sessions').execute();
  await db.deleteFrom('admins').execute();
  await db.deleteFrom('admin_setup_tokens').execute();
});

it('answers an open link 200, a made-up one 404 and a used one 403, saying why; a replayed form creates nothing', async () => {
  const token = (await createSetupToken())!;
  expect(await load(token)).toMatchObject({ data: { refusal: null }, init: { status: 200 } });
  expect(await load('A'.repeat(43))).toMatchObject({
    data: { refusal: { title: 'This setup link is not valid', message: SETUP_LINK_INVALID_MESSAGE } },
    init: { status: 404 },
  });
  expect(SETUP_LINK_INVALID_MESSAGE).toContain('npm run admin:create');

  const form = { name: 'Dr. Kavita Rao', email: 'principal@example.org', password: PASSWORD, confirmPassword: PASSWORD };
  const created = await post(token, form);
  expect(created).toBeInstanceOf(Response);
  expect((created as Response).headers.get('location')).toBe('/dashboard');
  expect((created as Response).headers.get('set-cookie')).toMatch(/^admin_session=/);

  expect(await load(token)).toMatchObject({ data: { refusal: { title: 'Setup is finished', message: SETUP_FINISHED_MESSAGE } }, init: { status: 403 } });
  const replay = await post(token, { ...form, name: 'Intruder', email: 'intruder@example.org' });
  expect(replay).toMatchObject({ data: { message: SETUP_FINISHED_MESSAGE, refused: true }, init: { status: 403 } });
  expect(await admins()).toEqual([{ email: 'principal@example.org' }]);
});

it('is never kept by a browser or a proxy, nor indexed', () => {
  expect(headers({} as Parameters<typeof headers>[0])).toEqual({ 'Cache-Control': 'no-store' });
  expect(meta({} as Parameters<typeof meta>[0])).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
});
