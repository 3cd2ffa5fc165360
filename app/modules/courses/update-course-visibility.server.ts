import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { type Course, courseSnapshot } from './course.server';
import { getCourse } from './get-course.server';

/** Shows a hidden course on the public site or hides a visible one (the Manage Courses checkbox). */
export async function updateCourseVisibility({
  id,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<Course> {
  const after = await db.transaction().execute(async (trx) => {
    const before = await getCourse({ db: trx, id });
    // One statement, so two quick clicks toggle twice instead of both writing the same value.
    await trx
      .updateTable('courses')
      .set({ visible: sql<number>`1 - visible`, updated_at: now })
      .where('id', '=', before.id)
      .execute();
    const after = await getCourse({ db: trx, id });
    await recordAudit({
      db: trx,
      actor,
      action: 'course.visibility',
      entity: 'course',
      entityId: id,
      before: courseSnapshot(before),
      after: courseSnapshot(after),
      now,
    });
    return after;
  });
  noteContentChanged();
  return after;
}
