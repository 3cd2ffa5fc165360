import { redirect } from 'react-router';
import { signInFirst } from '~/utils/sign-in-return';
import { getStudentSession, type StudentIdentity } from './student-session.server';

/**
 * The signed-in student of a portal request, or a redirect to the home page with the sign-in
 * dialog open, which comes back to this page once signed in. Every portal loader and action calls
 * it: the server decides.
 */
export async function requireStudentPage(request: Request): Promise<StudentIdentity> {
  const student = await getStudentSession({ headers: request.headers });
  if (!student) throw redirect(signInFirst('sign-in', request.url));
  return student;
}
