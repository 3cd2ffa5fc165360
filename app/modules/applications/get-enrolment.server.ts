import { db } from '~/db/db.server';
import { getStudentSession } from '~/modules/auth/student-session.server';

/** For the Enroll Now button: whether the signed-in student already applied and can apply (null: signed out). */
export async function getEnrolment(request: Request, courseId: string): Promise<{ applied: boolean; profileComplete: boolean } | null> {
  const student = await getStudentSession(request.headers);
  if (!student) return null;
  const [application, profile] = await Promise.all([
    db.selectFrom('applications').select('id').where('user_id', '=', student.userId).where('course_id', '=', courseId).executeTakeFirst(),
    db.selectFrom('profiles').select(['first_name', 'middle_name', 'last_name']).where('user_id', '=', student.userId).executeTakeFirst(),
  ]);
  const profileComplete = !!profile && [profile.first_name, profile.middle_name, profile.last_name].every((part) => !!part?.trim());
  return { applied: !!application, profileComplete };
}
