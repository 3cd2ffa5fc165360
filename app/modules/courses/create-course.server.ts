import type { DB } from '~/db/db.server';
import type { StoredImage } from '~/db/schema';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { newId } from '~/utils/ids';
import { DEFAULT_ELIGIBILITY } from './courses.schemas';
import { rupeesToPaise } from './course.server';

export type NewCourse = {
  title: string;
  description: string;
  eligibility?: string | null;
  fees?: number | null;
  images: StoredImage[];
  visible?: boolean;
  duration?: string | null;
  createdAt?: number;
};

export async function createCourse(db: DB, course: NewCourse): Promise<string> {
  const id = newId(course.createdAt);
  const now = course.createdAt ?? Date.now();
  await db
    .insertInto('courses')
    .values({
      id,
      title: course.title.trim(),
      description: sanitizeRichText(course.description),
      eligibility: course.eligibility === undefined ? DEFAULT_ELIGIBILITY : course.eligibility,
      fees_paise: rupeesToPaise(course.fees ?? null),
      images: JSON.stringify(course.images),
      visible: course.visible === false ? 0 : 1,
      duration: course.duration ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  noteContentChanged();
  return id;
}
