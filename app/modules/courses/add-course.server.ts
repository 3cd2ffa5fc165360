import { db as defaultDb, type DB } from '~/db/db.server';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { storeUploads } from '~/modules/images/image-uploads.server';
import { type AddCourseInput, DEFAULT_ELIGIBILITY } from './courses.schemas';
import type { CourseTranslations } from './course-translations.server';
import { createCourse } from './create-course.server';

/**
 * Add Course (dashboard and POST /api/admin/post-course): stores the images, then writes the course
 * and its audit entry. Returns the new course's id.
 */
export async function addCourse({
  input,
  translations,
  actor,
  db = defaultDb,
}: {
  input: AddCourseInput;
  /** The Hindi and Marathi versions (Add Course of the dashboard); the API sends none. */
  translations?: Partial<CourseTranslations>;
  actor: AuditActor;
  db?: DB;
}): Promise<string> {
  // Every field is valid by now; the images come next, and only then the row.
  const images = (await storeUploads(input.images)) ?? [];
  const course = {
    title: input.title,
    description: input.description ?? '',
    eligibility: input.eligibility ?? DEFAULT_ELIGIBILITY,
    fees: input.fees ?? null,
    duration: input.duration ?? null,
    reportingOn: input.reportingOn ?? null,
    instalments: input.instalments ?? [],
    admissionOpensOn: input.admissionOpensOn ?? null,
    admissionClosesOn: input.admissionClosesOn ?? null,
    seats: input.seats ?? null,
    requiresVerifiedDocuments: input.requiresVerifiedDocuments ?? false,
    offerNeedsFirstInstalment: input.offerNeedsFirstInstalment ?? false,
    images,
    translations,
  };
  return createCourse({ course, actor, db });
}
