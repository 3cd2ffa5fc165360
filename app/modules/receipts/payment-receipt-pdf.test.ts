import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfStreams, pdfText, renderFirstPage } from '../../../tests/pdf-tools';
import { type PaymentReceipt, renderPaymentReceipt } from './payment-receipt-pdf.server';

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
    expect(text).toContain('TEST PAYMENT — made on a test gateway, no money was received');
    expect(text).toContain('Paid through Simulated gateway (TEST)');
    // The diagonal TEST and the banner add ink that the plain receipt does not have.
    expect((await renderFirstPage(test)).inked).toBeGreaterThan(plain.inked + 2_000);
  });

  it('renders the same bytes for the same receipt', async () => {
    expect((await renderPaymentReceipt(receipt)).equals(await renderPaymentReceipt(receipt))).toBe(true);
  });

  describe('for a student named in Devanagari', () => {
    const devanagari = { ...receipt, student: { name: 'क्षितिज ज्ञानेश्वर श्रीवास्तव', email: 'kshitij@example.org' } };
    // The first page at 50 dpi as drawn before the text layer got its reading order (issue 22):
    // fontkit's shaping already drew the name right; only what a reader extracts was wrong.
    const REFERENCE = new URL('../../../tests/fixtures/receipts/devanagari-name-receipt.png', import.meta.url);
    const greyPixels = async (png: Buffer) => (await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })).data;

    it('draws the name exactly as before, pixel for pixel', async () => {
      const drawn = await greyPixels((await renderFirstPage(await renderPaymentReceipt(devanagari))).png);
      const reference = await greyPixels(readFileSync(REFERENCE));
      expect(drawn.length).toBe(reference.length);
      let differing = 0;
      for (let i = 0; i < drawn.length; i++) if (drawn[i] !== reference[i]) differing += 1;
      expect(differing).toBe(0);
    });

    it('gives the name back letter for letter to a reader copying or searching it', async () => {
      const pdf = await renderPaymentReceipt(devanagari);
      expect(squash(pdfText(pdf))).toContain('Received from क्षितिज ज्ञानेश्वर श्रीवास्तव');
      expect(squash(pdfText(pdf, { raw: true }))).toContain('क्षितिज ज्ञानेश्वर श्रीवास्तव');
    });

    it('leaves the lines in Latin letters as they were: only a line in an Indic script carries its text apart', async () => {
      expect(pdfStreams(await renderPaymentReceipt(receipt))).not.toContain('/ActualText');
      // One mark, inside the name's text object.
      expect(pdfStreams(await renderPaymentReceipt(devanagari)).match(/BT\n\/Span <<\/ActualText <FEFF[0-9A-F]+>>> BDC\n/g)).toHaveLength(1);
    });
  });

  describe('in the student’s language (issue 22)', () => {
    const kshitij = { ...receipt, student: { name: 'क्षितिज ज्ञानेश्वर श्रीवास्तव', email: 'kshitij@example.org' } };

    it('in Hindi: labels, the date, the amount in words with मात्र, the same figures', async () => {
      const text = squash(pdfText(await renderPaymentReceipt({ ...kshitij, locale: 'hi' })));
      for (const expected of [
        'भुगतान रसीद',
        'रसीद नंबर NIHM/2026-27/000042',
        'दिनांक 23 नवंबर 2026, 3:45 pm IST',
        'भुगतानकर्ता क्षितिज ज्ञानेश्वर श्रीवास्तव',
        'प्राप्त राशि ₹1,25,000.00',
        'शब्दों में एक लाख पच्चीस हज़ार रुपये मात्र',
        'भुगतान का तरीका UPI',
        'कुल भुगतान ₹1,50,000.00',
        'बकाया राशि ₹50,000.50',
        'यह रसीद कंप्यूटर द्वारा बनाई गई है',
        'इस भुगतान के बारे में प्रश्न: admissions@example.org।',
      ])
        expect(text).toContain(expected);
      expect(text).not.toMatch(/Receipt number|In words|Balance due/);
    });

    it('in Marathi: labels, the date, the amount in words with फक्त, Latin digits in lakh grouping', async () => {
      const cheque = { ...kshitij, locale: 'mr' as const, method: 'cheque', gateway: null, gatewayPaymentId: null, gatewayOrderId: null };
      const text = squash(pdfText(await renderPaymentReceipt({ ...cheque, reference: '004512', referenceBank: 'Bank of Maharashtra', paidOn: '2026-11-20' })));
      for (const expected of [
        'भरणा पावती',
        'पावती क्रमांक NIHM/2026-27/000042',
        'दिनांक 23 नोव्हेंबर, 2026, 3:45 PM IST',
        'रक्कम भरणारे क्षितिज ज्ञानेश्वर श्रीवास्तव',
        'प्राप्त रक्कम ₹1,25,000.00',
        'अक्षरी एक लाख पंचवीस हजार रुपये फक्त',
        'भरण्याची पद्धत चेक',
        'भरण्याचे माध्यम संस्थेच्या कार्यालयात',
        'चेक क्रमांक 004512',
        'भरणा दिनांक 20 नोव्हेंबर, 2026',
        'थकबाकी ₹50,000.50',
      ])
        expect(text).toContain(expected);
    });

    it('a TEST receipt says TEST in every language', async () => {
      const text = squash(pdfText(await renderPaymentReceipt({ ...kshitij, locale: 'mr', gateway: 'simulated', test: true })));
      expect(text).toContain('भरणा पावती (TEST)');
      expect(text).toContain('सिम्युलेटेड गेटवे (TEST)');
    });
  });
});
