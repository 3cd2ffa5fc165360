import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { deleteEvent } from '~/modules/events/delete-event.server';
import { createEvent, findEvents } from '~/modules/events/events.server';
import { AppError } from '~/utils/errors';
import { deleteNewsItem } from './delete-news-item.server';
import { createNewsItem, findNews, getNewsItem } from './news.server';
import { updateNewsItem } from './update-news-item.server';

// Staff writes to news and events, each with its audit entry in the same transaction.
const actor = { type: 'admin' as const, id: 'admin-1' };
const unknownId = '01900000-0000-7000-8000-000000000000';
const image = (id: string) => ({ id, width: 320, height: 200, widths: [320] });
const auditOf = (entityId: string) => db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute();

async function expectNotFound(promise: Promise<unknown>, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'NOT_FOUND', message });
}

describe('news', () => {
  it('creates, edits and deletes an item, auditing each write', async () => {
    const id = await createNewsItem({
      item: { title: ' Camp ', description: '<p>a<script>x()</script></p>', date: Date.UTC(2026, 1, 1), images: [image('n1')] },
      actor,
    });
    expect(await getNewsItem({ id })).toMatchObject({ title: 'Camp', description: '<p>a</p>' });
    const edited = await updateNewsItem({
      id,
      changes: { title: 'Health camp', date: Date.UTC(2026, 1, 2), description: '<a href="javascript:alert(1)">x</a>' },
      actor,
    });
    expect(edited).toMatchObject({ title: 'Health camp', date: Date.UTC(2026, 1, 2), description: '<a rel="noopener noreferrer nofollow">x</a>' });
    expect(edited.images.map((i) => i.id)).toEqual(['n1']);
    await deleteNewsItem({ id, actor });
    await expectNotFound(getNewsItem({ id }), 'News not found');
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.before === null, e.after === null])).toEqual([
      ['news.create', true, false],
      ['news.update', false, false],
      ['news.delete', false, true],
    ]);
    expect(JSON.parse(entries[1]!.before!)).toEqual({ title: 'Camp', description: '<p>a</p>', date: Date.UTC(2026, 1, 1), images: ['n1'] });
    expect(JSON.parse(entries[2]!.before!)).toMatchObject({ title: 'Health camp' });
  });

  it('refuses unknown ids without writing anything', async () => {
    const count = (await db.selectFrom('audit_log').select('id').execute()).length;
    await expectNotFound(updateNewsItem({ id: unknownId, changes: { title: 'x' }, actor }), 'News not found');
    await expectNotFound(deleteNewsItem({ id: 'nope', actor }), 'News not found');
    expect(await db.selectFrom('audit_log').select('id').execute()).toHaveLength(count);
  });

  it('rolls the edit back when its audit entry fails', async () => {
    const id = await createNewsItem({ item: { title: 'Stable', description: '', date: Date.UTC(2026, 1, 1), images: [] } });
    await expect(updateNewsItem({ id, changes: { title: 'Changed' }, actor: { type: undefined as never, id: 'x' } })).rejects.toThrow();
    expect((await findNews()).find((n) => n.id === id)?.title).toBe('Stable');
  });
});

describe('events', () => {
  it('creates and deletes an event, auditing both', async () => {
    const id = await createEvent({ event: { title: 'Sports week', image: image('e1') }, actor });
    expect((await findEvents()).map((e) => e.id)).toContain(id);
    await deleteEvent({ id, actor });
    expect((await findEvents()).map((e) => e.id)).not.toContain(id);
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['event.create', 'event.delete']);
    expect(JSON.parse(entries[0]!.after!)).toEqual({ title: 'Sports week', image: 'e1' });
    expect(JSON.parse(entries[1]!.before!)).toEqual({ title: 'Sports week', image: 'e1' });
  });

  it('refuses an unknown event', async () => {
    await expectNotFound(deleteEvent({ id: unknownId, actor }), 'Event not found');
  });
});
