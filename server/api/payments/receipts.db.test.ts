import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { hmacSha256Hex } from '~/modules/payments/razorpay-signatures.server';
import { newId } from '~/utils/ids';
import { envForThisTest } from '../../../tests/env-for-test';
import { credentials, payThroughCheckout, postJson, studentWithApplication, useLoopbackGateway } from '../../../tests/payments/loopback-gateway';
import { pdfText } from '../../../tests/pdf-tools';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { Hono } from 'hono';
import { signedInAdmin } from '../../../tests/admin-session';
import { signedInStudent } from '../../../tests/student-session';
import { receiptFiles } from '../../files/receipts.routes';
import { languageSwitch } from '../../language-switch';
import { api } from '../api';

// A payment's receipt through the real paths: verify-payment records the payment, numbers it,
// stores the PDF as issued and e-mails it, all in one transaction; the webhook that Razorpay
// sends for the same payment (once, twice, or as another event) adds no second receipt or e-mail.
const gateway = useLoopbackGateway();
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());
beforeEach(() => envForThisTest({ SMTP_URL: smtp.url }));

const RECEIPT_NUMBER = /^NIHM\/\d{4}-\d{2}\/\d{6}$/;
const mailJobsTo = (email: string) => db.selectFrom('mail_jobs').select(['id', 'subject', 'status']).where('recipient', '=', email).execute();
const receiptsOf = (applicationId: string) =>
  db.selectFrom('receipts').select(['id', 'kind', 'receipt_number', 'payment_id', 'test', 'pdf_base64']).where('application_id', '=', applicationId).execute();
const ledgerOf = (applicationId: string) =>
  db.selectFrom('payments').select(['id', 'kind', 'receipt_number', 'gateway_payment_id']).where('application_id', '=', applicationId).execute();
const webhook = (body: string, eventId: string) =>
  api.request('/payments/razorpay-webhook', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(body, credentials.webhookSecret), 'x-razorpay-event-id': eventId },
  });
/** Razorpay's envelope with the ids our receiver reads (it fetches the rest from the gateway). */
const event = (name: string, paymentId: string, orderId: string) =>
  JSON.stringify({
    entity: 'event',
    account_id: 'acc_Receipts0000001',
    event: name,
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, order_id: orderId } } },
    created_at: Math.floor(Date.now() / 1000),
  });

describe('the receipt of a gateway payment', () => {
  it('verify-payment numbers the payment and e-mails the student one receipt PDF, marked TEST; duplicate webhooks add nothing', async () => {
    const { student, applicationId, courseTitle } = await studentWithApplication({ feeRupees: 1_25_000, name: 'Asha Patil' });
    const paid = await payThroughCheckout(gateway.url(), student, applicationId, 25_000);
    const verified = await postJson('/users/verify-payment', paid, student.headers);
    expect(verified.status, await verified.clone().text()).toBe(200);

    const [payment, ...others] = await ledgerOf(applicationId);
    expect(others).toEqual([]);
    expect(payment!.receipt_number).toMatch(RECEIPT_NUMBER);
    const number = payment!.receipt_number!;

    const [mail, ...moreMail] = await smtp.waitFor(1).then((all) => all.filter((m) => m.subject?.includes(number)));
    expect(moreMail).toEqual([]);
    expect(mail!.subject).toBe(`[TEST] Payment received: receipt ${number}`);
    expect(mail!.text).toContain(`We have received your payment of ₹25,000.00 (Rupees Twenty-Five Thousand Only) for ${courseTitle}.`);
    expect(mail!.text).toContain('TEST: this payment was made on a test gateway.');
    expect(mail!.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`Receipt-${number.replaceAll('/', '-')}.pdf`, 'application/pdf']]);
    const text = pdfText(mail!.attachments[0]!.content).replace(/[ \t]+/g, ' ');
    for (const expected of [
      number,
      'Rupees Twenty-Five Thousand Only',
      '₹25,000.00',
      'Asha Patil',
      courseTitle,
      paid.razorpay_payment_id,
      'Balance due ₹1,00,000.00',
      'TEST',
    ])
      expect(text).toContain(expected);

    // The receipt is kept as issued: the very bytes that were e-mailed.
    const [stored, ...moreReceipts] = await receiptsOf(applicationId);
    expect(moreReceipts).toEqual([]);
    expect(stored).toMatchObject({ kind: 'payment', receipt_number: number, payment_id: payment!.id, test: 1 });
    expect(Buffer.from(stored!.pdf_base64, 'base64').equals(mail!.attachments[0]!.content)).toBe(true);

    // Razorpay's webhooks for the same payment: payment.captured, its retry, and order.paid.
    const captured = event('payment.captured', paid.razorpay_payment_id, paid.razorpay_order_id);
    const capturedId = `evt_${newId()}`;
    for (const [body, id] of [
      [captured, capturedId],
      [captured, capturedId],
      [event('order.paid', paid.razorpay_payment_id, paid.razorpay_order_id), `evt_${newId()}`],
    ] as const) {
      const answer = await webhook(body, id);
      expect(answer.status).toBe(200);
      expect(['already-recorded', 'duplicate']).toContain(((await answer.json()) as { outcome: string }).outcome);
    }
    expect(await ledgerOf(applicationId)).toHaveLength(1);
    expect(await receiptsOf(applicationId)).toHaveLength(1);
    expect(await mailJobsTo(student.email)).toEqual([expect.objectContaining({ subject: `[TEST] Payment received: receipt ${number}`, status: 'sent' })]);
  });

  it('a payment whose browser callback was lost is numbered by the webhook, and its receipt is e-mailed once', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 2_000 });
    const paid = await payThroughCheckout(gateway.url(), student, applicationId, 500);
    const answer = await webhook(event('payment.captured', paid.razorpay_payment_id, paid.razorpay_order_id), `evt_${newId()}`);
    expect(await answer.json()).toEqual({ success: true, outcome: 'recorded' });
    const [payment] = await ledgerOf(applicationId);
    expect(payment!.receipt_number).toMatch(RECEIPT_NUMBER);
    expect(await receiptsOf(applicationId)).toEqual([expect.objectContaining({ receipt_number: payment!.receipt_number, payment_id: payment!.id })]);
    // The webhook is answered without waiting for the mail server; the e-mail leaves right after.
    await expect.poll(async () => (await mailJobsTo(student.email)).map((job) => job.status)).toEqual(['sent']);
  });

  it('payments recorded at the same time take consecutive numbers, each on its own receipt', async () => {
    const payers: Array<Awaited<ReturnType<typeof studentWithApplication>>> = [];
    for (let i = 0; i < 6; i++) payers.push(await studentWithApplication({ feeRupees: 1_000 }));
    const paid = await Promise.all(payers.map(({ student, applicationId }) => payThroughCheckout(gateway.url(), student, applicationId, 100)));
    const answers = await Promise.all(paid.map((checkout, i) => postJson('/users/verify-payment', checkout, payers[i]!.student.headers)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = (await Promise.all(payers.map(async ({ applicationId }) => (await ledgerOf(applicationId))[0]!.receipt_number!))).map((number) =>
      Number(number.split('/')[2]),
    );
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 6 }, (_, i) => sorted[0]! + i));
    for (const { applicationId } of payers) expect(await receiptsOf(applicationId)).toHaveLength(1);
  });
});

