import { db as defaultDb, type DB } from '~/db/db.server';
import type { StoredImage } from '~/db/schema';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { newId } from '~/utils/ids';
import { DEFAULT_ELIGIBILITY } from './courses.schemas';
import { courseSnapshot, rupeesToPaise, toCourse } from './course.server';
import { courseTranslationColumns, type CourseTranslations } from './course-translations.server';
import type { Instalment } from './instalment-plan';
import { replaceInstalmentPlan } from './instalment-plan.server';

export type NewCourse = {
  title: string;
  description: string;
  eligibility?: string | null;
  fees?: number | null;
  images: StoredImage[];
  visible?: boolean;
  duration?: string | null;
  /** The day admitted students report, YYYY-MM-DD (India). */
  reportingOn?: string | null;
  /** An instalment plan adding up to `fees` (staff writes only). */
  instalments?: Instalment[];
  createdAt?: number;
  /** Hindi and Marathi versions of the title, description and eligibility (none: English everywhere). */
  translations?: Partial<CourseTranslations>;
  /** The admission season: first and last day (India, YYYY-MM-DD) and seats; absent: no limit. */
  admissionOpensOn?: string | null;
  admissionClosesOn?: string | null;
  seats?: number | null;
  /** Accept only students whose documents are verified. */
  requiresVerifiedDocuments?: boolean;
  /** A merit offer is accepted only once the first instalment is paid. */
  offerNeedsFirstInstalment?: boolean;
};

/**
 * Adds a course. With an `actor` (a staff write) the row and its audit entry are written in one
 * transaction; without one (seed, fixtures) it is a plain insert, usable inside a caller's transaction.
 */
export async function createCourse({ course, actor, db = defaultDb }: { course: NewCourse; actor?: AuditActor; db?: DB }): Promise<string> {
  const id = newId(course.createdAt);
  const now = course.createdAt ?? Date.now();
  const row = {
    id,
    title: course.title.trim(),
    description: sanitizeRichText(course.description),
    eligibility: course.eligibility === undefined ? DEFAULT_ELIGIBILITY : course.eligibility,
    fees_paise: rupeesToPaise(course.fees ?? null),
    images: JSON.stringify(course.images),
    visible: course.visible === false ? 0 : 1,
    duration: course.duration ?? null,
    admission_opens_on: course.admissionOpensOn ?? null,
    admission_closes_on: course.admissionClosesOn ?? null,
    seats: course.seats ?? null,
    requires_verified_documents: course.requiresVerifiedDocuments ? 1 : 0,
    offer_needs_first_instalment: course.offerNeedsFirstInstalment ? 1 : 0,
    reporting_on: course.reportingOn ?? null,
    created_at: now,
    updated_at: now,
    ...courseTranslationColumns(course.translations ?? {}),
  };
  if (actor) {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('courses').values(row).execute();
      const after = courseSnapshot(toCourse({ ...row, applicants: 0 }));
      await recordAudit({ db: trx, actor, action: 'course.create', entity: 'course', entityId: id, after });
      if (course.instalments?.length) {
        await replaceInstalmentPlan({ trx, courseId: id, courseTitle: row.title, plan: course.instalments, feePaise: row.fees_paise, actor, now });
      }
    });
  } else {
    await db.insertInto('courses').values(row).execute();
  }
  noteContentChanged();
  return id;
}
