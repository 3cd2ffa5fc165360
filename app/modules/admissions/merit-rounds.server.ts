import { sql } from 'kysely';
import { db as defaultDb, dialect, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { studentName } from '~/modules/applications/application-view.server';
import { languageOfStudent } from '~/modules/i18n/student-language.server';
import { dateInputValue } from '~/utils/dates';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { OFFER_DAYS_MAX } from './merit-rounds.schemas';
import { allotRound, type Candidate, type MeritCriterion } from './merit-list';
import { queueOfferMails } from './offer-mail.server';
import { getReservation } from './reservation-settings.server';
import { findDocumentStatuses } from '~/modules/documents/find-document-status.server';
import { documentProblemsIn } from './verified-documents.server';
import { freeSeats, openOnly, type SeatCategory, seatCategoryOf, seatMatrix } from './reservation';

// Merit rounds (issue 23 point 4, decision 048): staff generate a round; it ranks the course's
// Pending applicants, offers the seats still free by the matrix, and is kept as published.

export const COURSE_NOT_FOUND = 'Course not found';
export const ROUND_NEEDS_SEATS = 'Set the number of seats of this course before generating a merit round.';
export const DEADLINE_IN_PAST = 'The deadline to accept must be today or a later day.';
export const DEFAULT_OFFER_DAYS = 3;
export const deadlineTooFar = `The deadline to accept must be within ${OFFER_DAYS_MAX} days.`;

/** Said after a round's counts when a course that requires verified documents left students out (empty otherwise). */
export const leftOutForDocuments = (count: number) =>
  count === 0 ? '' : ` ${count === 1 ? '1 applicant was' : `${count} applicants were`} left out until their documents are verified.`;

/** An ISO day `days` after `day` (both India's calendar days). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last moment of an India day: an offer may be accepted until then. */
export const endOfIndiaDay = (day: string) => Date.parse(`${day}T23:59:59.999+05:30`);

const locked = (trx: DB, courseId: string) =>
  trx
    .selectFrom('courses')
    .select(['id', 'title', 'seats', 'requires_verified_documents'])
    .where('id', '=', courseId)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();

const PROFILE_COLUMN = {
  hscPercentage: 'profiles.hsc_percentage',
  sscPercentage: 'profiles.ssc_percentage',
  diplomaPercentage: 'profiles.diploma_percentage',
  bachelorPercentage: 'profiles.bachelor_percentage',
} as const;

/**
 * Writes down the offers of a course whose deadline has passed (state 'lapsed', audited as the
 * system's): every reader already treats them as lapsed; this makes the table say so. Idempotent,
 * so two app nodes doing it at once mark each offer once.
 */
export async function markLapsedOffers({ db, courseId, now }: { db: DB; courseId?: string; now: number }): Promise<number> {
  const lapsed = await db
    .updateTable('offers')
    .set({ state: 'lapsed', decided_at: now })
    .where('state', '=', 'open')
    .where('deadline_at', '<', now)
    .$if(courseId !== undefined, (query) => query.where('course_id', '=', courseId!))
    .returning(['id', 'application_id', 'round_id', 'deadline_on'])
    .execute();
  for (const offer of lapsed) {
    await recordAudit({
      db,
      now,
      actor: { type: 'system', id: null },
      action: 'offer.lapse',
      entity: 'application',
      entityId: offer.application_id,
      before: { offer: offer.id, state: 'open', deadlineOn: offer.deadline_on },
      after: { offer: offer.id, state: 'lapsed' },
    });
  }
  return lapsed.length;
}

/** The seats a course's holders take, by the category of their seat: open and accepted offers, and Accepts made outside the rounds (as Open). */
async function seatsHeld(trx: DB, courseId: string, now: number) {
  const offers = await trx
    .selectFrom('offers')
    .innerJoin('applications', 'applications.id', 'offers.application_id')
    .select(['offers.seat_category', 'offers.state', sql<number>`count(*)`.as('n')])
    .where('offers.course_id', '=', courseId)
    .where('applications.course_id', '=', courseId)
    .where((eb) =>
      eb.or([
        eb.and([eb('offers.state', '=', 'open'), eb('offers.deadline_at', '>=', now), eb('applications.status', '=', 'Pending')]),
        eb.and([eb('offers.state', '=', 'accepted'), eb('applications.status', '=', 'Accepted')]),
      ]),
    )
    .groupBy(['offers.seat_category', 'offers.state'])
    .execute();
  const accepted = await trx
    .selectFrom('applications')
    .select(sql<number>`count(*)`.as('n'))
    .where('course_id', '=', courseId)
    .where('status', '=', 'Accepted')
    .executeTakeFirstOrThrow();
  const held: Partial<Record<SeatCategory, number>> = {};
  let acceptedByOffer = 0;
  let open = 0;
  for (const row of offers) {
    const category = row.seat_category as SeatCategory;
    held[category] = (held[category] ?? 0) + Number(row.n);
    if (row.state === 'accepted') acceptedByOffer += Number(row.n);
    else open += Number(row.n);
  }
  held.Open = (held.Open ?? 0) + Number(accepted.n) - acceptedByOffer;
  return { held, accepted: Number(accepted.n), openOffers: open };
}

/**
 * Generates the next round of a course: ranks its Pending applicants who never had an offer of it
 * (declined and lapsed ones had their turn), offers the seats still free — rounds up to the
 * institute's conversion round by the category matrix, later ones all Open — and keeps the list
 * as published. The course row is locked (PostgreSQL), so a round and Accepts never interleave.
 * A course that requires verified documents leaves out of the round whoever could not accept yet
 * (their documents are not all verified): they are not ranked, so they are in the first round
 * after their documents are verified, and the audit entry names them.
 */
export async function generateRound({
  courseId,
  deadlineOn,
  criterion = 'hscPercentage',
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  courseId: string;
  deadlineOn?: string;
  criterion?: MeritCriterion;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<{ roundId: string; number: number; offered: number; waitlisted: number; documentsNotVerified: number }> {
  const today = dateInputValue(now);
  const deadline = deadlineOn ?? addDays(today, DEFAULT_OFFER_DAYS);
  if (deadline < today) throw new AppError('BAD_REQUEST', DEADLINE_IN_PAST, { field: 'deadlineOn' });
  if (deadline > addDays(today, OFFER_DAYS_MAX)) throw new AppError('BAD_REQUEST', deadlineTooFar, { field: 'deadlineOn' });
  return db.transaction().execute(async (trx) => {
    const course = await locked(trx, courseId);
    if (!course) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
    if (course.seats === null) throw new AppError('CONFLICT', ROUND_NEEDS_SEATS);
    const seats = Number(course.seats);
    await markLapsedOffers({ db: trx, courseId, now });
    const last = await trx
      .selectFrom('merit_rounds')
      .select(sql<number | null>`max(number)`.as('n'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    const number = Number(last.n ?? 0) + 1;
    const reservation = await getReservation({ db: trx });
    const reserved = number <= reservation.convertAfterRound;
    const { held, accepted, openOffers } = await seatsHeld(trx, courseId, now);
    const free = freeSeats(
      reserved ? seatMatrix(seats, reservation.percentages) : openOnly(seats),
      reserved ? held : { Open: accepted + openOffers },
      seats - accepted - openOffers,
    );

    const rows = await trx
      .selectFrom('applications')
      .innerJoin('users', 'users.id', 'applications.user_id')
      .leftJoin('profiles', 'profiles.user_id', 'applications.user_id')
      .select([
        'applications.id',
        'applications.user_id',
        'applications.created_at',
        'profiles.category',
        'profiles.dob',
        `${PROFILE_COLUMN[criterion]} as score`,
        'users.name as user_name',
        'users.email as user_email',
        'users.language',
        'profiles.first_name',
        'profiles.middle_name',
        'profiles.last_name',
      ])
      .where('applications.course_id', '=', courseId)
      .where('applications.status', '=', 'Pending')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('offers').select('offers.id').whereRef('offers.application_id', '=', 'applications.id').where('offers.course_id', '=', courseId),
          ),
        ),
      )
      .execute();
    const notVerified = new Set<string>();
    if (Number(course.requires_verified_documents) === 1) {
      const statuses = await findDocumentStatuses({ userIds: rows.map((row) => row.user_id), db: trx });
      for (const row of rows) if (documentProblemsIn(statuses.get(row.user_id)!).length) notVerified.add(row.id);
    }
    const candidates: Candidate[] = rows
      .filter((row) => !notVerified.has(row.id))
      .map((row) => ({
        applicationId: row.id,
        category: seatCategoryOf(row.category),
        score: row.score === null ? null : Number(row.score),
        dob: row.dob || null,
        appliedAt: Number(row.created_at),
      }));
    const entries = allotRound(candidates, free);

    const roundId = newId(now);
    const deadlineAt = endOfIndiaDay(deadline);
    await trx
      .insertInto('merit_rounds')
      .values({
        id: roundId,
        course_id: courseId,
        number,
        criterion,
        reserved: reserved ? 1 : 0,
        seats,
        free_seats: JSON.stringify(free),
        deadline_on: deadline,
        deadline_at: deadlineAt,
        created_by: actor.id ?? actor.type,
        created_at: now,
      })
      .execute();
    for (const entry of entries) {
      await trx
        .insertInto('merit_round_entries')
        .values({
          round_id: roundId,
          application_id: entry.applicationId,
          rank: entry.rank,
          category: entry.category,
          score: entry.score,
          outcome: entry.outcome,
          seat_category: entry.seatCategory,
        })
        .execute();
    }
    const offered = entries.filter((entry) => entry.outcome === 'offered');
    for (const entry of offered) {
      await trx
        .insertInto('offers')
        .values({
          id: newId(now),
          round_id: roundId,
          application_id: entry.applicationId,
          course_id: courseId,
          seat_category: entry.seatCategory!,
          state: 'open',
          deadline_on: deadline,
          deadline_at: deadlineAt,
          decided_at: null,
          created_at: now,
        })
        .execute();
    }
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'merit-round.generate',
      entity: 'course',
      entityId: courseId,
      after: {
        round: number,
        roundId,
        criterion,
        reserved,
        freeSeats: free,
        deadlineOn: deadline,
        offered: offered.map((entry) => entry.applicationId),
        waitlisted: entries.length - offered.length,
        ...(notVerified.size ? { documentsNotVerified: [...notVerified] } : {}),
      },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    await queueOfferMails({
      db: trx,
      now,
      notices: offered.map((entry) => {
        const row = byId.get(entry.applicationId)!;
        return {
          to: row.user_email,
          name: studentName(row),
          courseTitle: course.title,
          round: number,
          rank: entry.rank,
          category: entry.seatCategory!,
          deadlineOn: deadline,
          locale: languageOfStudent(row.language),
        };
      }),
    });
    return { roundId, number, offered: offered.length, waitlisted: entries.length - offered.length, documentsNotVerified: notVerified.size };
  });
}
