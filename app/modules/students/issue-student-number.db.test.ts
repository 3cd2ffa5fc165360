import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { studentAuth } from '~/modules/auth/student-auth.server';
import { insertTestUser } from '../../../tests/test-users';
import { issueStudentNumber } from './issue-student-number.server';
import { registrationYearOf } from './student-number';

// Every student gets a short number as their row is written (migration 0025): the year they
// registered in (India) and the next of that year, different for sign-ups at the same moment.
const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const numberOf = (studentNumber: string) => Number(studentNumber.split('-')[2]);

describe('student numbers', () => {
  it('are given by the sign-up itself: 30 students created at once get 30 different numbers of this year, one after another', async () => {
    const context = await studentAuth.$context;
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        context.internalAdapter.createUser(
          { email: `numbered-${index}-${Date.now()}@example.org`, name: `Student ${index}`, emailVerified: true },
          { method: 'admin' },
        ),
      ),
    );
    const rows = await db
      .selectFrom('users')
      .select(['id', 'student_number'])
      .where(
        'id',
        'in',
        created.map((user) => user.id),
      )
      .execute();
    const numbers = rows.map((row) => row.student_number!);
    expect(numbers).toHaveLength(30);
    expect(new Set(numbers).size).toBe(30);
    const year = registrationYearOf(Date.now());
    expect(numbers.every((number) => new RegExp(`^NIHM-${year}-\\d{6}$`).test(number))).toBe(true);
    const sorted = numbers.map(numberOf).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 30 }, (_, index) => sorted[0]! + index));
  });

  it('cannot be given twice: the unique index refuses a second student with the same number', async () => {
    const first = await insertTestUser();
    const second = await insertTestUser();
    await db.updateTable('users').set({ student_number: 'NIHM-2031-000007' }).where('id', '=', first.id).execute();
    await expect(db.updateTable('users').set({ student_number: 'NIHM-2031-000007' }).where('id', '=', second.id).execute()).rejects.toThrow();
  });

  it('start again at 1 on 1 January 00:00 IST; 31 December 23:59 IST is still the old year', async () => {
    expect(await issueStudentNumber({ db, now: ist('2043-12-31T23:58:00') })).toBe('NIHM-2043-000001');
    expect(await issueStudentNumber({ db, now: ist('2043-12-31T23:59:59') })).toBe('NIHM-2043-000002');
    expect(await issueStudentNumber({ db, now: ist('2044-01-01T00:00:00') })).toBe('NIHM-2044-000001');
  });
});
