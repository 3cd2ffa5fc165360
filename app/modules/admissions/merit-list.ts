import type { SeatCategory, SeatMatrix } from './reservation';

// Browser-safe: a merit round's list (issue 23 point 4, decision 048): who ranks where, and who is
// offered which seat. Pure, so the order and the filling are proved without a database.

/** The profile's marks a round may rank by; HSC is the default. */
export const MERIT_CRITERIA = ['hscPercentage', 'sscPercentage', 'diplomaPercentage', 'bachelorPercentage'] as const;
export type MeritCriterion = (typeof MERIT_CRITERIA)[number];
export const MERIT_CRITERION_LABELS: Record<MeritCriterion, string> = {
  hscPercentage: 'HSC percentage',
  sscPercentage: 'SSC percentage',
  diplomaPercentage: 'Diploma percentage',
  bachelorPercentage: 'Bachelor percentage',
};

export type Candidate = {
  applicationId: string;
  category: SeatCategory;
  /** The criterion's marks; null (not given) ranks after every mark. */
  score: number | null;
  /** YYYY-MM-DD; null ranks after every date. */
  dob: string | null;
  appliedAt: number;
};

export type RankedEntry = Candidate & { rank: number; outcome: 'offered' | 'waitlisted'; seatCategory: SeatCategory | null };

const nullsLast = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a, b));

/**
 * Merit order: higher marks first; a tie goes to the earlier date of birth (the older student),
 * then to the earlier application; the application's id settles the rest so the order is always
 * the same. A student without the marks ranks after all who have them.
 */
export function byMerit(a: Candidate, b: Candidate): number {
  return (
    nullsLast(a.score, b.score, (x, y) => y - x) ||
    nullsLast(a.dob, b.dob, (x, y) => x.localeCompare(y)) ||
    a.appliedAt - b.appliedAt ||
    a.applicationId.localeCompare(b.applicationId)
  );
}

/**
 * Ranks the candidates and offers the free seats: Open seats first, on merit, to anyone whatever
 * their category; then each category's seats to that category's next in merit order. Everyone
 * else is waitlisted.
 */
export function allotRound(candidates: readonly Candidate[], free: SeatMatrix): RankedEntry[] {
  const ranked: RankedEntry[] = [...candidates].sort(byMerit).map((candidate, i) => ({ ...candidate, rank: i + 1, outcome: 'waitlisted', seatCategory: null }));
  let open = free.Open;
  for (const entry of ranked) {
    if (open === 0) break;
    Object.assign(entry, { outcome: 'offered', seatCategory: 'Open' });
    open--;
  }
  const left = { ...free };
  for (const entry of ranked) {
    if (entry.outcome === 'offered' || entry.category === 'Open' || left[entry.category] === 0) continue;
    Object.assign(entry, { outcome: 'offered', seatCategory: entry.category });
    left[entry.category]--;
  }
  return ranked;
}
