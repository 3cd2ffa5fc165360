import { describe, expect, it } from 'vitest';
import { pdfText, renderFirstPage } from '../../../tests/pdf-tools';
import { type PaymentReceipt, renderPaymentReceipt, TEST_RECEIPT_BANNER } from './payment-receipt-pdf.server';

const receipt: PaymentReceipt = {
  institute: {
    name: 'Nagpur Institute of Hospital Management',
    address: '2nd Floor, Medical Square, Nagpur, Maharashtra 440003',
    phones: ['+91 98765 43210', '+91 71226 54321'],
    email: 'admissions@example.org',
  },
  receiptNumber: 'NIHM/2026-27/000042',
  paidAt: Date.parse('2026-11-23T15:45:00+05:30'),
  student: { name: 'Asha Patil', email: 'asha@example.org' },
  course: 'Diploma in Dialysis Technology',
  applicationId: '01JD0000000000000000000042',
  amountPaise: 1_25_000_00,
  method: 'upi',
  gateway: 'razorpay',
  gatewayPaymentId: 'pay_Receipt0000042',
  gatewayOrderId: 'order_Receipt000042',
  totalPaidPaise: 1_50_000_00,
  feePaise: 2_00_000_50,
  test: false,
};
// pdftotext keeps the layout: a value may be spread with spaces, never split across lines.
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('the receipt of a payment', () => {
  it('prints on an A4 page that is not blank', async () => {
    const page = await renderFirstPage(await renderPaymentReceipt(receipt));
    expect(page.width).toBe(414); // A4 at 50 dpi: 8.27 × 11.69 in
    expect(page.height).toBe(585);
    // The letterhead, a dozen lines of text and three rules: thousands of inked pixels, not a handful.
    expect(page.inked).toBeGreaterThan(3_000);
  });

  it('says who paid what for which course, in figures with ₹ and in words, with the gateway reference and the balance', async () => {
    const text = squash(pdfText(await renderPaymentReceipt(receipt)));
    for (const expected of [
      'Nagpur Institute of Hospital Management',
      '2nd Floor, Medical Square, Nagpur, Maharashtra 440003',
      '+91 98765 43210 · +91 71226 54321 · admissions@example.org',
      'Receipt number NIHM/2026-27/000042',
      '23 Nov 2026, 3:45 pm IST',
      'Received from Asha Patil',
      'Course Diploma in Dialysis Technology',
      'Amount received ₹1,25,000.00',
      'In words Rupees One Lakh Twenty-Five Thousand Only',
      'Payment method UPI',
      'Payment reference pay_Receipt0000042',
      'Total paid ₹1,50,000.00',
      'Balance due ₹50,000.50',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('TEST');
  });

  it('names the office, the cheque number, its bank and the day paid for money taken at the counter', async () => {
    const cheque = {
      ...receipt,
      method: 'cheque',
      gateway: null,
      gatewayPaymentId: null,
      gatewayOrderId: null,
      reference: '004512',
      referenceBank: 'Bank of Maharashtra',
      paidOn: '2026-11-20',
    };
    const text = squash(pdfText(await renderPaymentReceipt(cheque)));
    for (const expected of [
      'Payment method Cheque',
      'Paid through At the institute office',
      'Cheque number 004512',
      'Bank Bank of Maharashtra',
      'Paid on 20 Nov 2026',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Razorpay');
    expect(squash(pdfText(await renderPaymentReceipt({ ...cheque, method: 'upi', referenceBank: null, reference: '412345678901' })))).toContain(
      'UTR 412345678901',
    );
  });

  it('marks a payment made on a test gateway TEST, in the title, a banner and across the page', async () => {
    const plain = await renderFirstPage(await renderPaymentReceipt(receipt));
    const test = await renderPaymentReceipt({ ...receipt, gateway: 'simulated', test: true });
    const text = squash(pdfText(test));
    expect(text).toContain('Payment Receipt (TEST)');
    expect(text).toContain(TEST_RECEIPT_BANNER);
    expect(text).toContain('Paid through Simulated gateway (TEST)');
    // The diagonal TEST and the banner add ink that the plain receipt does not have.
    expect((await renderFirstPage(test)).inked).toBeGreaterThan(plain.inked + 2_000);
  });

  it('renders the same bytes for the same receipt', async () => {
    expect((await renderPaymentReceipt(receipt)).equals(await renderPaymentReceipt(receipt))).toBe(true);
  });
});
