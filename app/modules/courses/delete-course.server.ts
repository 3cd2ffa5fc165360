import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { AppError } from '~/utils/errors';
import { courseSnapshot } from './course.server';
import { getCourse } from './get-course.server';

export const COURSE_HAS_APPLICATIONS = 'This course has applications; hide it instead.';

/**
 * Deletes a course nobody has applied to. A course with applications is refused (CONFLICT): the
 * database would cascade the delete to the students' applications and their payment history, so
 * staff hide such a course instead (docs/decisions/012-course-deletion.md).
 */
export async function deleteCourse({ id, actor, db = defaultDb }: { id: string; actor: AuditActor; db?: DB }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getCourse({ db: trx, id });
    // The check and the delete are one statement: an application arriving in between cannot be
    // swept away by the cascade.
    const result = await trx
      .deleteFrom('courses')
      .where('id', '=', before.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('applications')
              .select(sql`1`.as('one'))
              .whereRef('applications.course_id', '=', 'courses.id'),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError('CONFLICT', COURSE_HAS_APPLICATIONS);
    await recordAudit({ db: trx, actor, action: 'course.delete', entity: 'course', entityId: id, before: courseSnapshot(before) });
  });
  noteContentChanged();
}
