import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { signedInAdmin } from '../../../tests/admin-session';
import payloads from '../../../tests/fixtures/xss-payloads.json';
import { api } from '../api';
import { expectFailure, form, pixelBomb, send, sixMegabytes, smallPng, svgImage, textAsJpeg } from '../../../tests/admin-api-requests';

// News and events of the dashboard, through the real Hono app on a real database.
let token = '';
let adminId = '';
beforeAll(async () => {
  const session = await signedInAdmin({ name: 'News Admin' });
  token = session.token;
  adminId = session.admin.id;
});

const unknownId = '01900000-0000-7000-8000-000000000000';
const day = 86_400_000;
const count = async (table: 'news' | 'events' | 'audit_log') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditOf = (entityId: string) => db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute();
const postNews = async (fields: Parameters<typeof form>[0]) => send('/admin/post-news', { token, form: form(fields) });
const postEvent = async (fields: Parameters<typeof form>[0]) => send('/admin/post-event', { token, form: form(fields) });
const adminNews = async () => (await (await send('/admin/news', { token })).json()).news as Array<Record<string, unknown>>;
const publicNews = async () => (await (await api.request('/news-and-events/news')).json()).news as Array<Record<string, unknown>>;

describe('every news and event call needs an administrator', () => {
  it.each([
    ['POST', '/admin/post-news'],
    ['GET', '/admin/news'],
    ['POST', '/admin/update-news'],
    ['DELETE', `/admin/news/${unknownId}`],
    ['POST', '/admin/post-event'],
    ['GET', '/admin/events'],
    ['DELETE', `/admin/events/${unknownId}`],
    ['POST', '/admin/update-event'],
  ])('%s %s without a valid token is 401', async (method, path) => {
    await expectFailure(await api.request(path, { method }), 401);
    await expectFailure(await api.request(path, { method, headers: { token: 'nope' } }), 401);
  });
});

describe('POST /admin/post-news', () => {
  it('adds news with two images and a date given as digits, audited, shown on the public news list and detail', async () => {
    const date = Date.UTC(2026, 3, 10);
    const res = await postNews({
      title: ' Placement drive ',
      description: '<p>42 <strong>placed</strong><script>x()</script></p>',
      date: String(date),
      images: [await smallPng(30), await smallPng(60)],
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: 'News added successfully!', _id: expect.any(String) });
    const expected = { _id: body._id, title: 'Placement drive', description: '<p>42 <strong>placed</strong></p>', date };
    expect((await adminNews()).find((n) => n._id === body._id)).toMatchObject(expected);
    expect((await publicNews()).find((n) => n._id === body._id)).toMatchObject(expected);
    const detail = await (await api.request(`/news-and-events/news/${body._id}`)).json();
    expect(detail.newsItem).toMatchObject(expected);
    expect(detail.newsItem.images).toHaveLength(2);
    const [entry] = await auditOf(body._id);
    expect(entry).toMatchObject({ actor_id: adminId, action: 'news.create', entity: 'news', before: null });
    expect(JSON.parse(entry!.after!)).toMatchObject({ title: 'Placement drive', date, images: [expect.any(String), expect.any(String)] });
  });

  it('accepts a date as a JSON-style number string and no images', async () => {
    const res = await postNews({ title: 'No pictures', date: String(Date.UTC(2026, 0, 1)) });
    expect(res.status).toBe(201);
  });

  it.each([
    ['no title', { date: '1767225600000' }, 'News title is required.'],
    ['no date', { title: 'T' }, 'Choose a date for the news item.'],
    ['a blank date', { title: 'T', date: '' }, 'Choose a date for the news item.'],
    ['a text date', { title: 'T', date: 'tomorrow' }, 'The date must be a timestamp in milliseconds.'],
    ['a date in seconds', { title: 'T', date: '1767225600' }, 'The date must be a timestamp in milliseconds.'],
  ])('refuses %s with 400 and stores nothing', async (_label, fields, message) => {
    const before = await count('news');
    await expectFailure(await postNews(fields), 400, message);
    expect(await count('news')).toBe(before);
  });

  it.each([
    ['an SVG', svgImage, 415],
    ['a text file named .jpg', textAsJpeg, 415],
    ['a 6 MB image', sixMegabytes, 413],
    ['a 50000×50000 PNG', pixelBomb, 413],
  ])('refuses %s, storing no news and no audit entry', async (_label, make, status) => {
    const [news, audits] = [await count('news'), await count('audit_log')];
    await expectFailure(await postNews({ title: 'Half?', date: '1767225600000', images: [await smallPng(), await make()] }), status);
    expect(await count('news')).toBe(news);
    expect(await count('audit_log')).toBe(audits);
  });

  it('refuses three images', async () => {
    const png = await smallPng();
    await expectFailure(await postNews({ title: 'T', date: '1767225600000', images: [png, png, png] }), 400, 'Choose at most two images.');
  });

  it('renders the stored XSS corpus inert in the admin and public lists', async () => {
    const ids: string[] = [];
    for (const [index, { html }] of payloads.entries()) {
      ids.push((await (await postNews({ title: `XSS ${index}`, description: html, date: String(Date.UTC(2025, 0, 1) + index) })).json())._id);
    }
    const lists = [await adminNews(), await publicNews()];
    for (const [index, { html }] of payloads.entries()) {
      for (const list of lists) {
        const item = list.find((n) => n._id === ids[index]);
        expect(item!.description).toBe(sanitizeRichText(html));
        expect(item!.description).not.toMatch(/<(script|style|iframe|svg|noscript)\b|\son\w+\s*=|javascript:/i);
      }
    }
  });
});

