import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { env } from '~/utils/env.server';
import { makeImageBytes } from '../../tests/factories';
import { signedInAdmin } from '../../tests/admin-session';
import { signedInStudent } from '../../tests/student-session';
import { NOT_SIGNED_IN_MESSAGE, STUDENTS_NOT_ALLOWED_MESSAGE } from './admin/require-admin';
import { STUDENT_NOT_SIGNED_IN } from './users/require-student';
import { api } from './api';

// Uploads sent without a Content-Length (chunked) are read into memory by the body limit: a
// sender the route would refuse must be answered before any of it is read.

const MEGABYTE = 1024 * 1024;
const BOUNDARY = 'sender-first-boundary';

/**
 * A 50 MB multipart form (over every limit) in 1 MB pieces, made only as the server asks for them.
 * `pulled` counts the pieces asked for: reading the form, or buffering it, would take them all.
 */
function chunkedUpload() {
  const head = new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
  const stream = { pulled: 0, body: undefined as unknown as ReadableStream<Uint8Array> };
  stream.body = new ReadableStream<Uint8Array>({
    pull(controller) {
      stream.pulled += 1;
      if (stream.pulled === 1) controller.enqueue(head);
      else if (stream.pulled <= 51) controller.enqueue(new Uint8Array(MEGABYTE));
      else {
        controller.enqueue(new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      }
    },
  });
  return stream;
}

/** `path` is a POST route, or 'PUT /path'. */
async function sendChunked(route: string, headers: Record<string, string> = {}) {
  const [method, path] = route.includes(' ') ? route.split(' ') : ['POST', route];
  const upload = chunkedUpload();
  const res = await api.request(path!, {
    method,
    body: upload.body,
    duplex: 'half',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  } as RequestInit);
  return { res, pulled: upload.pulled };
}

async function expectRefusedUnread({ res, pulled }: { res: Response; pulled: number }, status: number, message: string) {
  expect(pulled).toBeLessThanOrEqual(2); // what a stream queues on its own; not the 52 pieces of the form
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ success: false, message });
}

const STAFF_UPLOADS = [
  '/admin/post-course',
  '/admin/update-course',
  '/admin/post-news',
  '/admin/update-news',
  '/admin/post-event',
  '/admin/create-user',
  'PUT /admin/site-settings',
];
const STUDENT_UPLOADS = ['/users/submit-admission', '/users/update-resume'];

beforeEach(async () => {
  await db.deleteFrom('sessions').execute();
  await db.deleteFrom('admins').execute();
});

describe('a chunked upload from a sender the route refuses', () => {
  it.each(STAFF_UPLOADS)('%s without a session: 401 before the body is read', async (path) => {
    await expectRefusedUnread(await sendChunked(path), 401, NOT_SIGNED_IN_MESSAGE);
  });

  it.each(STAFF_UPLOADS)('%s with an unknown token: 401 before the body is read', async (path) => {
    await expectRefusedUnread(await sendChunked(path, { token: 'not-a-session' }), 401, NOT_SIGNED_IN_MESSAGE);
  });

  it('a staff upload with a student session: 403 before the body is read', async () => {
    const student = await signedInStudent();
    await expectRefusedUnread(await sendChunked('/admin/post-course', student.headers), 403, STUDENTS_NOT_ALLOWED_MESSAGE);
  });

  it("a staff upload with the dashboard's cookie from another site: 403 before the body is read", async () => {
    const { token } = await signedInAdmin();
    const res = await sendChunked('/admin/post-news', { cookie: `${ADMIN_SESSION_COOKIE}=${token}`, origin: 'https://elsewhere.example' });
    await expectRefusedUnread(res, 403, 'This request did not come from our own site. Reload the page and try again.');
  });

  it.each(STUDENT_UPLOADS)('%s from our own pages without a session: 401 before the body is read', async (path) => {
    await expectRefusedUnread(await sendChunked(path, { origin: new URL(env.APP_URL).origin }), 401, STUDENT_NOT_SIGNED_IN);
  });

  it.each(STUDENT_UPLOADS)('%s with an unknown bearer token: 401 before the body is read', async (path) => {
    await expectRefusedUnread(await sendChunked(path, { authorization: 'Bearer not-a-session' }), 401, STUDENT_NOT_SIGNED_IN);
  });
});

describe('a chunked upload from a signed-in sender', () => {
  it('is read up to its limit: over 12 MB a staff upload is refused with 413', async () => {
    const { token } = await signedInAdmin();
    const { res, pulled } = await sendChunked('/admin/post-course', { token });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'The upload is too large (12 MB at most in one request).' });
    expect(pulled).toBeGreaterThan(12);
  });

  it('within its limit, reaches the route (the session checked once before the body and again by the route)', async () => {
    const { token } = await signedInAdmin();
    const form = new FormData();
    form.set('title', 'Chunked course');
    form.append('images', new File([await makeImageBytes()], 'card.png', { type: 'image/png' }));
    const encoded = new Response(form);
    const res = await api.request('/admin/post-course', {
      method: 'POST',
      body: encoded.body,
      duplex: 'half',
      headers: { token, 'Content-Type': encoded.headers.get('content-type')! },
    } as RequestInit);
    expect(res.status).toBe(201);
    const { _id } = (await res.json()) as { _id: string };
    expect(await db.selectFrom('courses').select('title').where('id', '=', _id).executeTakeFirst()).toEqual({ title: 'Chunked course' });
  });
});
