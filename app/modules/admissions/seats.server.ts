import { sql } from 'kysely';
import { dialect, type DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { allSeatsTaken, seatsBelowAccepted } from './admission-season';

/** How many applications of a course are Accepted: the seats taken, always counted, never stored. */
export async function countAccepted(db: DB, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select(sql<number>`count(*)`.as('n'))
    .where('course_id', '=', courseId)
    .where('status', '=', 'Accepted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inside the transaction that is about to make an application of `courseId` Accepted: refuses
 * (409) when every seat is taken. Counting and then writing oversells under load unless the two
 * are one step: on PostgreSQL the course row is locked first, so a second accept of the same course
 * waits here until the first commits and then counts its seat; SQLite runs one write transaction
 * at a time (BEGIN IMMEDIATE, app/db/open-database.server.ts).
 */
export async function ensureSeatFree(trx: DB, courseId: string): Promise<void> {
  const course = await trx
    .selectFrom('courses')
    .select('seats')
    .where('id', '=', courseId)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!course || course.seats === null) return;
  const seats = Number(course.seats);
  if ((await countAccepted(trx, courseId)) >= seats) throw new AppError('CONFLICT', allSeatsTaken(seats));
}

/**
 * Inside the transaction that sets a course's seats: refuses (409) fewer seats than applications
 * already Accepted. The course row is locked first (PostgreSQL) so no Accept slips in between.
 */
export async function ensureSeatsCoverAccepted(trx: DB, courseId: string, seats: number | null): Promise<void> {
  if (seats === null) return;
  await trx
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  const accepted = await countAccepted(trx, courseId);
  if (accepted > seats) throw new AppError('CONFLICT', seatsBelowAccepted(accepted), { field: 'seats' });
}
