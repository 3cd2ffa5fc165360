import { describe, expect, it } from 'vitest';
import { createEvent, findEvents } from '~/modules/events/events.server';
import { AppError } from '~/utils/errors';
import { createNewsItem, findNews, getNewsItem } from './news.server';

// What the News & Events pages rely on.
describe('news', () => {
  it('lists news by date, newest first, and finds one by id with its sanitised description', async () => {
    const older = await createNewsItem({ item: { title: 'Older', description: '<p>a</p>', date: Date.UTC(2026, 0, 5), images: [] } });
    const newer = await createNewsItem({
      item: {
        title: 'Newer',
        description: '<p onclick="x()">b<script>alert(1)</script></p>',
        date: Date.UTC(2026, 5, 5),
        images: [],
      },
    });
    expect((await findNews()).map((n) => n.id)).toEqual([newer, older]);
    expect((await findNews({ limit: 1 })).map((n) => n.id)).toEqual([newer]);
    const item = await getNewsItem({ id: newer });
    expect(item).toMatchObject({ title: 'Newer', date: Date.UTC(2026, 5, 5), description: '<p>b</p>' });
  });

  it.each(['01900000-0000-7000-8000-000000000000', 'nope'])('an unknown id %s is NOT_FOUND "News not found"', async (id) => {
    const error = await getNewsItem({ id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'News not found' });
  });
});

describe('events', () => {
  it('lists events newest first; an event may have no title', async () => {
    await createEvent({ event: { title: 'Annual day', image: null, createdAt: 1_000 } });
    await createEvent({ event: { title: '  ', image: null, createdAt: 2_000 } });
    const events = await findEvents();
    expect(events.map((e) => e.title)).toEqual([null, 'Annual day']);
  });
});
