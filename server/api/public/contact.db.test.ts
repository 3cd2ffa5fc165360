import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { env } from '~/utils/env.server';
import { envForThisTest } from '../../../tests/env-for-test';
import { api } from '../api';

// POST /api/users/contactus: a stored row on success; on any bad input a clear 4xx and no row.
const valid = { name: 'Asha Patil', email: 'asha@example.org', phone: '+91 98765 43210', message: 'When does the next batch start?' };
const post = (body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  api.request('/users/contactus', { method: 'POST', body, headers });
const postJson = (value: unknown, headers: Record<string, string> = {}) => post(JSON.stringify(value), { 'Content-Type': 'application/json', ...headers });
const countRows = async () =>
  Number(
    (
      await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function expectRefused(res: Response, status: number, message: string | RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await countRows()).toBe(0);
}

beforeEach(async () => {
  await db.deleteFrom('contact_messages').execute();
  await db.deleteFrom('rate_limits').execute();
});

describe('POST /api/users/contactus', () => {
  it('stores the message and answers {success, message}', async () => {
    const res = await postJson({ ...valid, name: '  Asha Patil  ' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: true, message: 'Message sent successfully' });
    const rows = await db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, name: 'Asha Patil' }); // trimmed
  });

  it('accepts a JSON Content-Type with a charset', async () => {
    expect((await post(JSON.stringify(valid), { 'Content-Type': 'application/json; charset=UTF-8' })).status).toBe(201);
    expect(await countRows()).toBe(1);
  });

  it('ignores unknown fields instead of storing them', async () => {
    const res = await postJson({ ...valid, id: 'chosen-id', created_at: 1, isAdmin: true });
    expect(res.status).toBe(201);
    const row = await db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row.id).not.toBe('chosen-id');
    expect(Number(row.created_at)).toBeGreaterThan(1);
  });

  it.each([
    ['name', 'Name is required.'],
    ['email', 'E-mail is required.'],
    ['phone', 'Phone is required.'],
    ['message', 'Message is required.'],
  ] as const)('refuses a message without %s', async (field, message) => {
    const { [field]: _omitted, ...rest } = valid;
    await expectRefused(await postJson(rest), 400, message);
  });

  it.each([
    ['name', 'Name is required.'],
    ['email', 'E-mail is required.'],
    ['phone', 'Phone is required.'],
    ['message', 'Message is required.'],
  ] as const)('refuses a blank or whitespace-only %s', async (field, message) => {
    await expectRefused(await postJson({ ...valid, [field]: '' }), 400, message);
    await expectRefused(await postJson({ ...valid, [field]: ' \t\n ' }), 400, message);
  });

  it('lists every problem of an empty object in one human message', async () => {
    await expectRefused(await postJson({}), 400, 'Name is required. E-mail is required. Phone is required. Message is required.');
  });

  it.each(['not-an-email', 'a@b', 'asha@@example.org', '<script>@x.org'])('refuses the e-mail %j', async (email) => {
    await expectRefused(await postJson({ ...valid, email }), 400, 'Enter a valid e-mail address.');
  });

  it.each(['12', 'call me', '98765-43210-98765-43210', '+91 98765 4321x'])('refuses the phone %j', async (phone) => {
    await expectRefused(await postJson({ ...valid, phone }), 400, 'Enter a valid phone number.');
  });

  it('refuses fields of the wrong type', async () => {
    await expectRefused(await postJson({ ...valid, name: 42 }), 400, 'Name is required.');
    await expectRefused(await postJson({ ...valid, message: ['a'] }), 400, 'Message is required.');
  });

  it('refuses an over-long message with its limit', async () => {
    await expectRefused(await postJson({ ...valid, message: 'x'.repeat(5001) }), 400, 'Message is too long (5000 characters at most).');
  });

  it('refuses malformed JSON', async () => {
    await expectRefused(await post('{"name": "Asha",'), 400, 'The request body is not valid JSON.');
  });

  it.each([
    ['an array', [valid]],
    ['a string', 'hello'],
    ['null', null],
    ['a number', 5],
  ])('refuses %s as the body', async (_label, body) => {
    await expectRefused(await postJson(body), 400, 'Send name, email, phone and message as a JSON object.');
  });

  it('refuses text/plain and form data with 415 and says what to send', async () => {
    const expected = 'Send the request body as JSON (Content-Type: application/json).';
    await expectRefused(await post(JSON.stringify(valid), { 'Content-Type': 'text/plain' }), 415, expected);
    await expectRefused(await api.request('/users/contactus', { method: 'POST', body: new URLSearchParams(valid) }), 415, expected);
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    await expectRefused(await api.request('/users/contactus', { method: 'POST', body: form }), 415, expected);
  });

  it('refuses a body without a Content-Type', async () => {
    const res = await api.request('/users/contactus', { method: 'POST', body: new Blob([JSON.stringify(valid)]) });
    await expectRefused(res, 415, 'Send the request body as JSON (Content-Type: application/json).');
  });

  it('refuses a body over 64 KB with 413, with or without a Content-Length', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(70 * 1024) });
    await expectRefused(await post(big), 413, 'The request body is too large (64 KB at most).');
    const stream = new Blob([big]).stream();
    const res = await api.request('/users/contactus', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectRefused(res, 413, 'The request body is too large (64 KB at most).');
  });

  it('accepts a body just under 64 KB only if it is valid (the message limit applies)', async () => {
    const res = await postJson({ ...valid, message: 'x'.repeat(60 * 1024) });
    await expectRefused(res, 400, 'Message is too long (5000 characters at most).');
  });
});

