import { db as defaultDb, type DB } from '~/db/db.server';
import { getStudentSession } from './student-session.server';

export type SignedInStudent = { id: string; email: string; firstName: string; lastName: string };

/** Who the navigation greets: the session's student with the names of their admission form. */
export async function getSignedInStudent({ request, db = defaultDb }: { request: Request; db?: DB }): Promise<SignedInStudent | null> {
  const identity = await getStudentSession({ headers: request.headers, db });
  if (!identity) return null;
  const profile = await db.selectFrom('profiles').select(['first_name', 'last_name']).where('user_id', '=', identity.userId).executeTakeFirst();
  const [nameFirst = '', ...nameRest] = identity.name.trim().split(/\s+/);
  return {
    id: identity.userId,
    email: identity.email,
    firstName: profile?.first_name?.trim() || nameFirst,
    lastName: profile?.last_name?.trim() || nameRest.join(' '),
  };
}

/** 'Hi {first} {last}' of spec §2; before the admission form gives names, the e-mail's name part. */
export function greetingName(student: SignedInStudent): string {
  const name = `${student.firstName} ${student.lastName}`.trim();
  return name || student.email.split('@')[0]!;
}
