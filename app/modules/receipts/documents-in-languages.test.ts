import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/pdf-tools';
import { renderCreditNote } from './credit-note-pdf.server';
import { renderFeeStatement } from './fee-statement-pdf.server';

// The credit note and the fee statement in the student's language (issue 22); the receipt's own
// tests are in payment-receipt-pdf.test.ts.
const institute = {
  name: 'Nagpur Institute of Hospital Management',
  address: '2nd Floor, Medical Square, Nagpur, Maharashtra 440003',
  phones: ['+91 98765 43210'],
  email: 'admissions@example.org',
};
const student = { name: 'क्षितिज ज्ञानेश्वर श्रीवास्तव', email: 'kshitij@example.org' };
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('a credit note', () => {
  const note = {
    institute,
    creditNoteNumber: 'NIHM/CN/2026-27/000001',
    refundedAt: Date.parse('2026-11-24T10:15:00+05:30'),
    student,
    course: 'Diploma in Dialysis Technology',
    applicationId: '01JD0000000000000000000042',
    amountPaise: 5_000_00,
    reason: 'Paid twice',
    againstReceipt: 'NIHM/2026-27/000042',
    gatewayRefundId: null,
    refundMethod: 'cash',
    totalPaidPaise: 1_20_000_00,
    feePaise: 2_00_000_00,
    test: false,
  };

  it('in Hindi: its labels, how the money went back and the amount in words', async () => {
    const text = squash(pdfText(await renderCreditNote({ ...note, locale: 'hi' })));
    for (const expected of [
      'क्रेडिट नोट',
      'क्रेडिट नोट नंबर NIHM/CN/2026-27/000001',
      'दिनांक 24 नवंबर 2026, 10:15 am IST',
      'जिसे लौटाया गया क्षितिज ज्ञानेश्वर श्रीवास्तव',
      'रसीद के विरुद्ध NIHM/2026-27/000042',
      'लौटाई गई राशि ₹5,000.00',
      'शब्दों में पांच हज़ार रुपये मात्र',
      'वापसी का माध्यम कार्यालय द्वारा लौटाया गया: नकद',
      'इस रिफ़ंड के बाद कुल भुगतान ₹1,20,000.00',
      'बकाया राशि ₹80,000.00',
    ])
      expect(text).toContain(expected);
  });

  it('in English as before, a gateway refund named by its id', async () => {
    const text = squash(pdfText(await renderCreditNote({ ...note, gatewayRefundId: 'rfnd_Test0000001', refundMethod: null })));
    expect(text).toContain('Returned Through the payment gateway (refund rfnd_Test0000001)');
    expect(text).toContain('In words Rupees Five Thousand Only');
  });
});

describe('a fee statement', () => {
  it('in Marathi: the columns, each row’s date and kind, the status and the total in words', async () => {
    const text = squash(
      pdfText(
        await renderFeeStatement({
          institute,
          generatedAt: Date.parse('2026-11-25T12:00:00+05:30'),
          student,
          course: 'Diploma in Dialysis Technology',
          applicationId: '01JD0000000000000000000042',
          status: 'Accepted',
          lines: [
            {
              at: Date.parse('2026-11-20T11:00:00+05:30'),
              kind: 'payment',
              method: 'upi',
              reference: 'pay_X1',
              receiptNumber: 'NIHM/2026-27/000042',
              note: null,
              amountPaise: 1_25_000_00,
            },
            {
              at: Date.parse('2026-11-24T10:15:00+05:30'),
              kind: 'refund',
              method: 'cash',
              reference: null,
              receiptNumber: 'NIHM/CN/2026-27/000001',
              note: null,
              amountPaise: -5_000_00,
            },
          ],
          totalPaidPaise: 1_20_000_00,
          feePaise: 2_00_000_00,
          test: false,
          locale: 'mr',
        }),
      ),
    );
    for (const expected of [
      'शुल्क विवरणपत्र',
      'विवरणपत्राचा दिनांक 25 नोव्हेंबर, 2026, 12:00 PM IST',
      'अर्ज 01JD0000000000000000000042 (स्वीकारला)',
      'दिनांक तपशील पावती क्रमांक रक्कम',
      'भरणा · UPI · pay_X1',
      'परतावा',
      '₹1,25,000.00',
      '-₹5,000.00',
      'अक्षरी एक लाख वीस हजार रुपये फक्त',
      'थकबाकी ₹80,000.00',
    ])
      expect(text).toContain(expected);
  });
});
