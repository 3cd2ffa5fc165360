import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { type Course, courseSnapshot, rupeesToPaise } from './course.server';
import { getCourse } from './get-course.server';
import { dropPlanNotMatchingFee } from './instalment-plan.server';

/** Sets a course's total fee in rupees (stored as paise), or removes it with `fees: null`. */
export async function updateCourseFees({
  id,
  fees,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  fees: number | null;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<Course> {
  const after = await db.transaction().execute(async (trx) => {
    const before = await getCourse({ db: trx, id });
    await trx
      .updateTable('courses')
      .set({ fees_paise: rupeesToPaise(fees), updated_at: now })
      .where('id', '=', before.id)
      .execute();
    const after = await getCourse({ db: trx, id });
    const action = fees === null ? 'course.fees-remove' : 'course.fees-change';
    await recordAudit({ db: trx, actor, action, entity: 'course', entityId: id, before: courseSnapshot(before), after: courseSnapshot(after), now });
    await dropPlanNotMatchingFee({ trx, courseId: after.id, courseTitle: after.title, feePaise: rupeesToPaise(after.fees), actor, now });
    return after;
  });
  noteContentChanged();
  return after;
}
