import type { MiddlewareHandler } from 'hono';
import { getStudentSession, type StudentIdentity } from '~/modules/auth/student-session.server';
import { isSameOrigin } from '../admin/require-admin';
import { apiMessage } from '../api-language';

export type StudentVariables = { student: StudentIdentity };
export const STUDENT_NOT_SIGNED_IN = 'Authentication error: please log in as a student.';
const FOREIGN_ORIGIN_MESSAGE = 'This request did not come from our own site. Reload the page and try again.';

/**
 * Lets only signed-in students through and puts who they are in `c.get('student')`.
 * Bearer token: any method. Session cookie: writes only with our own Origin (the cookie alone
 * proves nothing about which site sent the request).
 */
export const requireStudent: MiddlewareHandler<{ Variables: StudentVariables }> = async (c, next) => {
  if (c.get('student')) return next(); // an upload's sender, checked before its body was read (body-limits.ts)
  const viaCookie = !/^bearer /i.test(c.req.header('authorization') ?? '');
  if (viaCookie && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && !isSameOrigin(c)) {
    return c.json({ success: false as const, message: apiMessage(c, FOREIGN_ORIGIN_MESSAGE) }, 403);
  }
  const student = await getStudentSession({ headers: c.req.raw.headers });
  if (!student) return c.json({ success: false as const, message: apiMessage(c, STUDENT_NOT_SIGNED_IN) }, 401);
  c.set('student', student);
  await next();
};
