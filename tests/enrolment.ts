import type { Insertable } from 'kysely';
import type { DB } from '~/db/db.server';
import type { ApplicationsTable, CoursesTable } from '~/db/schema';
import { newId } from '~/utils/ids';
import { insertStudentRow } from './student-session';

// Course and application rows for database suites, written straight to the tables (no audit, no
// sanitising, no checks) so a suite can set up any state, including ones the product would refuse.
// Defaults are a plain visible course and a Pending, unpaid application; any column can be overridden.
// `now` is the row's created_at and updated_at.

type CourseOverrides = Partial<Insertable<CoursesTable>> & { now?: number };
type ApplicationOverrides = Partial<Omit<Insertable<ApplicationsTable>, 'user_id' | 'course_id'>> & { now?: number };

/** A course row; its title is `Course <id>` unless given (unique, and a caller can name it from the id). */
export async function insertCourse(db: DB, { now = Date.now(), ...overrides }: CourseOverrides = {}): Promise<string> {
  const id = overrides.id ?? newId();
  await db
    .insertInto('courses')
    .values({
      title: `Course ${id}`,
      description: '',
      eligibility: 'HSC',
      fees_paise: null,
      images: '[]',
      visible: 1,
      duration: null,
      created_at: now,
      updated_at: now,
      ...overrides,
      id,
    })
    .execute();
  return id;
}

/** An application of `userId` to `courseId`: Pending, nothing paid, no fee mark, unless overridden. */
export async function insertApplication(
  db: DB,
  { userId, courseId, now = Date.now(), ...overrides }: { userId: string; courseId: string } & ApplicationOverrides,
): Promise<string> {
  const id = overrides.id ?? newId();
  await db
    .insertInto('applications')
    .values({
      user_id: userId,
      course_id: courseId,
      status: 'Pending',
      fees_paid_paise: 0,
      fee_status_mark: null,
      receipt_file_id: null,
      created_at: now,
      updated_at: now,
      ...overrides,
      id,
    })
    .execute();
  return id;
}

/** A bare student (insertStudentRow: no session, the suite's database) with one application, for suites that need an applicant. */
export async function insertStudentWithApplication(
  db: DB,
  { student = {}, ...application }: { courseId: string; student?: { id?: string; name?: string; email?: string } } & ApplicationOverrides,
): Promise<{ userId: string; applicationId: string }> {
  const userId = student.id ?? newId();
  await insertStudentRow({ ...student, id: userId });
  return { userId, applicationId: await insertApplication(db, { ...application, userId }) };
}