describe('news list, edit and delete', () => {
  it('lists all news newest date first', async () => {
    const base = Date.UTC(2031, 0, 1);
    const older = (await (await postNews({ title: 'Older', date: String(base) })).json())._id;
    const newer = (await (await postNews({ title: 'Newer', date: String(base + day) })).json())._id;
    const res = await send('/admin/news', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.news.slice(0, 2).map((n: { _id: string }) => n._id)).toEqual([newer, older]);
    const dates = body.news.map((n: { date: number }) => n.date);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('edits by JSON and by multipart, audited with before and after', async () => {
    const { _id: id } = await (await postNews({ title: 'Draft', description: '<p>old</p>', date: '1767225600000', images: [await smallPng()] })).json();
    const res = await send('/admin/update-news', {
      token,
      json: { id, title: 'Final', description: '<p>new<iframe srcdoc="x"></iframe></p>', date: 1767312000000 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'News updated successfully!',
      newsItem: { _id: id, title: 'Final', description: '<p>new</p>', date: 1767312000000 },
    });
    const multipart = await send('/admin/update-news', { token, form: form({ id, images: [await smallPng(90), await smallPng(120)] }) });
    expect(multipart.status).toBe(200);
    expect((await multipart.json()).newsItem).toMatchObject({ title: 'Final', images: [expect.any(String), expect.any(String)] });
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['news.create', 'news.update', 'news.update']);
    expect(JSON.parse(entries[1]!.before!)).toMatchObject({ title: 'Draft', description: '<p>old</p>' });
    expect(JSON.parse(entries[1]!.after!)).toMatchObject({ title: 'Final', date: 1767312000000 });
  });

  it('refuses bad edits and unknown ids, changing nothing', async () => {
    const { _id: id } = await (await postNews({ title: 'Keep', date: '1767225600000' })).json();
    await expectFailure(await send('/admin/update-news', { token, json: { id, title: ' ' } }), 400, 'News title is required.');
    await expectFailure(await send('/admin/update-news', { token, json: { id, date: 'soon' } }), 400, 'The date must be a timestamp in milliseconds.');
    await expectFailure(await send('/admin/update-news', { token, form: form({ id, title: 'X', images: [textAsJpeg()] }) }), 415);
    await expectFailure(await send('/admin/update-news', { token, json: { id: unknownId, title: 'x' } }), 404, 'News not found');
    expect((await adminNews()).find((n) => n._id === id)).toMatchObject({ title: 'Keep' });
  });

  it('deletes news (gone from the public site too) and answers 404 afterwards', async () => {
    const { _id: id } = await (await postNews({ title: 'Bye', date: '1767225600000' })).json();
    const res = await send(`/admin/news/${id}`, { token, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'News deleted successfully' });
    expect((await publicNews()).map((n) => n._id)).not.toContain(id);
    expect((await api.request(`/news-and-events/news/${id}`)).status).toBe(404);
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'news.delete', after: null });
    await expectFailure(await send(`/admin/news/${id}`, { token, method: 'DELETE' }), 404, 'News not found');
    await expectFailure(await send('/admin/news/not-an-id', { token, method: 'DELETE' }), 404, 'News not found');
  });
});

