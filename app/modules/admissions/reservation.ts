import { z } from 'zod';

// Browser-safe: reservation by category (issue 23 point 3, decision 048). The institute sets what
// share of a course's seats each reserved category gets; Open is the rest. A course's seat matrix
// is derived from its seats, never stored beside them.

/** The reserved categories a student can give on the admission form (profile.schemas CATEGORIES, less Open). */
export const RESERVED_CATEGORIES = ['SC', 'ST', 'NT', 'OBC'] as const;
export type ReservedCategory = (typeof RESERVED_CATEGORIES)[number];
export type SeatCategory = ReservedCategory | 'Open';
export const SEAT_CATEGORIES: readonly SeatCategory[] = ['Open', ...RESERVED_CATEGORIES];

export type ReservationSettings = {
  /** Percent of a course's seats reserved for each category (0 reserves none). */
  percentages: Record<ReservedCategory, number>;
  /**
   * Rounds 1..N fill reserved seats only from their category; from round N+1 every seat still free
   * is Open (a category's unfilled seats convert to Open).
   */
  convertAfterRound: number;
};

/**
 * A starting point only: the Maharashtra State Public Services Reservation Act, 2001 (SC 13%,
 * ST 7%, the VJ/NT groups together 11%, OBC 19%). The institute must confirm what applies to it.
 */
export const DEFAULT_RESERVATION: ReservationSettings = {
  percentages: { SC: 13, ST: 7, NT: 11, OBC: 19 },
  convertAfterRound: 2,
};

export const RESERVED_TOTAL_TOO_HIGH = 'The reserved percentages add up to more than 100.';
const percentMessage = (category: string) => `${category} must be a whole number from 0 to 100.`;
const percent = (category: string) => {
  const message = percentMessage(category);
  return z.coerce.number({ error: message }).int(message).min(0, message).max(100, message);
};
const ROUND_MESSAGE = 'Convert after round must be a whole number from 1 to 20.';

export const reservationInput = z
  .object({
    percentages: z.object(
      Object.fromEntries(RESERVED_CATEGORIES.map((category) => [category, percent(category)])) as Record<ReservedCategory, ReturnType<typeof percent>>,
      { error: 'percentages must give SC, ST, NT and OBC.' },
    ),
    convertAfterRound: z.coerce.number({ error: ROUND_MESSAGE }).int(ROUND_MESSAGE).min(1, ROUND_MESSAGE).max(20, ROUND_MESSAGE),
  })
  .refine((value) => RESERVED_CATEGORIES.reduce((sum, category) => sum + value.percentages[category], 0) <= 100, RESERVED_TOTAL_TOO_HIGH);

export type SeatMatrix = Record<SeatCategory, number>;

/**
 * A course's seats by category: each reserved category floor(seats × % / 100), Open the remainder,
 * so the matrix always adds up to the seats (rounding down never reserves a seat the percentage
 * does not give; what the fractions leave over is Open).
 */
export function seatMatrix(seats: number, percentages: ReservationSettings['percentages']): SeatMatrix {
  const matrix = { Open: 0 } as SeatMatrix;
  let reserved = 0;
  for (const category of RESERVED_CATEGORIES) {
    matrix[category] = Math.floor((seats * percentages[category]) / 100);
    reserved += matrix[category];
  }
  matrix.Open = seats - reserved;
  return matrix;
}

/** An all-Open matrix: a round after the conversion. */
export const openOnly = (seats: number): SeatMatrix => ({ Open: seats, SC: 0, ST: 0, NT: 0, OBC: 0 });

/** The category a student's profile gives counts as reserved only if it is one of the reserved ones; anything else is Open. */
export const seatCategoryOf = (profileCategory: string | null): SeatCategory =>
  (RESERVED_CATEGORIES as readonly string[]).includes(profileCategory ?? '') ? (profileCategory as ReservedCategory) : 'Open';

/**
 * The seats a round may offer, by category: each category's matrix seats less those it holds
 * (accepted or offered), never below 0; then, if the course has fewer seats free in all than
 * that (a staff Accept outside the rounds), the difference comes off Open first, then the
 * categories in their order.
 */
export function freeSeats(matrix: SeatMatrix, held: Partial<Record<SeatCategory, number>>, totalFree: number): SeatMatrix {
  const free = {} as SeatMatrix;
  for (const category of SEAT_CATEGORIES) free[category] = Math.max(0, matrix[category] - (held[category] ?? 0));
  let excess = SEAT_CATEGORIES.reduce((sum, category) => sum + free[category], 0) - Math.max(0, totalFree);
  for (const category of SEAT_CATEGORIES) {
    if (excess <= 0) break;
    const cut = Math.min(excess, free[category]);
    free[category] -= cut;
    excess -= cut;
  }
  return free;
}
