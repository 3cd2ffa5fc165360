import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { signedInAdmin } from '../tests/admin-session';
import { signedInStudent } from '../tests/student-session';
import { limitPagePosts } from './page-post-limits';

// The page posts' limits in front of a stand-in for the pages (server/app.ts mounts them the same
// way before React Router, which vitest cannot load). The stand-in never reads the body: what was
// read, the limit read.
const app = new Hono();
app.use('*', limitPagePosts);
app.all('*', (c) => c.text('reached the page'));

const MEGABYTE = 1024 * 1024;
const TOO_MUCH = 'That is more than this form accepts. Choose smaller files and try again.';

/** `megabytes` of form body in 1 MB pieces without a Content-Length; `pulled` counts the pieces the server asked for. */
async function postChunked(path: string, megabytes: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled <= megabytes) controller.enqueue(new Uint8Array(MEGABYTE));
      else controller.close();
    },
  });
  const res = await app.request(path, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', ...headers },
  } as RequestInit);
  return { res, pulled };
}

describe('a page post of undeclared length (chunked)', () => {
  it.each(['/user-profile', '/applications.data', '/dashboard/enroll-student', '/dashboard/change-user-profile/abc', '/dashboard/add-course'])(
    'to %s without a session gets only the small limit: refused after its first piece',
    async (path) => {
      const { res, pulled } = await postChunked(path, 50);
      expect(res.status).toBe(413);
      expect(await res.text()).toBe(TOO_MUCH);
      expect(pulled).toBeLessThanOrEqual(3); // not the 50 pieces a large limit would buffer
    },
  );

  it("from a staff session: the admission form's 40 MB are read, no more", async () => {
    const { token } = await signedInAdmin();
    const { res, pulled } = await postChunked('/dashboard/enroll-student', 50, { cookie: `${ADMIN_SESSION_COOKIE}=${token}` });
    expect(res.status).toBe(413);
    expect(pulled).toBeGreaterThan(40);
  });

  it('from a staff session: a 5 MB upload reaches the page', async () => {
    const { token } = await signedInAdmin();
    const { res } = await postChunked('/dashboard/add-course', 5, { cookie: `${ADMIN_SESSION_COOKIE}=${token}` });
    expect(res.status).toBe(200);
  });

  it("from a student's session: a 5 MB admission form reaches the page; a staff page still gets the small limit", async () => {
    const student = await signedInStudent();
    expect((await postChunked('/user-profile', 5, student.headers)).res.status).toBe(200);
    expect((await postChunked('/dashboard/add-course', 5, student.headers)).res.status).toBe(413);
  });

  it("to the first administrator's setup (no session yet, no files): the small limit", async () => {
    expect((await postChunked('/dashboard/setup/some-token', 1)).res.status).toBe(413);
  });
});

/** A body of `megabytes` with its Content-Length, as a browser sends a form. */
const postDeclared = (path: string, megabytes: number) =>
  app.request(path, {
    method: 'POST',
    body: new Uint8Array(megabytes * MEGABYTE),
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(megabytes * MEGABYTE) },
  });

describe('a page post of declared length', () => {
  it('is checked from its header, nothing read: without a session it reaches the page, whose action sends the visitor to sign in', async () => {
    const res = await postDeclared('/dashboard/add-course', 5);
    expect(res.status).toBe(200);
  });

  it('over the limit of its page is refused from the header', async () => {
    const res = await postDeclared('/user-profile', 41);
    expect(res.status).toBe(413);
  });
});