describe('the receipt in the student’s language (issue 22)', () => {
  it('a student who chose Marathi with the language switch gets the receipt of her payment, and its e-mail, in Marathi', async () => {
    envForThisTest({ APP_URL: 'https://institute.example' });
    const { student, applicationId, courseTitle } = await studentWithApplication({ feeRupees: 1_25_000, name: 'Kshitij' });
    const switched = await languageSwitch.request('/language?to=mr&page=/applications', { headers: student.headers });
    expect(switched.status).toBe(303);
    const paid = await payThroughCheckout(gateway.url(), student, applicationId, 25_000);
    expect((await postJson('/users/verify-payment', paid, student.headers)).status).toBe(200);

    const [receipt] = await receiptsOf(applicationId);
    const text = pdfText(Buffer.from(receipt!.pdf_base64, 'base64')).replace(/[ \t]+/g, ' ');
    const marathi = ['भरणा पावती (TEST)', `अभ्यासक्रम ${courseTitle}`, 'प्राप्त रक्कम ₹25,000.00', 'अक्षरी पंचवीस हजार रुपये फक्त', 'थकबाकी ₹1,00,000.00'];
    for (const expected of marathi) expect(text).toContain(expected);

    // The e-mail that carries it speaks Marathi too, and links to her page in Marathi.
    const number = (await ledgerOf(applicationId))[0]!.receipt_number!;
    const [mail] = await smtp.waitFor(1).then((all) => all.filter((m) => m.subject?.includes(number)));
    expect(mail!.subject).toBe(`[TEST] भरणा मिळाला: पावती ${number}`);
    for (const line of [
      'प्रिय Kshitij,',
      `${courseTitle} साठी तुमचा ₹25,000.00 (पंचवीस हजार रुपये फक्त) चा भरणा आम्हाला मिळाला आहे.`,
      'थकबाकी: ₹1,00,000.00',
      'https://institute.example/mr/applications',
      'शुभेच्छांसह,',
    ])
      expect(mail!.text).toContain(line);
  });
});

describe('GET /files/receipts/{id}', () => {
  const files = new Hono().route('/files', receiptFiles());
  const download = (id: string, headers: Record<string, string> = {}) => files.request(`/files/receipts/${id}`, { headers });

  it('gives the PDF as issued to the student who paid and to staff, never cached, named after the receipt number; others get 404', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 3_000 });
    const paid = await payThroughCheckout(gateway.url(), student, applicationId, 1_500);
    expect((await postJson('/users/verify-payment', paid, student.headers)).status).toBe(200);
    const [receipt] = await receiptsOf(applicationId);
    const issued = Buffer.from(receipt!.pdf_base64, 'base64');
    const staff = await signedInAdmin();

    // Applied Courses lists it with the application.
    const { applications } = (await (await api.request('/users/applications', { headers: student.headers })).json()) as {
      applications: Array<{ _id: string; receipts: unknown[] }>;
    };
    expect(applications.find((application) => application._id === applicationId)!.receipts).toEqual([
      {
        _id: receipt!.id,
        kind: 'receipt',
        number: receipt!.receipt_number,
        amount: 1_500,
        date: expect.any(String),
        url: `/files/receipts/${receipt!.id}`,
        test: true,
      },
    ]);

    for (const headers of [student.headers, { token: staff.token }]) {
      const answer = await download(receipt!.id, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Receipt-${receipt!.receipt_number!.replaceAll('/', '-')}.pdf"`);
      expect(Buffer.from(await answer.arrayBuffer()).equals(issued)).toBe(true);
    }

    const other = await signedInStudent();
    for (const [id, headers] of [
      [receipt!.id, other.headers],
      [receipt!.id, {}],
      [receipt!.id, { authorization: 'Bearer not-a-session' }],
      [newId(), student.headers],
      ['not-an-id', { token: staff.token }],
    ] as const) {
      const answer = await download(id, headers);
      expect(answer.status, `${id} ${JSON.stringify(headers)}`).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ success: false, message: 'Receipt not found.' });
    }
  });
});
