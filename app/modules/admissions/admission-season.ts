import { isCalendarDay } from '~/modules/courses/instalment-plan';
import { formatCalendarDate, formatLongDay } from '~/utils/dates';
import { AppError } from '~/utils/errors';

// Browser-safe: a course's admission season (issue 23 points 1 and 2, decision 045). Days are ISO
// calendar days in India ('2027-06-30'); both ends are included, and either may be unset.

export type AdmissionWindow = { opensOn: string | null; closesOn: string | null };
export type WindowState = 'open' | 'not-yet-open' | 'closed';

/** Where `today` (India's day, YYYY-MM-DD) stands against the window. */
export function windowState({ opensOn, closesOn }: AdmissionWindow, today: string): WindowState {
  if (opensOn !== null && today < opensOn) return 'not-yet-open';
  if (closesOn !== null && today > closesOn) return 'closed';
  return 'open';
}

export const SEATS_MAX = 100_000;
export const SEATS_INVALID = 'Seats must be a whole number from 1 to 1,00,000, or left empty for no limit.';
export const ADMISSION_DAY_INVALID = 'Choose a date (YYYY-MM-DD).';
export const WINDOW_ORDER = 'Admissions must close on or after the day they open.';
export const OUTSIDE_WINDOW_REASON_MIN = 5;
export const OUTSIDE_WINDOW_REASON_MAX = 500;
const REASON_LENGTH = `${OUTSIDE_WINDOW_REASON_MIN}–${OUTSIDE_WINDOW_REASON_MAX}`;
export const OUTSIDE_WINDOW_REASON_INVALID = `Say in ${REASON_LENGTH} characters why this student is admitted outside the admission window.`;

export const isAdmissionDay = (value: string) => isCalendarDay(value);
export const windowProblem = ({ opensOn, closesOn }: AdmissionWindow): string | null =>
  opensOn !== null && closesOn !== null && closesOn < opensOn ? WINDOW_ORDER : null;

/**
 * An application refused outside the window: the English sentence for the API and the dashboard,
 * and what a page needs to say it in its own language (the state and the day).
 */
export class OutsideWindowError extends AppError {
  readonly state: Exclude<WindowState, 'open'>;
  readonly day: string;
  constructor(state: Exclude<WindowState, 'open'>, window: AdmissionWindow, extra = '') {
    super('CONFLICT', `${outsideWindowMessage(state, window)}${extra ? ` ${extra}` : ''}`, extra ? { field: 'outsideWindowReason' } : {});
    this.state = state;
    this.day = state === 'not-yet-open' ? window.opensOn! : window.closesOn!;
  }
}

/** The refusal of an application outside the window, as the API and the dashboard say it (English). */
export function outsideWindowMessage(state: Exclude<WindowState, 'open'>, window: AdmissionWindow): string {
  return state === 'not-yet-open'
    ? `Admissions for this course open on ${formatLongDay(window.opensOn!)}.`
    : `Admissions for this course closed on ${formatLongDay(window.closesOn!)}.`;
}

/** The refusal a course would give today, or null while its window is open. */
export function outsideWindowNote(window: AdmissionWindow, today: string): string | null {
  const state = windowState(window, today);
  return state === 'open' ? null : outsideWindowMessage(state, window);
}

/** Accept beyond the seats (issue 23 point 2, its exact words). */
export const allSeatsTaken = (seats: number) => `All ${seats} seats of this course are taken.`;

/** Fewer seats than applications already Accepted would leave the course oversold. */
export const seatsBelowAccepted = (accepted: number) => `${accepted} applications of this course are already accepted: it needs at least ${accepted} seats.`;

/** Seats still free; null when the course has no limit. */
export const seatsLeft = (seats: number | null, accepted: number) => (seats === null ? null : Math.max(0, seats - accepted));

/** Manage Courses' words for a course's season (the dashboard is English): seats taken, then the window and where today stands. */
export function seasonSummary(season: AdmissionWindow & { seats: number | null; accepted: number }, today: string): { seats: string; window: string } {
  const seats = season.seats === null ? `${season.accepted} accepted, no seat limit` : `${season.accepted} of ${season.seats} seats taken`;
  if (season.opensOn === null && season.closesOn === null) return { seats, window: 'Applications always open' };
  const from = season.opensOn === null ? 'now' : formatCalendarDate(season.opensOn);
  const to = season.closesOn === null ? 'no end date' : formatCalendarDate(season.closesOn);
  const state = windowState(season, today);
  const now = state === 'open' ? 'open' : state === 'closed' ? 'closed' : 'not open yet';
  return { seats, window: `Applications ${from} – ${to} (${now})` };
}
