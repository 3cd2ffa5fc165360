import { db as defaultDb, type DB } from '~/db/db.server';
import { roleMay, roleRefusal, type StaffRole } from '~/modules/admins/staff-roles';
import { OutsideWindowError, outsideWindowMessage, windowState } from '~/modules/admissions/admission-season';
import { recordAudit, type AuditActor } from '~/modules/audit/record-audit.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { dateInputValue } from '~/utils/dates';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { queueApplicationReceivedMail } from './application-received-mail.server';
import { ALREADY_APPLIED_FOR_STUDENT } from './application-texts';
import { ALREADY_APPLIED, COMPLETE_PROFILE_FIRST } from './applications.schemas';
import { isProfileComplete } from './profile-complete.server';

export const OUTSIDE_WINDOW_NEEDS_REASON = 'To apply this student all the same, say why.';

/**
 * Applies a student to a course (spec §5). A student applies only to a visible course and only
 * with a complete profile (first, middle and last name); staff applying on a student's behalf may
 * choose any course. One application per student and course, even for two requests at the same
 * instant: the unique (user, course) key decides, and the loser gets a clear CONFLICT, worded for
 * who acts (the student hears 'You have …', staff hear it about the student). The student is
 * e-mailed that it was received: queued with the application, sent after the commit.
 * Outside the course's admission window (India's day) nobody applies, except staff whose role may
 * ('late-admissions': the owner) and who say why; the reason is kept in the audit entry.
 */
export async function applyToCourse({
  userId,
  courseId,
  actor,
  staffRole,
  outsideWindowReason,
  now = Date.now(),
  db = defaultDb,
}: {
  userId: string;
  courseId: string;
  actor: AuditActor;
  /** Staff applying on a student's behalf: their role, which decides whether they may apply outside the window. */
  staffRole?: StaffRole;
  /** Why this student is applied outside the admission window (staff whose role may only). */
  outsideWindowReason?: string;
  now?: number;
  db?: DB;
}): Promise<string> {
  const byStudent = actor.type === 'student';
  const { id, mailJobId } = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', 'Student not found.');
    let course = trx.selectFrom('courses').select(['id', 'title', 'admission_opens_on', 'admission_closes_on']).where('id', '=', courseId);
    if (byStudent) course = course.where('visible', '=', 1);
    const found = await course.executeTakeFirst();
    if (!found) throw new AppError('NOT_FOUND', 'Course not found.');
    const window = { opensOn: found.admission_opens_on, closesOn: found.admission_closes_on };
    const state = windowState(window, dateInputValue(now));
    const outsideWindow = state === 'open' ? null : { state, ...window, reason: outsideWindowReason ?? null };
    if (outsideWindow) {
      if (byStudent) throw new OutsideWindowError(outsideWindow.state, window);
      if (!staffRole || !roleMay(staffRole, 'late-admissions')) {
        const refusal = outsideWindowMessage(outsideWindow.state, window);
        throw new AppError('FORBIDDEN', `${refusal} ${staffRole ? roleRefusal(staffRole, 'late-admissions') : ''}`.trim());
      }
      if (!outsideWindow.reason) throw new OutsideWindowError(outsideWindow.state, window, OUTSIDE_WINDOW_NEEDS_REASON);
    }
    if (byStudent) {
      if (!(await isProfileComplete({ userId, db: trx }))) throw new AppError('BAD_REQUEST', COMPLETE_PROFILE_FIRST);
    }
    const id = newId(now);
    const inserted = await trx
      .insertInto('applications')
      .values({ id, user_id: userId, course_id: courseId, status: 'Pending', fees_paid_paise: 0, receipt_file_id: null, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError('CONFLICT', byStudent ? ALREADY_APPLIED : ALREADY_APPLIED_FOR_STUDENT);
    await recordAudit({
      db: trx,
      actor,
      action: 'application.create',
      entity: 'application',
      entityId: id,
      after: { userId, courseId, course: found.title, status: 'Pending', ...(outsideWindow ? { outsideWindow } : {}) },
    });
    return { id, mailJobId: await queueApplicationReceivedMail({ trx, applicationId: id, byStaff: !byStudent, now }) };
  });
  await sendQueuedMailNow({ id: mailJobId, db, now });
  return id;
}
