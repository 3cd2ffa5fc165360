import { db as defaultDb, type DB } from '~/db/db.server';
import type { StoredImage } from '~/db/schema';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { storeUploads } from '~/modules/images/image-uploads.server';
import { type Course, rupeesToPaise } from './course.server';
import { getCourse } from './get-course.server';
import { assertPlanFitsFee } from './instalment-plan.server';
import { type CourseChanges, updateCourse } from './update-course.server';

/** The changes of an edit (courses.schemas.ts): fields left out stay as they are; images come as uploads. */
export type CourseEdit = Omit<CourseChanges, 'images'> & {
  /** New images that replace the whole list (POST /api/admin/update-course). */
  images?: File[];
  /** A new card image (Edit Course's Image 1); the other images stay. */
  image1?: File[];
  /** A new detail image (Edit Course's Image 2); the other images stay. */
  image2?: File[];
};

/** The course's images after replacing the slots given; undefined when no slot changes. */
function mergeImageSlots(current: StoredImage[], first: StoredImage | undefined, second: StoredImage | undefined): StoredImage[] | undefined {
  if (!first && !second) return undefined;
  return [first ?? current[0], second ?? current[1], ...current.slice(2)].filter((image) => image !== undefined);
}

/**
 * Edit Course (dashboard and POST /api/admin/update-course): finds the course (404 before any
 * image is stored), stores the new images, then writes the changes and their audit entry.
 */
export async function editCourse({ id, changes, actor, db = defaultDb }: { id: string; changes: CourseEdit; actor: AuditActor; db?: DB }): Promise<Course> {
  const current = await getCourse({ db, id });
  // A plan that does not add up is refused before any image is stored (and again in the write).
  if (changes.instalments) assertPlanFitsFee(changes.instalments, rupeesToPaise(current.fees));
  const { images: uploads, image1, image2, ...fields } = changes;
  let images = await storeUploads(uploads);
  if (image1 || image2) {
    const [first] = (await storeUploads(image1)) ?? [];
    const [second] = (await storeUploads(image2)) ?? [];
    images = mergeImageSlots(images ?? current.images, first, second);
  }
  return updateCourse({
    db,
    id: current.id,
    changes: { ...fields, images },
    actor,
  });
}