describe('rate limit per client', () => {
  it(`accepts CONTACT_RATE_LIMIT (${env.CONTACT_RATE_LIMIT}) messages from one client, then 429, while another client is still accepted`, async () => {
    // Behind our own proxy the client address is the one the proxy appended to X-Forwarded-For
    // (server/api/client-key.ts); what the client wrote before it does not matter.
    envForThisTest({ TRUST_PROXY: 'true' });
    let spoof = 0;
    const from = (ip: string) => ({ 'X-Forwarded-For': `10.9.9.${spoof++}, ${ip}` });
    for (let i = 0; i < env.CONTACT_RATE_LIMIT; i++) expect((await postJson(valid, from('203.0.113.7'))).status).toBe(201);
    const limited = await postJson(valid, from('203.0.113.7'));
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body).toEqual({ success: false, message: expect.stringMatching(/several messages in a short time/) });
    expect(await countRows()).toBe(env.CONTACT_RATE_LIMIT); // the refused one was not stored
    expect((await postJson(valid, from('198.51.100.2'))).status).toBe(201);
  });

  it('accepts a class writing in from one lab (30 visitors behind one address) with the default configuration', async () => {
    envForThisTest({ TRUST_PROXY: 'true' });
    const lab = { 'X-Forwarded-For': '203.0.113.40' };
    for (let seat = 1; seat <= 30; seat++) {
      const answer = await postJson({ ...valid, name: `Student ${seat}`, email: `seat${seat}@example.org` }, lab);
      expect(answer.status, `seat ${seat}`).toBe(201);
    }
    expect(await countRows()).toBe(30);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, so a client cannot pick a fresh bucket', async () => {
    envForThisTest({ TRUST_PROXY: 'false' });
    for (let i = 0; i < env.CONTACT_RATE_LIMIT; i++) {
      expect((await postJson(valid, { 'X-Forwarded-For': `192.0.2.${i}` })).status).toBe(201);
    }
    expect((await postJson(valid, { 'X-Forwarded-For': '192.0.2.200' })).status).toBe(429);
  });

  it('does not count refused input against the client', async () => {
    for (let i = 0; i < env.CONTACT_RATE_LIMIT + 2; i++) expect((await postJson({ ...valid, email: 'bad' })).status).toBe(400);
    expect((await postJson(valid)).status).toBe(201);
  });
});
