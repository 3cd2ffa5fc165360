import { db as defaultDb, type DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { ensureSeatFree } from '~/modules/admissions/seats.server';
import { AppError } from '~/utils/errors';
import { selectApplicationViews, toApplicationView, type ApplicationView } from './application-view.server';
import { APPLICATION_NOT_FOUND } from './decide-application.server';

export const SAME_COURSE = 'The application is already for this course. Choose a different course.';
export const ALREADY_APPLIED_TO_COURSE = 'This student has already applied for that course. Change or decide that application instead.';

/**
 * Moves an application to another course (spec §4 'Course change on an application'). Status,
 * fees paid and receipt stay with the application. Any existing course may be chosen, hidden ones
 * too (staff may enrol into a withdrawn batch); a student holds one application per course, so a
 * course they already applied for is a CONFLICT, decided in the end by the unique key. An Accepted
 * application takes a seat of the new course, so a full one refuses it.
 */
export async function changeApplicationCourse({
  applicationId,
  newCourseId,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  applicationId: string;
  newCourseId: string;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<ApplicationView> {
  try {
    return await db.transaction().execute(async (trx) => {
      const application = await trx
        .selectFrom('applications')
        .innerJoin('courses', 'courses.id', 'applications.course_id')
        .select(['applications.user_id', 'applications.course_id', 'applications.status', 'courses.title'])
        .where('applications.id', '=', applicationId)
        .executeTakeFirst();
      if (!application) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
      const course = await trx.selectFrom('courses').select(['id', 'title']).where('id', '=', newCourseId).executeTakeFirst();
      if (!course) throw new AppError('NOT_FOUND', 'Course not found');
      if (course.id === application.course_id) throw new AppError('BAD_REQUEST', SAME_COURSE);
      const other = await trx
        .selectFrom('applications')
        .select('id')
        .where('user_id', '=', application.user_id)
        .where('course_id', '=', course.id)
        .executeTakeFirst();
      if (other) throw new AppError('CONFLICT', ALREADY_APPLIED_TO_COURSE);
      // An Accepted application holds a seat: it moves only to a course with one free.
      if (application.status === 'Accepted') await ensureSeatFree(trx, course.id);

      await trx.updateTable('applications').set({ course_id: course.id, updated_at: now }).where('id', '=', applicationId).execute();
      await recordAudit({
        db: trx,
        now,
        actor,
        action: 'application.change-course',
        entity: 'application',
        entityId: applicationId,
        before: { courseId: application.course_id, course: application.title },
        after: { courseId: course.id, course: course.title },
      });
      const row = await selectApplicationViews(trx).where('applications.id', '=', applicationId).executeTakeFirstOrThrow();
      return toApplicationView(row);
    });
  } catch (error) {
    // PostgreSQL: a concurrent request applied the student to that course after our check.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_APPLIED_TO_COURSE);
    throw error;
  }
}