describe('events', () => {
  it('post-event stores an optional title and one image, audited, listed for staff and the public', async () => {
    const res = await postEvent({ title: ' Sports week ', image: await smallPng(15) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: 'Event added successfully!', _id: expect.any(String) });
    const untitled = await postEvent({ title: '', image: await smallPng(45) });
    expect(untitled.status).toBe(201);
    const untitledId = (await untitled.json())._id;
    const list = await (await send('/admin/events', { token })).json();
    expect(list.success).toBe(true);
    expect(list.events[0]).toMatchObject({ _id: untitledId, title: null, image: expect.stringMatching(/^\/media\/images\//) });
    expect(list.events[1]).toMatchObject({ _id: body._id, title: 'Sports week', date: expect.any(String) });
    const published = (await (await api.request('/news-and-events/events')).json()).events;
    expect(published.map((e: { _id: string }) => e._id)).toContain(body._id);
    const [entry] = await auditOf(body._id);
    expect(entry).toMatchObject({ action: 'event.create', entity: 'event', actor_id: adminId });
    expect(JSON.parse(entry!.after!)).toEqual({ title: 'Sports week', image: expect.any(String) });
  });

  it.each([
    ['no image', { title: 'T' }, 400, 'Choose an image for the event.'],
    ['two images', 'two', 400, 'Choose one image for the event.'],
    ['an SVG', 'svg', 415, 'Images must be JPEG, PNG, WebP or GIF.'],
    ['a text file named .jpg', 'text', 415, 'That file is not an image we can read.'],
    ['a 50000×50000 PNG', 'bomb', 413, 'That image has too many pixels.'],
    ['a 6 MB image', 'big', 413, 'Images can be at most 5 MB.'],
  ])('refuses %s, storing nothing', async (_label, kind, status, message) => {
    const before = await count('events');
    const image =
      kind === 'two'
        ? [await smallPng(), await smallPng()]
        : kind === 'svg'
          ? svgImage()
          : kind === 'text'
            ? textAsJpeg()
            : kind === 'bomb'
              ? await pixelBomb()
              : kind === 'big'
                ? await sixMegabytes()
                : undefined;
    const fields = typeof kind === 'string' ? { title: 'T', image } : kind;
    await expectFailure(await postEvent(fields), status, message);
    expect(await count('events')).toBe(before);
  });

  it('refuses a title over 200 characters', async () => {
    await expectFailure(await postEvent({ title: 'x'.repeat(201), image: await smallPng() }), 400, 'Event title is too long (200 characters at most).');
  });

  it('deletes an event, audited, and answers 404 for an unknown one', async () => {
    const { _id: id } = await (await postEvent({ title: 'Gone soon', image: await smallPng() })).json();
    const res = await send(`/admin/events/${id}`, { token, method: 'DELETE' });
    expect(await res.json()).toEqual({ success: true, message: 'Event deleted successfully' });
    expect((await (await send('/admin/events', { token })).json()).events.map((e: { _id: string }) => e._id)).not.toContain(id);
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'event.delete', after: null });
    await expectFailure(await send(`/admin/events/${id}`, { token, method: 'DELETE' }), 404, 'Event not found');
  });

  it('renames an event (or makes it untitled), audited, shown publicly; 404 for an unknown one', async () => {
    const { _id: id } = await (await postEvent({ title: 'Sports day', image: await smallPng() })).json();
    const res = await send('/admin/update-event', { token, json: { id, title: '  Annual sports day ' } });
    expect(await res.json()).toMatchObject({ success: true, message: 'Event updated successfully!', event: { _id: id, title: 'Annual sports day' } });
    const published = (await (await api.request('/news-and-events/events')).json()).events as Array<{ _id: string; title: string | null }>;
    expect(published.find((e) => e._id === id)?.title).toBe('Annual sports day');
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'event.update', actor_id: adminId });
    expect(JSON.parse((await auditOf(id)).at(-1)!.before!)).toMatchObject({ title: 'Sports day' });

    await send('/admin/update-event', { token, json: { id, title: '' } });
    expect((await (await send('/admin/events', { token })).json()).events.find((e: { _id: string }) => e._id === id).title).toBeNull();

    await expectFailure(await send('/admin/update-event', { token, json: { id: unknownId, title: 'x' } }), 404, 'Event not found');
    await expectFailure(
      await send('/admin/update-event', { token, json: { id, title: 'x'.repeat(201) } }),
      400,
      'Event title is too long (200 characters at most).',
    );
  });
});
