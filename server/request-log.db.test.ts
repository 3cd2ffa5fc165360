import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../tests/admin-session';
import { envForThisTest } from '../tests/env-for-test';
import { signedInStudent } from '../tests/student-session';
import { api } from './api/api';
import { requestLog } from './request-log';

// One JSON line per request on stdout, with the request id echoed to the client (server/main.ts
// puts requestLog in front of everything).
const site = new Hono().use('*', requestLog).route('/api', api);

/** What the log writes from now on; `lines` waits for the turn of the event loop that writes it. */
function loggedLines(): { lines: () => Promise<Array<Record<string, unknown>>> } {
  const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return {
    lines: async () => {
      await new Promise(setImmediate);
      vi.restoreAllMocks();
      return written.mock.calls.flatMap(([chunk]) =>
        String(chunk)
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the request log', () => {
  it('writes one line per request: time, request id, method, path without query values, status, ms', async () => {
    envForThisTest({ LOG_FORMAT: 'json' });
    const log = loggedLines();
    const res = await site.request('/api/courses?search=Priya%20Sharma');
    const lines = await log.lines();
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), requestId, method: 'GET', path: '/api/courses?search=', status: 200, ms: expect.any(Number) },
    ]);
    expect(JSON.stringify(lines)).not.toContain('Priya');
  });

  it('keeps the X-Request-Id the proxy sent, and replaces one that is not an id', async () => {
    envForThisTest({ LOG_FORMAT: 'json' });
    const log = loggedLines();
    const kept = await site.request('/api/courses', { headers: { 'x-request-id': 'nginx-5f1c2a9e0b7d' } });
    const replaced = await site.request('/api/courses', { headers: { 'x-request-id': 'two words; <script>' } });
    const lines = await log.lines();
    expect(kept.headers.get('x-request-id')).toBe('nginx-5f1c2a9e0b7d');
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line.requestId)).toEqual(['nginx-5f1c2a9e0b7d', replaced.headers.get('x-request-id')]);
  });

  it('names the signed-in member of staff or student by id, and nobody for a refused token', async () => {
    envForThisTest({ LOG_FORMAT: 'json' });
    const { admin, token } = await signedInAdmin();
    const student = await signedInStudent();
    const log = loggedLines();
    await site.request('/api/admin/getallcontactus', { headers: { token } });
    await site.request('/api/users/my-data', { headers: student.headers });
    await site.request('/api/admin/getallcontactus', { headers: { token: 'not-a-session' } });
    const lines = await log.lines();
    const [staff, studentLine, refused] = lines;
    expect(staff).toMatchObject({ status: 200, staffId: admin.id });
    expect(studentLine).toMatchObject({ path: '/api/users/my-data', studentId: student.userId });
    expect(refused).toMatchObject({ status: 401 });
    expect(refused).not.toHaveProperty('staffId');
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
