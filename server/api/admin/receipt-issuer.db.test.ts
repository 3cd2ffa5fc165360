import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { roleRefusal } from '~/modules/admins/staff-roles';
import { env } from '~/utils/env.server';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { signedInAdmin } from '../../../tests/admin-session';

// GET and PUT /api/admin/receipt-issuer through the real Hono app on a real database: the fee
// office's details printed on receipts, credit notes and fee statements (issue 'Money an
// accountant can sign off', point 8). The tests run in order on one database.
const tokens = { accounts: '', owner: '', content: '', admissions: '' };
let accountsId = '';
beforeAll(async () => {
  for (const role of ['accounts', 'owner', 'content', 'admissions'] as const) {
    const session = await signedInAdmin({ name: `Issuer ${role}`, role });
    tokens[role] = session.token;
    if (role === 'accounts') accountsId = session.admin.id;
  }
});

const read = async (token = tokens.accounts) => {
  const res = await send('/admin/receipt-issuer', { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).issuer as Record<string, string | null>;
};
const save = (json: unknown, token = tokens.accounts) => send('/admin/receipt-issuer', { method: 'PUT', token, json });
const stored = () => db.selectFrom('site_settings').select(['id', 'value']).where('id', '=', 'receipt-issuer').execute();
const audits = () => db.selectFrom('audit_log').selectAll().where('entity', '=', 'receipt-issuer').orderBy('created_at').execute();
const valid = {
  name: 'Nagpur Institute of Hospital Management Trust',
  address: 'Plot 7, Medical Square, Nagpur 440003',
  phone1: '+91 98220 11111',
  phone2: '',
  email: 'fees@institute.example.org',
  gstStatus: 'registered',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
};

describe('who may use it', () => {
  it.each(['content', 'admissions'] as const)('%s staff are refused (403, naming fees) reading and saving, and nothing is stored', async (role) => {
    expect(await expectFailure(await send('/admin/receipt-issuer', { token: tokens[role] }), 403)).toEqual({
      success: false,
      message: roleRefusal(role, 'fees'),
    });
    await expectFailure(await save(valid, tokens[role]), 403, roleRefusal(role, 'fees'));
    await expectFailure(await send('/admin/receipt-issuer', { method: 'PUT', json: valid }), 401);
    expect(await stored()).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});

describe('before anything is saved', () => {
  it("answers INSTITUTE_NAME and Site Settings' contact details, with nothing about tax", async () => {
    expect(await read()).toEqual({
      name: env.INSTITUTE_NAME,
      address: env.INSTITUTE_ADDRESS,
      phone1: env.INSTITUTE_PHONE_1,
      phone2: env.INSTITUTE_PHONE_2,
      email: env.INSTITUTE_EMAIL,
      gstStatus: 'not-shown',
      gstin: '',
      pan: '',
      updatedAt: null,
    });
  });

  it('follows Site Settings until the fee office saves its own', async () => {
    const content = await (await send('/admin/site-settings', { token: tokens.content })).json();
    const { updatedAt: _at, slide1Image: _1, slide2Image: _2, slide3Image: _3, aboutBannerImage: _b, ...texts } = content.settings;
    const changed = await send('/admin/site-settings', { method: 'PUT', token: tokens.content, json: { ...texts, address: '12 Civil Lines, Nagpur 440001' } });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await read(tokens.owner)).toMatchObject({ address: '12 Civil Lines, Nagpur 440001', updatedAt: null });
  });
});

describe('PUT /admin/receipt-issuer', () => {
  it.each([
    [{ gstin: '27AAPFU0939F1Z' }, 'GSTIN: enter the 15 characters, for example 27ABCDE1234F1Z5.'],
    [{ gstin: '27AAPFU0939F1AV' }, 'GSTIN: enter the 15 characters, for example 27ABCDE1234F1Z5.'],
    [{ gstin: '' }, "GSTIN is required when 'Registered' is chosen."],
    [{ gstStatus: 'exempt' }, "GSTIN is printed only for 'Registered': choose it, or leave the GSTIN blank."],
    [{ pan: 'AAPFU0939' }, 'PAN: enter the 10 characters, for example ABCDE1234F.'],
    [{ pan: 'ABCDE1234F' }, 'PAN: the GSTIN belongs to PAN AAPFU0939F; enter that one, or leave the PAN blank.'],
    [{ gstStatus: 'maybe' }, "GST: choose 'not-shown', 'registered' or 'exempt'."],
    [{ phone1: '12345' }, 'Phone 1: enter 10 to 15 digits, for example +91 98765 43210.'],
    [{ name: ' ' }, 'Name is required.'],
    [{ email: 'fees at institute' }, 'Enter a valid e-mail address.'],
  ])('refuses %j with 400 and the reason, storing nothing', async (change, message) => {
    await expectFailure(await save({ ...valid, ...change }), 400, message);
    expect(await stored()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('saves as accounts: the GSTIN and PAN upper case without spaces, one phone; audited with what changed', async () => {
    const res = await save({ ...valid, gstin: '27aapfu 0939f1zv', pan: 'aapfu0939f' });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Receipt issuer saved.', issuer: { ...valid, updatedAt: expect.stringMatching(/^\d{4}-/) } });
    expect(await read(tokens.owner)).toEqual(body.issuer);
    expect(JSON.parse((await stored())[0]!.value)).toEqual({
      name: valid.name,
      address: valid.address,
      phones: ['+91 98220 11111'],
      email: valid.email,
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      gstExempt: false,
    });
    const [entry] = await audits();
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: accountsId, action: 'receipt-issuer.update', entity_id: 'receipt-issuer' });
    expect(JSON.parse(entry!.before!)).toMatchObject({ name: env.INSTITUTE_NAME, gstin: null, pan: null });
    expect(Object.keys(JSON.parse(entry!.after!))).toEqual(['name', 'address', 'phones', 'email', 'gstin', 'pan']);
  });

  it("'GST exempt' is a choice of its own, without a GSTIN; the owner may save too", async () => {
    const res = await save({ ...valid, gstStatus: 'exempt', gstin: '', pan: '' }, tokens.owner);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await read()).toMatchObject({ gstStatus: 'exempt', gstin: '', pan: '' });
    const entries = await audits();
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[1]!.after!)).toEqual({ gstin: null, pan: null, gstExempt: true });
    expect(await stored()).toHaveLength(1);
  });
});
