import { describe, expect, it } from 'vitest';
import { findAdminBySessionToken } from '~/modules/admins/sessions.server';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { signedInAdmin } from '../../tests/admin-session';
import { signedInStudent } from '../../tests/student-session';
import { answerScope, markPersonalAnswer } from './personal-answer.server';

// server/app.ts sends `private, no-store` for every answer whose scope was marked: the session
// readers themselves must mark it whenever a request presented credentials, valid or not.
describe('answers that read a session are personal', () => {
  it('a student session (bearer token, or the https cookie even when unknown) marks the answer', async () => {
    const student = await signedInStudent();
    const bearer = await answerScope(() => getStudentSession({ headers: new Headers(student.headers) }));
    expect(bearer.result?.userId).toBe(student.userId);
    expect(bearer.personal).toBe(true);
    expect(bearer.signedIn).toEqual({ studentId: student.userId }); // named in the request log
    const staleCookie = await answerScope(() => getStudentSession({ headers: new Headers({ cookie: '__Secure-student.session_token=not-a-session' }) }));
    expect(staleCookie).toEqual({ result: null, personal: true });
  });

  it('a staff session token marks the answer', async () => {
    const { admin, token } = await signedInAdmin();
    const read = await answerScope(() => findAdminBySessionToken({ token }));
    expect(read.result?.id).toBe(admin.id);
    expect(read.personal).toBe(true);
    expect(read.signedIn).toEqual({ staffId: admin.id });
  });

  it('an inner scope joins the one the request log opened around the app: one state, one request id', async () => {
    const { admin, token } = await signedInAdmin();
    const outer = await answerScope(async () => (await answerScope(() => findAdminBySessionToken({ token }))).personal, { requestId: 'req-1' });
    expect(outer).toMatchObject({ result: true, personal: true, signedIn: { staffId: admin.id }, requestId: 'req-1' });
  });

  it('a request without credentials stays shareable, and scopes running at once do not mix', async () => {
    const student = await signedInStudent();
    const [anonymous, signedIn, staffless] = await Promise.all([
      answerScope(() => getStudentSession({ headers: new Headers({ cookie: 'theme=dark' }) })),
      answerScope(() => getStudentSession({ headers: new Headers(student.headers) })),
      answerScope(() => findAdminBySessionToken({ token: undefined })),
    ]);
    expect(anonymous).toEqual({ result: null, personal: false });
    expect(signedIn.personal).toBe(true);
    expect(staffless).toEqual({ result: null, personal: false });
    expect(() => markPersonalAnswer()).not.toThrow(); // outside any scope (scripts): nothing to mark
  });
});
