import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { newId } from '~/utils/ids';
import { signedInAdmin } from '../../../tests/admin-session';
import { api } from '../api';
import { expectFailure, send } from '../../../tests/admin-api-requests';

// The contact inbox and the audit log, through the real Hono app on a real database.
let token = '';
let adminId = '';
beforeAll(async () => {
  const session = await signedInAdmin({ name: 'Inbox Admin' });
  token = session.token;
  adminId = session.admin.id;
});

const unknownId = '01900000-0000-7000-8000-000000000000';

async function addMessage(name: string, createdAt: number, message = `Hello from ${name}`) {
  const id = newId(createdAt);
  await db
    .insertInto('contact_messages')
    .values({ id, name, email: `${name.toLowerCase()}@example.org`, phone: '9876543210', message, created_at: createdAt })
    .execute();
  return id;
}

describe('contact inbox', () => {
  const base = Date.UTC(2026, 4, 1);
  let asha = '';
  beforeAll(async () => {
    asha = await addMessage('Asha', base, '<img src=x onerror=alert(1)> I want to join');
    await addMessage('Ravi', base + 1000);
    // Through the public call too, as a visitor sends it.
    const sent = await api.request('/users/contactus', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Meena', email: 'meena@example.org', phone: '9876543211', message: 'Fees?' }),
    });
    expect(sent.status).toBe(201);
  });

  it.each([
    ['GET', '/admin/getallcontactus'],
    ['DELETE', `/admin/deletecontactus/${unknownId}`],
    ['GET', '/admin/audit-log'],
  ])('%s %s without a valid token is 401', async (method, path) => {
    await expectFailure(await api.request(path, { method }), 401);
    await expectFailure(await api.request(path, { method, headers: { token: 'nope' } }), 401);
  });

  it('lists messages newest first, as plain text', async () => {
    const res = await send('/admin/getallcontactus', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ success: true, total: 3, page: 1, pageCount: 1 });
    expect(body.messages.map((m: { name: string }) => m.name)).toEqual(['Meena', 'Ravi', 'Asha']);
    expect(body.messages[2]).toEqual({
      _id: asha,
      name: 'Asha',
      email: 'asha@example.org',
      phone: '9876543210',
      message: '<img src=x onerror=alert(1)> I want to join', // stored and returned verbatim: the dashboard shows it as text
      date: new Date(base).toISOString(),
    });
  });

  it('pages on the server', async () => {
    const body = await (await send('/admin/getallcontactus?page=2&pageSize=2', { token })).json();
    expect(body).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(body.messages.map((m: { name: string }) => m.name)).toEqual(['Asha']);
    await expectFailure(await send('/admin/getallcontactus?pageSize=0', { token }), 400);
    await expectFailure(await send('/admin/getallcontactus?page=abc', { token }), 400);
  });

  it('deletes a message, audited, and answers 404 for unknown ids', async () => {
    const id = await addMessage('Temp', base + 5000);
    const res = await send(`/admin/deletecontactus/${id}`, { token, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Message deleted' });
    const names = (await (await send('/admin/getallcontactus', { token })).json()).messages.map((m: { name: string }) => m.name);
    expect(names).not.toContain('Temp');
    const entry = await db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: adminId, action: 'contact-message.delete', after: null });
    await expectFailure(await send(`/admin/deletecontactus/${id}`, { token, method: 'DELETE' }), 404, 'Message not found');
    await expectFailure(await send('/admin/deletecontactus/nope', { token, method: 'DELETE' }), 404, 'Message not found');
  });
});

describe('GET /admin/audit-log', () => {
  it('pages staff writes newest first, with the administrator named and before/after as objects', async () => {
    // Distinct timestamps, a second apart: the clock is set, not waited for.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [index, title] of ['Audit one', 'Audit two', 'Audit three'].entries()) {
        vi.setSystemTime(start + index * 1_000);
        const body = new FormData();
        body.append('title', title);
        expect((await api.request('/admin/post-course', { method: 'POST', headers: { token }, body })).status).toBe(201);
      }
    } finally {
      vi.useRealTimers();
    }
    const res = await send('/admin/audit-log?page=1&pageSize=2', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.page).toBe(1);
    expect(body.pageCount).toBe(Math.ceil(body.total / 2));
    expect(body.entries).toHaveLength(2);
    expect(body.entries.map((e: { after: { title: string } }) => e.after.title)).toEqual(['Audit three', 'Audit two']);
    expect(body.entries[0]).toMatchObject({
      _id: expect.any(String),
      actorType: 'admin',
      actorId: adminId,
      actorName: 'Inbox Admin',
      action: 'course.create',
      entity: 'course',
      entityId: expect.any(String),
      before: null,
      date: expect.any(String),
    });
    const second = await (await send('/admin/audit-log?page=2&pageSize=2', { token })).json();
    expect(second.entries[0].after?.title).toBe('Audit one');
    await expectFailure(await send('/admin/audit-log?pageSize=1000', { token }), 400);
  });
});
