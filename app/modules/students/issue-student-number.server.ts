import type { DB } from '~/db/db.server';
import { formatStudentNumber, registrationYearOf } from './student-number';

/**
 * The next student number of the year (India) of `now`: one upsert on that year's row of
 * `student_number_series` (migration 0025), a single statement, so two sign-ups at once take
 * different numbers on both engines (PostgreSQL locks the year's row for the update; SQLite has
 * one writer at a time), and the unique index on `users.student_number` would refuse a repeat.
 * Called as a student's row is written (student-auth's user hook). Unlike receipts, a sign-up that
 * fails after taking its number leaves a gap: a student number is a name, not an accounting series.
 */
export async function issueStudentNumber({ db, now }: { db: DB; now: number }): Promise<string> {
  const year = registrationYearOf(now);
  const { last_number } = await db
    .insertInto('student_number_series')
    .values({ year, last_number: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet((eb) => ({ last_number: eb('student_number_series.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatStudentNumber(year, Number(last_number));
}
