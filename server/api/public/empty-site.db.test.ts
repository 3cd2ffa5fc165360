import { describe, expect, it } from 'vitest';
import { api } from '../api';

// A freshly installed site before staff add anything: the public lists answer empty, not errors.
describe('the public API of an empty site', () => {
  const read = async (path: string) => {
    const res = await api.request(path);
    expect(res.status, path).toBe(200);
    return res.json();
  };

  it('answers empty lists of courses, news and events', async () => {
    expect(await read('/courses')).toMatchObject({ success: true, courses: [] });
    expect(await read('/news-and-events/news')).toEqual({ news: [] });
    expect(await read('/news-and-events/events')).toEqual({ events: [] });
  });
});
