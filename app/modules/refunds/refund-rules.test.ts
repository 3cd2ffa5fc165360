import { describe, expect, it } from 'vitest';
import { refundDue } from './refund-due';
import { refundWindowEndsAt } from './refunds.schemas';

const DAY = 24 * 60 * 60 * 1000;

describe('the 7-day refund window', () => {
  it('runs 7 days from the later of the payment and the enrolment', () => {
    const paidAt = Date.parse('2026-11-02T10:00:00Z');
    expect(refundWindowEndsAt({ paidAt, enrolledAt: paidAt - 3 * DAY })).toBe(paidAt + 7 * DAY);
    expect(refundWindowEndsAt({ paidAt, enrolledAt: paidAt + 2 * DAY })).toBe(paidAt + 9 * DAY);
  });
});

describe('refund due', () => {
  it('is what was paid beyond the fee, in exact paise; all of it once Rejected; nothing while no fee is set', () => {
    expect(refundDue({ status: 'Accepted', feesPaid: 10_000, courseId: { fees: 8_000 } })).toBe(2_000);
    expect(refundDue({ status: 'Pending', feesPaid: 0.3, courseId: { fees: 0.1 } })).toBe(0.2);
    expect(refundDue({ status: 'Accepted', feesPaid: 5_000, courseId: { fees: 8_000 } })).toBe(0);
    expect(refundDue({ status: 'Rejected', feesPaid: 5_000, courseId: { fees: 8_000 } })).toBe(5_000);
    expect(refundDue({ status: 'Accepted', feesPaid: 5_000, courseId: { fees: null } })).toBe(0);
  });
});
