import { db as defaultDb, type DB } from '~/db/db.server';
import type { ExportCell, ExportColumn } from '~/modules/exports/export-cells';
import type { RowPages } from '~/modules/exports/table-stream.server';
import { findCourseRounds, type RoundView } from './find-merit-rounds.server';
import { MERIT_CRITERION_LABELS } from './merit-list';

// A round's list as published, as a table for the exports' CSV and Excel writers (decision 030's machinery).

export const ROUND_NOT_FOUND = 'Merit round not found';

export const ROUND_COLUMNS: ExportColumn[] = [
  { heading: 'Rank', kind: 'text', width: 6 },
  { heading: 'Student', kind: 'text', width: 28 },
  { heading: 'E-mail', kind: 'text', width: 28 },
  { heading: 'Category', kind: 'text', width: 10 },
  { heading: 'Marks', kind: 'text', width: 10 },
  { heading: 'Outcome', kind: 'text', width: 12 },
  { heading: 'Seat', kind: 'text', width: 8 },
  { heading: 'Offer now', kind: 'text', width: 12 },
  { heading: 'Application ID', kind: 'text', width: 38 },
];

const OFFER_WORDS = { open: 'Open offer', accepted: 'Accepted', declined: 'Declined', lapsed: 'Lapsed', closed: 'Closed by staff' } as const;

export function roundRows(round: RoundView): ExportCell[][] {
  return round.entries.map((entry) => [
    String(entry.rank),
    entry.student,
    entry.email,
    entry.category,
    entry.score === null ? '' : String(entry.score),
    entry.outcome === 'offered' ? 'Offered' : 'Waitlisted',
    entry.seatCategory ?? '',
    entry.offerState ? OFFER_WORDS[entry.offerState] : '',
    entry.applicationId,
  ]);
}

/** One round of a course with its course's title, or null. */
export async function findRound({ roundId, db = defaultDb, now = Date.now() }: { roundId: string; db?: DB; now?: number }) {
  const round = await db
    .selectFrom('merit_rounds')
    .innerJoin('courses', 'courses.id', 'merit_rounds.course_id')
    .select(['merit_rounds.course_id', 'courses.title'])
    .where('merit_rounds.id', '=', roundId)
    .executeTakeFirst();
  if (!round) return null;
  const view = (await findCourseRounds({ courseId: round.course_id, db, now })).find((candidate) => candidate.id === roundId)!;
  return { courseId: round.course_id, courseTitle: round.title, round: view, criterion: MERIT_CRITERION_LABELS[view.criterion] };
}

export async function* onePage(rows: ExportCell[][]): RowPages {
  yield rows;
}

/** 'Merit-Round-2-Dialysis-Technician.csv' (.xlsx, .pdf) */
export const roundFileName = (number: number, courseTitle: string, format: 'csv' | 'xlsx' | 'pdf') =>
  `Merit-Round-${number}-${
    courseTitle
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'course'
  }.${format}`;
