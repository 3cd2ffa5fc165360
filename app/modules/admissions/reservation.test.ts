import { describe, expect, it } from 'vitest';
import { allotRound, byMerit, type Candidate } from './merit-list';
import { DEFAULT_RESERVATION, freeSeats, openOnly, reservationInput, RESERVED_TOTAL_TOO_HIGH, seatCategoryOf, seatMatrix } from './reservation';

// The seat matrix's rounding and the merit list's order and filling (decision 048), without a database.
const percentages = DEFAULT_RESERVATION.percentages;
const sum = (matrix: Record<string, number>) => Object.values(matrix).reduce((a, b) => a + b, 0);

describe('the seat matrix', () => {
  it('floors each reserved share and gives Open the remainder (Maharashtra starting point)', () => {
    expect(seatMatrix(100, percentages)).toEqual({ Open: 50, SC: 13, ST: 7, NT: 11, OBC: 19 });
    // 20 × 13% = 2.6 → 2, 1.4 → 1, 2.2 → 2, 3.8 → 3: Open gets the 12 left.
    expect(seatMatrix(20, percentages)).toEqual({ Open: 12, SC: 2, ST: 1, NT: 2, OBC: 3 });
    expect(seatMatrix(3, percentages)).toEqual({ Open: 3, SC: 0, ST: 0, NT: 0, OBC: 0 });
  });

  it('always adds up to the seats', () => {
    for (let seats = 1; seats <= 500; seats++) expect(sum(seatMatrix(seats, percentages))).toBe(seats);
    for (let seats = 1; seats <= 50; seats++) expect(sum(seatMatrix(seats, { SC: 25, ST: 25, NT: 25, OBC: 25 }))).toBe(seats);
  });

  it('refuses reserved percentages over 100 in all, and reads numbers typed as text', () => {
    expect(reservationInput.safeParse({ percentages: { SC: 50, ST: 30, NT: 20, OBC: 1 }, convertAfterRound: 2 }).error?.issues[0]?.message).toBe(
      RESERVED_TOTAL_TOO_HIGH,
    );
    expect(reservationInput.parse({ percentages: { SC: '10', ST: '0', NT: '5', OBC: '20' }, convertAfterRound: '3' })).toEqual({
      percentages: { SC: 10, ST: 0, NT: 5, OBC: 20 },
      convertAfterRound: 3,
    });
    expect(reservationInput.safeParse({ percentages: { SC: 10.5, ST: 0, NT: 0, OBC: 0 }, convertAfterRound: 1 }).success).toBe(false);
  });

  it('seats free: a category holding its seats has none; a smaller total comes off Open first', () => {
    const matrix = seatMatrix(20, percentages);
    expect(freeSeats(matrix, { Open: 10, SC: 2 }, 8)).toEqual({ Open: 2, SC: 0, ST: 1, NT: 2, OBC: 3 });
    expect(freeSeats(matrix, { Open: 14 }, 4)).toEqual({ Open: 0, SC: 0, ST: 0, NT: 1, OBC: 3 });
    expect(freeSeats(openOnly(5), {}, 5)).toEqual({ Open: 5, SC: 0, ST: 0, NT: 0, OBC: 0 });
  });

  it('a category the institute does not reserve, or none given, is Open', () => {
    expect(seatCategoryOf('SC')).toBe('SC');
    expect(seatCategoryOf('Open')).toBe('Open');
    expect(seatCategoryOf(null)).toBe('Open');
  });
});

const candidate = (
  applicationId: string,
  category: Candidate['category'],
  score: number | null,
  dob: string | null = '2006-01-01',
  appliedAt = 0,
): Candidate => ({
  applicationId,
  category,
  score,
  dob,
  appliedAt,
});

describe('the merit list', () => {
  it('ranks by marks, then the earlier date of birth, then the earlier application; no marks last', () => {
    const list = [
      candidate('none', 'Open', null, '2000-01-01'),
      candidate('young', 'Open', 80, '2007-05-01'),
      candidate('late', 'Open', 80, '2006-05-01', 2),
      candidate('early', 'Open', 80, '2006-05-01', 1),
      candidate('top', 'SC', 91.5),
      candidate('no-dob', 'Open', 80, null),
    ].sort(byMerit);
    expect(list.map((entry) => entry.applicationId)).toEqual(['top', 'early', 'late', 'young', 'no-dob', 'none']);
  });

  it('fills Open seats on merit from every category first, then each category from its own', () => {
    const entries = allotRound(
      [
        candidate('sc-1', 'SC', 95),
        candidate('open-1', 'Open', 90),
        candidate('obc-1', 'OBC', 85),
        candidate('sc-2', 'SC', 70),
        candidate('open-2', 'Open', 88),
        candidate('sc-3', 'SC', 60),
        candidate('st-1', 'ST', 50),
      ],
      { Open: 2, SC: 1, ST: 0, NT: 1, OBC: 1 },
    );
    expect(entries.map(({ applicationId, rank, outcome, seatCategory }) => [applicationId, rank, outcome, seatCategory])).toEqual([
      ['sc-1', 1, 'offered', 'Open'], // on merit, an Open seat: SC's seat stays for the next SC
      ['open-1', 2, 'offered', 'Open'],
      ['open-2', 3, 'waitlisted', null],
      ['obc-1', 4, 'offered', 'OBC'],
      ['sc-2', 5, 'offered', 'SC'],
      ['sc-3', 6, 'waitlisted', null],
      ['st-1', 7, 'waitlisted', null], // ST has no seat free; NT's stays empty (nobody NT applied)
    ]);
  });
});
