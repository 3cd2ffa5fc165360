import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { createEvent } from '~/modules/events/events.server';
import { createCourseWithImages, createNewsWithImages, demoCourses, makeStoredImage } from '../../../tests/factories';
import { media } from '../../media';
import { api } from '../api';
import { insertStudentWithApplication } from '../../../tests/enrolment';

// The public reads of spec §7, through the real Hono app on a real database.
const day = 24 * 60 * 60 * 1000;
const expectJson = (res: Response) => expect(res.headers.get('content-type')).toMatch(/^application\/json/);

async function expectServedWebp(url: string) {
  expect(url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/\d+\.webp$/);
  const res = await media.request(url.replace(/^\/media/, ''));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

describe('GET /api/courses', () => {
  let visibleId: string;
  let paiseId: string;
  let hiddenId: string;
  beforeAll(async () => {
    const base = Date.UTC(2026, 0, 10);
    visibleId = await createCourseWithImages(db, { ...demoCourses[0]!, createdAt: base }, 170, 'small');
    hiddenId = await createCourseWithImages(db, { ...demoCourses[1]!, visible: false, createdAt: base + day }, 170, 'small');
    paiseId = await createCourse({
      course: { title: 'First Aid Basics', description: '<p>Short course.</p>', fees: 1234.5, eligibility: null, images: [], createdAt: base + 2 * day },
    });
    await createCourse({ course: { title: 'No Fee Yet', description: '<p>x</p>', images: [], createdAt: base + 3 * day } });
    // An applicant for the visible course, so the count is real.
    await insertStudentWithApplication(db, { student: { id: 'u1', email: 'asha@example.org' }, courseId: visibleId, id: 'a1' });
  });

  it('answers {success, courses, message} with the fields of spec §3', async () => {
    const res = await api.request('/courses');
    expect(res.status).toBe(200);
    expectJson(res);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['courses', 'message', 'success']);
    expect(body.success).toBe(true);
    expect(body.message).toEqual(expect.any(String));
    const first = body.courses[0];
    expect(first).toMatchObject({
      _id: visibleId,
      title: 'Patient Care Assistant',
      eligibility: '12th',
      fees: 35000,
      date: '2026-01-10T00:00:00.000Z',
      applicants: 1,
    });
    expect(first.description).toContain('<li>Vital signs and first aid</li>');
    expect(first.excerpt.length).toBeLessThanOrEqual(151);
    expect(first.excerpt).not.toMatch(/[<>]/);
  });

  it('never lists a hidden course', async () => {
    const body = await (await api.request('/courses')).json();
    const ids = body.courses.map((course: { _id: string }) => course._id);
    expect(ids).not.toContain(hiddenId);
    expect(body.courses.map((course: { title: string }) => course.title)).toEqual(['Patient Care Assistant', 'First Aid Basics', 'No Fee Yet']);
  });

  it('speaks rupees: integer paise become 1234.5, and a course without fees has null', async () => {
    const body = await (await api.request('/courses')).json();
    expect(body.courses.find((c: { _id: string }) => c._id === paiseId)).toMatchObject({ fees: 1234.5, eligibility: null, images: [] });
    expect(body.courses.find((c: { title: string }) => c.title === 'No Fee Yet')).toMatchObject({ fees: null, eligibility: 'HSC' });
    const row = await db.selectFrom('courses').select('fees_paise').where('id', '=', paiseId).executeTakeFirstOrThrow();
    expect(Number(row.fees_paise)).toBe(123450);
  });

  it('gives image URLs that serve WebP through the media route', async () => {
    const body = await (await api.request('/courses')).json();
    expect(body.courses[0].images).toHaveLength(2);
    for (const url of body.courses[0].images) await expectServedWebp(url);
  });

  it('may be cached briefly by browsers and proxies', async () => {
    const res = await api.request('/courses');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('news and events', () => {
  const now = Date.UTC(2026, 5, 1);
  let newest: string;
  let oldest: string;
  beforeAll(async () => {
    oldest = await createNewsWithImages(db, { title: 'Old news', description: '<p>Old</p>', date: now - 30 * day }, 200, 'small');
    newest = await createNewsWithImages(db, { title: 'Fresh news', description: '<p>Fresh <strong>today</strong></p>', date: now }, 220, 'small');
    await createNewsWithImages(db, { title: 'Middle news', description: '<p>Mid</p>', date: now - 10 * day }, 240, 'small');
    await createEvent({ event: { title: 'Health camp', image: await makeStoredImage({ width: 320, height: 240 }), createdAt: now - day } });
    await createEvent({ event: { title: null, image: null, createdAt: now } });
  });

  it('GET /news lists {news} newest date first, dates in milliseconds', async () => {
    const res = await api.request('/news-and-events/news');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['news']);
    expect(body.news.map((item: { title: string }) => item.title)).toEqual(['Fresh news', 'Middle news', 'Old news']);
    expect(body.news[0]).toEqual({
      _id: newest,
      title: 'Fresh news',
      description: '<p>Fresh <strong>today</strong></p>',
      date: now,
      images: expect.any(Array),
    });
    expect(typeof body.news[2].date).toBe('number');
    expect(body.news[0].images).toHaveLength(2);
    await expectServedWebp(body.news[0].images[1]);
  });

  it('GET /events lists {events} with a title (or null) and an image URL (or null)', async () => {
    const res = await api.request('/news-and-events/events');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['events']);
    expect(body.events).toHaveLength(2);
    expect(body.events[0]).toEqual({ _id: expect.any(String), title: null, image: null });
    expect(body.events[1]).toMatchObject({ title: 'Health camp' });
    await expectServedWebp(body.events[1].image);
  });

  it('GET /news/{id} answers {newsItem}', async () => {
    const res = await api.request(`/news-and-events/news/${oldest}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['newsItem']);
    expect(body.newsItem).toMatchObject({ _id: oldest, title: 'Old news', date: now - 30 * day });
  });

  it.each([
    ['an unknown id', '0190f3a1-7b2c-7d4e-8f00-123456789abc'],
    ['a malformed id', 'not-an-id'],
    ['a very long id', 'a'.repeat(5000)],
    ['an SQL-looking id', "1' or '1'='1"],
    ['an encoded slash', '..%2F..%2Fetc%2Fpasswd'],
  ])('GET /news/{id} with %s is 404 News not found', async (_label, id) => {
    const res = await api.request(`/news-and-events/news/${id}`);
    expect(res.status).toBe(404);
    expectJson(res);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: false, message: 'News not found' });
  });
});
