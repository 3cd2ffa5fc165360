import { db as defaultDb, type DB } from '~/db/db.server';
import { getStudentSession } from '~/modules/auth/student-session.server';
import type { ApplicationStatus } from './applications.schemas';
import { isProfileComplete } from './profile-complete.server';

/**
 * For the Enroll Now button: whether the signed-in student already applied (and the application's
 * status, shown beside 'Already Enrolled') and can apply (null: signed out).
 */
export async function getEnrolment({
  request,
  courseId,
  db = defaultDb,
}: {
  request: Request;
  courseId: string;
  db?: DB;
}): Promise<{ applied: boolean; status: ApplicationStatus | null; profileComplete: boolean } | null> {
  const student = await getStudentSession({ headers: request.headers, db });
  if (!student) return null;
  const [application, profileComplete] = await Promise.all([
    db.selectFrom('applications').select('status').where('user_id', '=', student.userId).where('course_id', '=', courseId).executeTakeFirst(),
    isProfileComplete({ userId: student.userId, db }),
  ]);
  return { applied: !!application, status: (application?.status as ApplicationStatus | undefined) ?? null, profileComplete };
}
