import { describe, expect, it } from 'vitest';
import { instalmentSchedule, isCalendarDay } from './instalment-plan';

// What the pay page shows as due when: money counts against the earliest instalments first.
const plan = [
  { amountPaise: 2_000_000, dueDate: '2026-06-01' },
  { amountPaise: 2_000_000, dueDate: '2026-09-01' },
  { amountPaise: 2_000_000, dueDate: '2026-12-01' },
];
const fee = 6_000_000;

describe('instalmentSchedule', () => {
  it('marks the first unpaid instalment as next, earlier ones paid, and a passed due date as overdue', () => {
    const schedule = instalmentSchedule(plan, fee, 2_500_000, '2026-09-02')!;
    expect(schedule.map(({ number, outstandingPaise, state, next }) => ({ number, outstandingPaise, state, next }))).toEqual([
      { number: 1, outstandingPaise: 0, state: 'paid', next: false },
      { number: 2, outstandingPaise: 1_500_000, state: 'overdue', next: true },
      { number: 3, outstandingPaise: 2_000_000, state: 'due', next: false },
    ]);
    expect(instalmentSchedule(plan, fee, 2_500_000, '2026-08-01')![1]!.state).toBe('part-paid');
    expect(instalmentSchedule(plan, fee, 6_000_000, '2027-01-01')!.every((row) => row.state === 'paid' && !row.next)).toBe(true);
  });

  it('is no schedule without a plan, or when the plan no longer adds up to the fee', () => {
    expect(instalmentSchedule([], fee, 0, '2026-01-01')).toBeNull();
    expect(instalmentSchedule(plan, 7_000_000, 0, '2026-01-01')).toBeNull();
    expect(instalmentSchedule(plan, null, 0, '2026-01-01')).toBeNull();
  });
});

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-6-1')).toBe(false);
  });
});
