import { db as defaultDb, type DB } from '~/db/db.server';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { storeUploads } from '~/modules/images/image-uploads.server';
import { type AddCourseInput, DEFAULT_ELIGIBILITY } from './courses.schemas';
import { createCourse } from './create-course.server';

/**
 * Add Course (dashboard and POST /api/admin/post-course): stores the images, then writes the course
 * and its audit entry. Returns the new course's id.
 */
export async function addCourse({ input, actor, db = defaultDb }: { input: AddCourseInput; actor: AuditActor; db?: DB }): Promise<string> {
  // Every field is valid by now; the images come next, and only then the row.
  const images = (await storeUploads(input.images)) ?? [];
  const course = {
    title: input.title,
    description: input.description ?? '',
    eligibility: input.eligibility ?? DEFAULT_ELIGIBILITY,
    fees: input.fees ?? null,
    duration: input.duration ?? null,
    instalments: input.instalments ?? [],
    images,
  };
  return createCourse({ course, actor, db });
}
