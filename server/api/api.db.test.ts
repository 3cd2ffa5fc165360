import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { media } from '../media';
import { securityHeaders } from '../security-headers';
import { seo } from '../seo';
import { api } from './api';

// The API mounted the way server/app.ts mounts it (that module imports the React Router build,
// which vitest cannot load): the site's catch-all must never answer an /api/* request.
const app = new Hono<{ Variables: { nonce: string } }>();
app.use(securityHeaders);
app.route('/api', api);
app.route('/media', media);
app.route('/', seo);
app.all('*', (c) => c.html('<!doctype html><title>Site</title>', 404));

async function expectJsonFailure(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ success: false, message });
}

describe('the API inside the whole app', () => {
  it('answers an unknown /api path with 404 JSON, not the site page', async () => {
    for (const path of ['/api/nope', '/api/courses/extra', '/api/', '/api/users/contactus/x']) {
      await expectJsonFailure(await app.request(path), 404, 'No such API endpoint.');
    }
  });

  it.each([
    ['POST', '/api/courses'],
    ['DELETE', '/api/news-and-events/news'],
    ['PUT', '/api/news-and-events/events'],
    ['GET', '/api/users/contactus'],
    ['PATCH', '/api/openapi.json'],
  ])('answers %s %s (a wrong method) with 404 JSON', async (method, path) => {
    await expectJsonFailure(await app.request(path, { method }), 404, 'No such API endpoint.');
  });

  it('leaves other paths to the site', async () => {
    const res = await app.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('still answers the real calls, with the security headers', async () => {
    const res = await app.request('/api/courses');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, courses: [] });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('an unexpected error', () => {
  it('is a 500 with a generic JSON message, no stack and no internals', async () => {
    // The table is taken away, and given back after: the worker's next files use this database.
    await sql`alter table news rename to news_taken_away`.execute(db);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await app.request('/api/news-and-events/news');
      expect(res.status).toBe(500);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
      expect(text).not.toMatch(/news|table|relation|sqlite|\.ts|at /i);
      expect(logged).toHaveBeenCalledTimes(1); // the operator still sees what happened
    } finally {
      logged.mockRestore();
      await sql`alter table news_taken_away rename to news`.execute(db);
    }
  });
});
