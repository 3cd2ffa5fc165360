import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { env } from '~/utils/env.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { API_BODY_LIMIT } from '~/utils/body-limits';
import { expectFailure, form, send, svgImage } from '../../../tests/admin-api-requests';
import { makeImageBytes } from '../../../tests/factories';
import { api } from '../api';

// GET and PUT /api/admin/site-settings through the real Hono app on a real database.
let token = '';
let adminId = '';
beforeAll(async () => {
  const session = await signedInAdmin({ name: 'Settings Admin' });
  token = session.token;
  adminId = session.admin.id;
});

type Settings = Record<string, string | null>;
const readSettings = async () => {
  const res = await send('/admin/site-settings', { token });
  expect(res.status).toBe(200);
  return (await res.json()).settings as Settings;
};
const put = (init: { json?: unknown; form?: FormData; token?: string }) => send('/admin/site-settings', { method: 'PUT', token, ...init });
const audits = () => db.selectFrom('audit_log').selectAll().where('entity', '=', 'site-settings').execute();
const stored = () => db.selectFrom('site_settings').selectAll().execute();
/** The texts as GET answers them, ready to send back. */
const texts = (settings: Settings) =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => !key.endsWith('Image') && key !== 'updatedAt')) as Record<string, string>;

describe('every site-settings call needs an administrator', () => {
  it.each(['GET', 'PUT'])('%s without a token or with a wrong one is 401, and changes nothing', async (method) => {
    await expectFailure(await api.request('/admin/site-settings', { method }), 401);
    await expectFailure(await api.request('/admin/site-settings', { method, headers: { token: 'not-a-session' } }), 401);
    expect(await stored()).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});

describe('GET /admin/site-settings', () => {
  it("answers the environment's values before anything is saved, in the field names PUT takes", async () => {
    const settings = await readSettings();
    expect(settings).toMatchObject({
      address: env.INSTITUTE_ADDRESS,
      phone1: env.INSTITUTE_PHONE_1,
      phone2: env.INSTITUTE_PHONE_2,
      email: env.INSTITUTE_EMAIL,
      whatsappNumber: env.WHATSAPP_NUMBER,
      slide1Title: 'Welcome to the institute',
      slide1Image: null,
      aboutBannerImage: null,
      updatedAt: null,
    });
  });
});

describe('PUT /admin/site-settings', () => {
  it('refuses invalid fields with 400 and the reasons, and stores nothing', async () => {
    const settings = await readSettings();
    const res = await put({ json: { ...texts(settings), phone1: '12345', email: 'nobody', slide2Title: '' } });
    const body = await expectFailure(res, 400);
    expect(body.message).toContain('Phone 1: enter 10 to 15 digits');
    expect(body.message).toContain('Enter a valid e-mail address.');
    expect(body.message).toContain('Slide 2 title is required.');
    expect(await stored()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('refuses a body that is neither JSON nor a form (415) and an SVG picture (415), storing nothing', async () => {
    const res = await api.request('/admin/site-settings', { method: 'PUT', headers: { token, 'Content-Type': 'text/plain' }, body: 'phone1=1' });
    await expectFailure(res, 415, /as JSON/);
    const settings = await readSettings();
    await expectFailure(await put({ form: form({ ...texts(settings), slide1Image: svgImage() }) }), 415, /JPEG, PNG, WebP or GIF/);
    expect(await stored()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('saves texts as JSON, audited as the signed-in administrator', async () => {
    const settings = await readSettings();
    const res = await put({ json: { ...texts(settings), phone2: '+91 98220 55555', slide3Title: 'Forty years of care' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Site settings saved.', settings: { phone2: '+91 98220 55555', slide3Title: 'Forty years of care' } });
    expect(body.settings.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [entry] = await audits();
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: adminId, action: 'site-settings.update' });
    expect(JSON.parse(entry!.after!)).toMatchObject({ phones: [env.INSTITUTE_PHONE_1, '+91 98220 55555'] });
  });

  it('saves a new slide picture from a multipart form (over the 64 KB of JSON bodies); later saves keep it', async () => {
    const settings = await readSettings();
    const photo = { bytes: await makeImageBytes({ hue: 40, width: 1600, height: 900 }), name: 'slide.png', type: 'image/png' };
    expect(photo.bytes.byteLength).toBeGreaterThan(API_BODY_LIMIT);
    const res = await put({ form: form({ ...texts(settings), slide1Image: photo }) });
    expect(res.status).toBe(200);
    const { settings: saved } = await res.json();
    expect(saved.slide1Image).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/1600\.webp$/);
    expect(saved.slide2Image).toBeNull();

    await put({ json: { ...texts(saved), aboutBannerAlt: 'Our skills lab' } });
    expect(await readSettings()).toMatchObject({ slide1Image: saved.slide1Image, aboutBannerAlt: 'Our skills lab', phone2: '+91 98220 55555' });
    expect(await audits()).toHaveLength(3);
  });
});
