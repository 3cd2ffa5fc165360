// Bulk seeding for the staff-list benchmarks (bench-applicants.ts, bench-dues.ts): a few courses,
// then students with their applications in batches, into the app's `db` of the benchmark's child
// process. What each benchmark measures differs (fees, statuses, paid amounts, profiles), so those
// are parameters; the rest is one shape, so numbers stay comparable between the benchmarks and
// with earlier runs.
//   const now = Date.now();
//   const courses = await seedCourses(db, { count: 6, feePaise: (i) => …, now });
//   await seedApplications(db, dialect, { count: 100_000, courses, now, status: (i) => …, feesPaidPaise: (i, course) => … });
import { type Insertable, sql } from 'kysely';
import type { DB, Dialect } from '~/db/db.server';
import type { ApplicationsTable, DocumentsTable, ProfilesTable, UsersTable } from '~/db/schema';
import { newId } from '~/utils/ids';

export interface BenchCourse {
  id: string;
  /** Null: the course has no fee. */
  feePaise: number | null;
}

const FIRST_NAMES = ['Asha', 'Ravi', 'Meena', 'Sunil', 'Pooja', 'Amit', 'Kiran', 'Neha', 'Rahul', 'Sneha'];
const LAST_NAMES = ['Patil', 'Kale', 'Deshmukh', 'Kulkarni', 'Joshi', 'Wankhede', 'Bhosale', 'Pawar', 'Shinde', 'Gupta'];
const BATCH = 500;

/** Inserts `count` visible courses "Bench course 1…count", course i with the fee `feePaise(i)`. */
export async function seedCourses(db: DB, options: { count: number; feePaise: (index: number) => number | null; now: number }): Promise<BenchCourse[]> {
  const { count, now } = options;
  const courses: BenchCourse[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId(now - 1_000_000 + i);
    const feePaise = options.feePaise(i);
    courses.push({ id, feePaise });
    await db
      .insertInto('courses')
      .values({
        id,
        title: `Bench course ${i + 1}`,
        description: '',
        eligibility: 'HSC',
        fees_paise: feePaise,
        images: '[]',
        visible: 1,
        duration: '1 year',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return courses;
}

export interface SeedApplicationsOptions {
  /** Students, one application each. */
  count: number;
  /** Student i applies to courses[i % courses.length]. */
  courses: BenchCourse[];
  now: number;
  /** Application status of student i (Pending | Accepted | Rejected). */
  status: (index: number) => string;
  feesPaidPaise: (index: number, course: BenchCourse) => number;
  /** The account's name; default "First Last". First names cycle every student, last names every ten. */
  userName?: (first: string, last: string, index: number) => string;
  /** Admission forms (profiles) for four students in five and a profile photo for one in two; default none. */
  profiles?: boolean;
}

/**
 * Inserts the students (users, and profiles and photos when asked) and their applications in
 * transactions of 500, then refreshes the planner's statistics (and vacuums, on PostgreSQL): seed
 * anything else first.
 */
export async function seedApplications(db: DB, dialect: Dialect, options: SeedApplicationsOptions): Promise<void> {
  const { count, courses, now } = options;
  const userName = options.userName ?? ((first, last) => `${first} ${last}`);
  const at = dialect === 'postgres' ? new Date(now) : new Date(now).toISOString();
  for (let start = 0; start < count; start += BATCH) {
    const users: Insertable<UsersTable>[] = [];
    const profiles: Insertable<ProfilesTable>[] = [];
    const documents: Insertable<DocumentsTable>[] = [];
    const applications: Insertable<ApplicationsTable>[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const userId = newId(now - count + i);
      const first = FIRST_NAMES[i % 10]!;
      const last = LAST_NAMES[Math.floor(i / 10) % 10]!;
      users.push({
        id: userId,
        name: userName(first, last, i),
        email: `bench-${i}@example.org`,
        email_verified: dialect === 'postgres' ? true : 1,
        image: null,
        created_at: at,
        updated_at: at,
      });
      if (options.profiles) {
        // Four in five students filled the admission form (their numbered surname makes a rare match).
        if (i % 5 !== 0) profiles.push({ user_id: userId, first_name: first, middle_name: null, last_name: `${last} ${i}`, created_at: now, updated_at: now });
        if (i % 2 === 0)
          documents.push({
            id: newId(),
            user_id: userId,
            kind: 'profilePhoto',
            content_type: 'image/webp',
            byte_size: 1000,
            storage_key: `bench/${i}`,
            created_at: now,
          });
      }
      const course = courses[i % courses.length]!;
      applications.push({
        id: newId(now - count + i),
        user_id: userId,
        course_id: course.id,
        status: options.status(i),
        fees_paid_paise: options.feesPaidPaise(i, course),
        receipt_file_id: null,
        created_at: now - count + i,
        updated_at: now,
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(users).execute();
      if (profiles.length) await trx.insertInto('profiles').values(profiles).execute();
      if (documents.length) await trx.insertInto('documents').values(documents).execute();
      await trx.insertInto('applications').values(applications).execute();
    });
  }
  // Fresh statistics, as a live database would have them; and on PostgreSQL the visibility map its
  // autovacuum keeps after inserts (index-only scans read it: the Dues page's count does).
  await sql`${sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db);
}
