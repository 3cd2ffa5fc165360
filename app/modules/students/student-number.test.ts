import { expect, it } from 'vitest';
import { formatStudentNumber, registrationYearOf } from './student-number';

it('numbers students NIHM-<year>-000123, six digits at least', () => {
  expect(formatStudentNumber('2026', 123)).toBe('NIHM-2026-000123');
  expect(formatStudentNumber('2026', 1_234_567)).toBe('NIHM-2026-1234567');
});

it('takes the calendar year in India: 1 January 00:00 IST is still 31 December in UTC', () => {
  expect(registrationYearOf(Date.parse('2026-12-31T18:29:59.999Z'))).toBe('2026');
  expect(registrationYearOf(Date.parse('2026-12-31T18:30:00Z'))).toBe('2027');
});
