import { db as defaultDb, type DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { firstInstalmentColumns, firstInstalmentOwedPaise } from './first-instalment.server';
import { studentName } from '~/modules/applications/application-view.server';
import type { MeritCriterion } from './merit-list';
import type { SeatCategory, SeatMatrix } from './reservation';

// Reading merit rounds (decision 048): the list is read as it was published; only each offer's
// state moves, and an open offer past its deadline reads as lapsed before any write says so.

/** 'closed': still open in the table, but staff decided the application themselves (an Accept or Reject outside the round). */
export type OfferState = 'open' | 'accepted' | 'declined' | 'lapsed' | 'closed';
function effectiveState(state: string, deadlineAt: number, applicationStatus: string, now: number): OfferState {
  if (state !== 'open') return state as OfferState;
  if (applicationStatus !== 'Pending') return 'closed';
  return Number(deadlineAt) < now ? 'lapsed' : 'open';
}

export type RoundEntryView = {
  rank: number;
  applicationId: string;
  student: string;
  email: string;
  category: SeatCategory;
  score: number | null;
  outcome: 'offered' | 'waitlisted';
  seatCategory: SeatCategory | null;
  offerState: OfferState | null;
};

export type RoundView = {
  id: string;
  number: number;
  criterion: MeritCriterion;
  reserved: boolean;
  seats: number;
  freeSeats: SeatMatrix;
  deadlineOn: string;
  createdAt: number;
  entries: RoundEntryView[];
};

/** A course's rounds, newest first, each with its list in rank order and where each offer stands now. */
export async function findCourseRounds({ courseId, db = defaultDb, now = Date.now() }: { courseId: string; db?: DB; now?: number }): Promise<RoundView[]> {
  const rounds = await db.selectFrom('merit_rounds').selectAll().where('course_id', '=', courseId).orderBy('number', 'desc').execute();
  if (rounds.length === 0) return [];
  const entries = await db
    .selectFrom('merit_round_entries')
    .innerJoin('applications', 'applications.id', 'merit_round_entries.application_id')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'applications.user_id')
    .leftJoin('offers', (join) =>
      join.onRef('offers.round_id', '=', 'merit_round_entries.round_id').onRef('offers.application_id', '=', 'merit_round_entries.application_id'),
    )
    .select([
      'merit_round_entries.round_id',
      'merit_round_entries.application_id',
      'merit_round_entries.rank',
      'merit_round_entries.category',
      'merit_round_entries.score',
      'merit_round_entries.outcome',
      'merit_round_entries.seat_category',
      'offers.state',
      'offers.deadline_at',
      'applications.status',
      'users.name as user_name',
      'users.email as user_email',
      'profiles.first_name',
      'profiles.middle_name',
      'profiles.last_name',
    ])
    .where(
      'merit_round_entries.round_id',
      'in',
      rounds.map((round) => round.id),
    )
    .orderBy('merit_round_entries.rank')
    .execute();
  return rounds.map((round) => ({
    id: round.id,
    number: Number(round.number),
    criterion: round.criterion as MeritCriterion,
    reserved: Number(round.reserved) === 1,
    seats: Number(round.seats),
    freeSeats: JSON.parse(round.free_seats) as SeatMatrix,
    deadlineOn: round.deadline_on,
    createdAt: Number(round.created_at),
    entries: entries
      .filter((entry) => entry.round_id === round.id)
      .map((entry) => ({
        rank: Number(entry.rank),
        applicationId: entry.application_id,
        student: studentName(entry),
        email: entry.user_email,
        category: entry.category as SeatCategory,
        score: entry.score === null ? null : Number(entry.score),
        outcome: entry.outcome,
        seatCategory: entry.seat_category as SeatCategory | null,
        offerState: entry.state === null ? null : effectiveState(entry.state, Number(entry.deadline_at), entry.status, now),
      })),
  }));
}

export type StudentMerit = {
  round: number;
  rank: number;
  category: SeatCategory;
  outcome: 'offered' | 'waitlisted';
  seatCategory: SeatCategory | null;
  deadlineOn: string | null;
  offerState: OfferState | null;
  /** What is still to pay of the first instalment before the offer can be accepted (paise; 0: nothing is asked). */
  firstInstalmentOwedPaise: number;
};

/** Each of the student's applications' place in its latest round (by application id). */
export async function findStudentMerit({
  userId,
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  db?: DB;
  now?: number;
}): Promise<Map<string, StudentMerit>> {
  const rows = await db
    .selectFrom('merit_round_entries')
    .innerJoin('merit_rounds', 'merit_rounds.id', 'merit_round_entries.round_id')
    .innerJoin('applications', 'applications.id', 'merit_round_entries.application_id')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .leftJoin('offers', (join) =>
      join.onRef('offers.round_id', '=', 'merit_round_entries.round_id').onRef('offers.application_id', '=', 'merit_round_entries.application_id'),
    )
    .select(firstInstalmentColumns)
    .select([
      'merit_round_entries.application_id',
      'merit_rounds.number',
      'merit_rounds.course_id',
      'applications.course_id as application_course_id',
      'merit_round_entries.rank',
      'merit_round_entries.category',
      'merit_round_entries.outcome',
      'merit_round_entries.seat_category',
      'offers.state',
      'offers.deadline_on',
      'offers.deadline_at',
      'applications.status',
    ])
    .where('applications.user_id', '=', userId)
    .orderBy('merit_rounds.number')
    .execute();
  const merit = new Map<string, StudentMerit>();
  for (const row of rows) {
    if (row.course_id !== row.application_course_id) continue; // a round of the course the application left
    merit.set(row.application_id, {
      round: Number(row.number),
      rank: Number(row.rank),
      category: row.category as SeatCategory,
      outcome: row.outcome,
      seatCategory: row.seat_category as SeatCategory | null,
      deadlineOn: row.deadline_on,
      offerState: row.state === null ? null : effectiveState(row.state, Number(row.deadline_at), row.status, now),
      firstInstalmentOwedPaise: firstInstalmentOwedPaise(row),
    });
  }
  return merit;
}

/** The course a rounds page is about: NOT_FOUND 'Course not found' for an unknown id. */
export async function getRoundsCourse({ courseId, db = defaultDb }: { courseId: string; db?: DB }) {
  const course = await db.selectFrom('courses').select(['id', 'title', 'seats']).where('id', '=', courseId).executeTakeFirst();
  if (!course) throw new AppError('NOT_FOUND', 'Course not found');
  return { id: course.id, title: course.title, seats: course.seats === null ? null : Number(course.seats) };
}

/** The courses with a seat limit (the only ones that have rounds), by title, with how many rounds each has published. */
export async function findRoundCourses({ db = defaultDb }: { db?: DB } = {}) {
  const rows = await db
    .selectFrom('courses')
    .leftJoin('merit_rounds', 'merit_rounds.course_id', 'courses.id')
    .select(['courses.id', 'courses.title', 'courses.seats', (eb) => eb.fn.count<number>('merit_rounds.id').as('rounds')])
    .where('courses.seats', 'is not', null)
    .groupBy(['courses.id', 'courses.title', 'courses.seats'])
    .orderBy('courses.title')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, seats: Number(row.seats), rounds: Number(row.rounds) }));
}
