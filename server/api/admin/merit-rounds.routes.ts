import { createRoute, z } from '@hono/zod-openapi';
import { findCourseRounds } from '~/modules/admissions/find-merit-rounds.server';
import { generateRound, leftOutForDocuments } from '~/modules/admissions/merit-rounds.server';
import { MERIT_CRITERIA } from '~/modules/admissions/merit-list';
import { reservationInput, SEAT_CATEGORIES } from '~/modules/admissions/reservation';
import { getReservation, updateReservation, type SavedReservation } from '~/modules/admissions/reservation-settings.server';
import { findRound, onePage, ROUND_COLUMNS, ROUND_NOT_FOUND, roundFileName, roundRows } from '~/modules/admissions/round-export.server';
import { renderRoundPdf } from '~/modules/admissions/round-pdf.server';
import { generateRoundInput } from '~/modules/admissions/merit-rounds.schemas';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { csvStream, xlsxStream } from '~/modules/exports/table-stream.server';
import { AppError } from '~/utils/errors';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Staff: reservation by category and merit rounds (issue 23 points 3 and 4, decision 048).
const TAGS = ['Admin: admissions'];
export const adminMeritRoundsApi = createRouter<AdminVariables>();

const seatMatrixJson = z.object(Object.fromEntries(SEAT_CATEGORIES.map((category) => [category, z.number().int()]))).openapi('SeatMatrix');
const reservationJson = z
  .object({
    percentages: z.object({ SC: z.number().int(), ST: z.number().int(), NT: z.number().int(), OBC: z.number().int() }),
    convertAfterRound: z
      .number()
      .int()
      .openapi({ description: 'Rounds up to this one fill reserved seats from their category; later rounds offer every free seat as Open' }),
    updatedAt: z.string().nullable().openapi({ description: 'ISO time of the last save; null: the starting point (Maharashtra), never saved' }),
  })
  .openapi('Reservation');
const reservationOf = ({ percentages, convertAfterRound, updatedAt }: SavedReservation) => ({
  percentages,
  convertAfterRound,
  updatedAt: updatedAt === null ? null : new Date(updatedAt).toISOString(),
});
export const RESERVATION_SAVED = 'Reservation saved.';

adminMeritRoundsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/reservation',
    tags: TAGS,
    summary: 'The reservation by category in force (percent of each course’s seats)',
    middleware: [requireStaff('admissions')] as const,
    request: { headers: tokenHeader },
    responses: { 200: json(done.extend({ reservation: reservationJson }), 'The reservation'), ...unauthorized, ...forbidden },
  }),
  async (c) => c.json({ success: true as const, message: 'Reservation', reservation: reservationOf(await getReservation()) }, 200),
);

adminMeritRoundsApi.openapi(
  createRoute({
    method: 'put',
    path: '/admin/reservation',
    tags: TAGS,
    summary: 'Set the reservation by category (owner)',
    description:
      'Whole percents of a course’s seats for SC, ST, NT and OBC (100 at most in all); Open is the rest. Each category gets ' +
      'floor(seats × percent / 100) seats, Open the remainder. Until saved: the Maharashtra State Public Services Reservation ' +
      'Act, 2001 (SC 13, ST 7, NT 11, OBC 19), a starting point the institute must confirm. Rounds already generated keep ' +
      'what they offered. Audited.',
    middleware: [requireStaff('reservation')] as const,
    request: { headers: tokenHeader, ...jsonBody(reservationInput) },
    responses: { 200: json(done.extend({ reservation: reservationJson }), RESERVATION_SAVED), ...badInput, ...unauthorized, ...forbidden },
  }),
  async (c) => {
    const saved = await updateReservation({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, message: RESERVATION_SAVED, reservation: reservationOf(saved) }, 200);
  },
);

const generateInput = generateRoundInput;

const entryJson = z.object({
  rank: z.number().int(),
  applicationId: z.string(),
  student: z.string(),
  email: z.string(),
  category: z.enum(SEAT_CATEGORIES as ['Open', 'SC', 'ST', 'NT', 'OBC']),
  score: z.number().nullable().openapi({ description: 'The marks ranked by; null: not given (ranked last)' }),
  outcome: z.enum(['offered', 'waitlisted']),
  seatCategory: z.string().nullable(),
  offerState: z
    .enum(['open', 'accepted', 'declined', 'lapsed', 'closed'])
    .nullable()
    .openapi({ description: "Where the offer stands now ('closed': staff accepted or rejected the application themselves); null: waitlisted" }),
});
const roundJson = z
  .object({
    id: z.string(),
    number: z.number().int(),
    criterion: z.enum(MERIT_CRITERIA),
    reserved: z.boolean().openapi({ description: 'false: past the conversion round, every seat was Open' }),
    seats: z.number().int(),
    freeSeats: seatMatrixJson,
    deadlineOn: z.string(),
    createdAt: z.string(),
    entries: z.array(entryJson),
  })
  .openapi('MeritRound');

adminMeritRoundsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/merit-rounds',
    tags: TAGS,
    summary: 'Generate the next merit round of a course and offer its free seats',
    description:
      'Ranks the course’s Pending applicants who have had no offer of it (marks descending, then the earlier date of birth, ' +
      'then the earlier application; no marks: last) and offers the seats still free (seats − Accepted − open offers): Open ' +
      'seats on merit from every category first, then each category’s reserved seats from that category; rounds after the ' +
      'reservation’s convertAfterRound offer every free seat as Open. Offers lapse after the end of deadlineOn (India). The ' +
      'list is kept as published. Each offered student is e-mailed. Audited. 409 when the course has no seat limit. A course that ' +
      'requires verified documents leaves out whoever has a document not uploaded, awaiting verification or rejected; the ' +
      'message says how many.',
    middleware: [requireStaff('admissions')] as const,
    request: { headers: tokenHeader, ...jsonBody(generateInput) },
    responses: {
      201: json(done.extend({ round: roundJson }), 'The round, as published'),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Course not found'),
      409: failureResponse('The course has no seat limit'),
    },
  }),
  async (c) => {
    const { courseId, deadlineOn, criterion } = c.req.valid('json');
    const { roundId, number, offered, documentsNotVerified } = await generateRound({ courseId, deadlineOn, criterion, actor: actorOf(c) });
    const round = (await findCourseRounds({ courseId })).find((candidate) => candidate.id === roundId)!;
    return c.json(
      {
        success: true as const,
        message: `Round ${number}: ${offered} offered.${leftOutForDocuments(documentsNotVerified)}`,
        round: { ...round, createdAt: new Date(round.createdAt).toISOString() },
      },
      201,
    );
  },
);

adminMeritRoundsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/merit-rounds',
    tags: TAGS,
    summary: 'A course’s merit rounds, newest first, each list as published with where each offer stands now',
    middleware: [requireStaff('applications')] as const,
    request: { headers: tokenHeader, query: z.object({ courseId: z.string({ error: 'courseId is required.' }).min(1, 'courseId is required.') }) },
    responses: { 200: json(done.extend({ rounds: z.array(roundJson) }), 'The rounds'), ...badInput, ...unauthorized, ...forbidden },
  }),
  async (c) => {
    const rounds = await findCourseRounds({ courseId: c.req.valid('query').courseId });
    return c.json(
      { success: true as const, message: 'Merit rounds', rounds: rounds.map((round) => ({ ...round, createdAt: new Date(round.createdAt).toISOString() })) },
      200,
    );
  },
);

const CONTENT_TYPE = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;
const LIST_COLUMNS = {
  csv:
    'Rank, Student, E-mail, Category, Marks, Outcome (Offered or Waitlisted), Seat (the category of the seat offered), Offer now (Open offer, ' +
    'Accepted, Declined, Lapsed, Closed by staff), Application ID.',
  pdf:
    'On the letterhead, for printing: the round (published, criterion, seats offered, deadline) and Rank, Student, Category, Marks, ' +
    'Outcome, Seat, Offer now; no e-mail or application id.',
};
for (const format of ['csv', 'xlsx', 'pdf'] as const) {
  adminMeritRoundsApi.openapi(
    createRoute({
      method: 'get',
      path: `/admin/merit-rounds/{id}/list.${format}`,
      tags: TAGS,
      summary: `A round’s list as published, as ${format.toUpperCase()}`,
      description: `${format === 'pdf' ? LIST_COLUMNS.pdf : LIST_COLUMNS.csv} Audited.`,
      middleware: [requireStaff('applications')] as const,
      request: { headers: tokenHeader, params: z.object({ id: z.string() }) },
      responses: {
        200: { content: { [CONTENT_TYPE[format]]: { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The list' },
        ...unauthorized,
        ...forbidden,
        404: failureResponse(ROUND_NOT_FOUND),
      },
    }),
    async (c) => {
      const found = await findRound({ roundId: c.req.valid('param').id });
      if (!found) throw new AppError('NOT_FOUND', ROUND_NOT_FOUND);
      await recordAudit({
        actor: actorOf(c),
        action: 'merit-round.export',
        entity: 'course',
        entityId: found.courseId,
        after: { round: found.round.number, format },
      });
      const pages = onePage(roundRows(found.round));
      const body =
        format === 'pdf'
          ? new Uint8Array(await renderRoundPdf({ found }))
          : format === 'csv'
            ? csvStream(ROUND_COLUMNS, pages)
            : xlsxStream(ROUND_COLUMNS, pages, `Round ${found.round.number}`);
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': CONTENT_TYPE[format],
          'Content-Disposition': `attachment; filename="${roundFileName(found.round.number, found.courseTitle, format)}"`,
          'Cache-Control': 'no-store',
        },
      }) as never;
    },
  );
}
