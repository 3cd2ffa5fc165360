import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/pdf-tools';
import { DAY_BOOK_TEST_BANNER, type DayBookLine, dayBookTotals, renderDayBook } from './day-book-pdf.server';

// The day book's arithmetic and its page: what counts in the totals (not TEST money, not a
// cancelled receipt), refunds by method, the cash in hand, and figures that never wrap.
const institute = {
  name: 'Nagpur Institute of Hospital Management',
  address: 'Medical Square, Nagpur',
  phones: ['+91 98765 43210'],
  email: 'fees@example.org',
};
const at = Date.parse('2026-09-14T10:45:00+05:30');
const line = (overrides: Partial<DayBookLine>): DayBookLine => ({
  at,
  kind: 'payment',
  receiptNumber: 'NIHM/2026-27/000001',
  studentNumber: 'NIHM-2026-000001',
  student: 'Sunita Wankhede',
  course: 'GNM',
  method: 'Cash',
  cash: true,
  reference: null,
  againstReceipt: null,
  amountPaise: 100_00,
  test: false,
  cancelled: false,
  ...overrides,
});
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('dayBookTotals', () => {
  it('counts payments and refunds by method and the cash in hand, and leaves TEST money and cancelled receipts out of every total', () => {
    const totals = dayBookTotals([
      line({ amountPaise: 10_000_00 }),
      line({ method: 'Cheque', cash: false, amountPaise: 2_500_50 }),
      line({ method: 'Razorpay (UPI)', cash: false, amountPaise: 4_000_00 }),
      line({ method: 'Simulated (UPI)', cash: false, amountPaise: 7_500_00, test: true }),
      line({ amountPaise: 3_000_00, cancelled: true }),
      line({ kind: 'refund', amountPaise: 1_200_00 }),
      line({ kind: 'refund', method: 'Razorpay (UPI)', cash: false, amountPaise: 500_00 }),
      line({ kind: 'refund', method: 'Simulated (UPI)', cash: false, amountPaise: 100_00, test: true }),
    ]);
    expect(totals).toEqual({
      byMethod: [
        ['Cash', 10_000_00],
        ['Cheque', 2_500_50],
        ['Razorpay (UPI)', 4_000_00],
      ],
      refundsByMethod: [
        ['Cash', 1_200_00],
        ['Razorpay (UPI)', 500_00],
      ],
      collected: 16_500_50,
      refunded: 1_700_00,
      net: 14_800_50,
      cashInHand: 10_000_00 - 1_200_00,
      testPaise: 7_500_00,
      cancelledPaise: 3_000_00,
    });
  });
});

describe('the day book PDF', () => {
  it('prints every figure on one line, crores and credit note numbers included, and marks what it does not count', async () => {
    const pdf = await renderDayBook({
      institute,
      date: '2026-09-14',
      generatedAt: at,
      lines: [
        line({ amountPaise: 1_00_00_000_00, receiptNumber: 'NIHM/2026-27/000011' }),
        line({ amountPaise: 10_00_00_000_00, method: 'Bank transfer', cash: false, reference: 'UTR99', receiptNumber: 'NIHM/2026-27/000012' }),
        line({ amountPaise: 7_500_00, method: 'Simulated (UPI)', cash: false, test: true, receiptNumber: 'NIHM/2026-27/000013' }),
        line({ amountPaise: 3_000_00, cancelled: true, receiptNumber: 'NIHM/2026-27/000014' }),
        line({ kind: 'refund', amountPaise: 55_55_555_55, receiptNumber: 'NIHM/CN/2026-27/000001', againstReceipt: 'NIHM/2026-27/000011' }),
      ],
    });
    const text = squash(pdfText(pdf));
    for (const expected of [
      'NIHM/2026-27/000011 Sunita Wankhede · GNM · Cash ₹1,00,00,000.00',
      '₹10,00,00,000.00',
      'NIHM/CN/2026-27/000001 Sunita Wankhede · GNM · Cash ₹55,55,555.55',
      '₹55,55,555.55',
      'Cash ₹1,00,00,000.00',
      'Bank transfer ₹10,00,00,000.00',
      'Total received ₹11,00,00,000.00',
      'Refunded: Cash ₹55,55,555.55',
      'Refunds paid ₹55,55,555.55',
      'Net for the day ₹10,44,44,444.45',
      'Cash in hand (cash received less cash paid back) ₹44,44,444.45',
      'TEST payments, not counted ₹7,500.00',
      'Cancelled receipts, not counted ₹3,000.00',
      'TEST: not counted',
      'Cancelled: not counted',
      'NIHM-2026-000001',
      DAY_BOOK_TEST_BANNER,
    ]) {
      expect(text).toContain(expected);
    }
    // The refund names the receipt it returns, under its credit note number (the words may wrap, the number not).
    expect(text).toMatch(/NIHM\/CN\/2026-27\/000001 [^\n]+\n against [^\n]*\n NIHM\/2026-27\/000011\n/);
  });
});
