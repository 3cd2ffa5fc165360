import { db as defaultDb, type DB } from '~/db/db.server';
import type { StoredImage } from '~/db/schema';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { windowProblem } from '~/modules/admissions/admission-season';
import { ensureSeatsCoverAccepted } from '~/modules/admissions/seats.server';
import { AppError } from '~/utils/errors';
import { type Course, courseSnapshot, rupeesToPaise } from './course.server';
import { courseTranslationColumns, type CourseTranslations } from './course-translations.server';
import { getCourse } from './get-course.server';
import type { Instalment } from './instalment-plan';
import { replaceInstalmentPlan } from './instalment-plan.server';

export type CourseChanges = {
  title?: string;
  description?: string;
  eligibility?: string;
  /** How long the course runs; '' removes it. */
  duration?: string;
  /** The day admitted students report, YYYY-MM-DD; '' removes it. */
  reportingOn?: string;
  /** Replaces the whole list (first = card image, second = detail image) when given. */
  images?: StoredImage[];
  /** Replaces the instalment plan when given ([] removes it); it must add up to the course's fee. */
  instalments?: Instalment[];
  /** Replaces the Hindi and Marathi versions when given (a version left out or null: none, English shows). */
  translations?: Partial<CourseTranslations>;
  /** The admission season, each when given; null removes that limit. */
  admissionOpensOn?: string | null;
  admissionClosesOn?: string | null;
  /** Never fewer than the applications already Accepted. */
  seats?: number | null;
  /** Accept only students whose documents are verified (applications already Accepted stay). */
  requiresVerifiedDocuments?: boolean;
  /** A merit offer is accepted only once the first instalment is paid (offers already accepted stay). */
  offerNeedsFirstInstalment?: boolean;
};

/**
 * Edit Course: changes only the fields given; the description is sanitised like on creation. The
 * admission window must close on or after it opens, and seats never drop below the applications
 * already Accepted.
 */
export async function updateCourse({
  id,
  changes,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  changes: CourseChanges;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<Course> {
  const after = await db.transaction().execute(async (trx) => {
    const before = await getCourse({ db: trx, id });
    const window = {
      opensOn: changes.admissionOpensOn !== undefined ? changes.admissionOpensOn : before.admissionOpensOn,
      closesOn: changes.admissionClosesOn !== undefined ? changes.admissionClosesOn : before.admissionClosesOn,
    };
    const problem = windowProblem(window);
    if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'admissionClosesOn' });
    if (changes.seats !== undefined) await ensureSeatsCoverAccepted(trx, before.id, changes.seats);
    await trx
      .updateTable('courses')
      .set({
        ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
        ...(changes.description !== undefined ? { description: sanitizeRichText(changes.description) } : {}),
        ...(changes.eligibility !== undefined ? { eligibility: changes.eligibility } : {}),
        ...(changes.duration !== undefined ? { duration: changes.duration.trim() || null } : {}),
        ...(changes.reportingOn !== undefined ? { reporting_on: changes.reportingOn.trim() || null } : {}),
        ...(changes.images !== undefined ? { images: JSON.stringify(changes.images) } : {}),
        ...(changes.translations !== undefined ? courseTranslationColumns(changes.translations) : {}),
        ...(changes.admissionOpensOn !== undefined ? { admission_opens_on: changes.admissionOpensOn } : {}),
        ...(changes.admissionClosesOn !== undefined ? { admission_closes_on: changes.admissionClosesOn } : {}),
        ...(changes.seats !== undefined ? { seats: changes.seats } : {}),
        ...(changes.requiresVerifiedDocuments !== undefined ? { requires_verified_documents: changes.requiresVerifiedDocuments ? 1 : 0 } : {}),
        ...(changes.offerNeedsFirstInstalment !== undefined ? { offer_needs_first_instalment: changes.offerNeedsFirstInstalment ? 1 : 0 } : {}),
        updated_at: now,
      })
      .where('id', '=', before.id)
      .execute();
    const after = await getCourse({ db: trx, id });
    await recordAudit({
      db: trx,
      actor,
      action: 'course.update',
      entity: 'course',
      entityId: id,
      before: courseSnapshot(before),
      after: courseSnapshot(after),
      now,
    });
    if (changes.instalments !== undefined) {
      const feePaise = rupeesToPaise(after.fees);
      await replaceInstalmentPlan({ trx, courseId: after.id, courseTitle: after.title, plan: changes.instalments, feePaise, actor, now });
    }
    return after;
  });
  noteContentChanged();
  return after;
}
