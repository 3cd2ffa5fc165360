import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { deleteContactMessage } from './delete-contact-message.server';
import { findContactMessages } from './find-contact-messages.server';

// The staff inbox of contact messages: newest first, paged, deletion audited.
const actor = { type: 'admin' as const, id: 'admin-1' };

async function addMessage(name: string, createdAt: number) {
  const id = newId(createdAt);
  await db
    .insertInto('contact_messages')
    .values({ id, name, email: `${name.toLowerCase()}@example.org`, phone: '9876543210', message: `<b>Hi</b> from ${name}`, created_at: createdAt })
    .execute();
  return id;
}

describe('contact inbox', () => {
  it('lists messages newest first, one page at a time', async () => {
    const base = Date.UTC(2026, 2, 1);
    for (const [index, name] of ['Asha', 'Ravi', 'Meena'].entries()) await addMessage(name, base + index * 1000);
    const all = await findContactMessages();
    expect(all.messages.map((m) => m.name)).toEqual(['Meena', 'Ravi', 'Asha']);
    expect(all.messages[0]).toMatchObject({ email: 'meena@example.org', phone: '9876543210', message: '<b>Hi</b> from Meena', createdAt: base + 2000 });
    expect(await findContactMessages({ page: 2, pageSize: 2 })).toMatchObject({
      total: 3,
      page: 2,
      pageCount: 2,
      messages: [expect.objectContaining({ name: 'Asha' })],
    });
    expect((await findContactMessages({ page: 9, pageSize: 2 })).page).toBe(2);
  });

  it('deletes a message; the audit log keeps its id and a SHA-256 of its text, never the text or the sender', async () => {
    const id = await addMessage('Gone', Date.UTC(2026, 2, 5));
    await deleteContactMessage({ id, actor });
    expect((await findContactMessages()).messages.map((m) => m.id)).not.toContain(id);
    const entry = await db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'contact-message.delete', entity: 'contact-message', entity_id: id, actor_id: 'admin-1', after: null });
    expect(JSON.parse(entry.before!)).toEqual({ messageSha256: createHash('sha256').update('<b>Hi</b> from Gone').digest('hex') });
    for (const text of ['Hi', 'Gone', 'gone@example.org', '9876543210']) expect(JSON.stringify(entry)).not.toContain(text);
  });

  it.each(['01900000-0000-7000-8000-000000000000', 'nope'])('refuses the unknown id %s', async (id) => {
    const error = await deleteContactMessage({ id, actor }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Message not found' });
  });
});
