import { db as defaultDb, type DB } from '~/db/db.server';
import { markPersonalAnswer, markSignedIn } from '~/utils/personal-answer.server';
import { studentAuthFor } from './student-auth.server';

export type StudentIdentity = { userId: string; email: string; name: string };

/**
 * The signed-in student of a request: the session cookie of the portal (`student.session_token`,
 * `__Secure-student.session_token` on https), or an `Authorization: Bearer` token of an API
 * client. Null when neither is valid. Once credentials are presented, the answer is personal.
 */
export async function getStudentSession({ headers, db = defaultDb }: { headers: Headers; db?: DB }): Promise<StudentIdentity | null> {
  if (!headers.get('cookie')?.includes('student.session_token') && !/^bearer /i.test(headers.get('authorization') ?? '')) return null;
  markPersonalAnswer();
  const session = await studentAuthFor(db)
    .api.getSession({ headers, query: { disableCookieCache: true } })
    .catch(() => null);
  if (!session) return null;
  markSignedIn({ studentId: session.user.id });
  return { userId: session.user.id, email: session.user.email, name: session.user.name };
}
