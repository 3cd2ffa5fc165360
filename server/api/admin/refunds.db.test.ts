import { Hono } from 'hono';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db } from '~/db/db.server';
import { roleRefusal } from '~/modules/admins/staff-roles';
import type { PaymentGateway } from '~/modules/payments/payment-gateway.server';
import { createRazorpayClient } from '~/modules/payments/razorpay-client.server';
import { hmacSha256Hex } from '~/modules/payments/razorpay-signatures.server';
import { financialYearOf } from '~/modules/receipts/receipt-number';
import { RECONCILE_AFTER_MS } from '~/modules/payments/reconcile-payments.server';
import { reconcileRefunds, REFUND_NEVER_MADE, REFUND_RECHECK_AFTER_MS, REFUND_UNMADE_AFTER_MS } from '~/modules/refunds/reconcile-refunds.server';
import { recordGatewayRefund, REFUND_FAILED_AT_GATEWAY } from '~/modules/refunds/record-gateway-refund.server';
import { refundPayment } from '~/modules/refunds/refund-payment.server';
import { newId } from '~/utils/ids';
import { signedInAdmin } from '../../../tests/admin-session';
import { credentials, payThroughCheckout, postJson, studentWithApplication, useLoopbackGateway } from '../../../tests/payments/loopback-gateway';
import { insertOfficePayment } from '../../../tests/payments/office-payment';
import { envForThisTest } from '../../../tests/env-for-test';
import { pdfText } from '../../../tests/pdf-tools';
import { startSmtpSink } from '../../../tests/setup/smtp-sink';
import { api } from '../api';
import { receiptFiles } from '../../files/receipts.routes';

// Refunds (issue 11): through our API, our real Razorpay client and the simulated gateway on
// loopback (its webhooks go nowhere here; the suite posts what the webhook would record itself).
const loopback = useLoopbackGateway();
const files = new Hono().route('/files', receiptFiles());
const gateway = (): PaymentGateway => ({
  name: 'simulated',
  client: createRazorpayClient({ apiUrl: loopback.url(), keyId: credentials.keyId, keySecret: credentials.keySecret, timeoutMs: 5_000 }),
  keySecret: credentials.keySecret,
  webhookSecret: credentials.webhookSecret,
});
const DAY = 24 * 60 * 60 * 1000;

type RefundBody = { success: boolean; message: string; refund: { _id: string; status: string; creditNoteUrl: string | null } };

/** A student who paid `rupees` online for a course of `feeRupees`; the ledger payment row. */
async function paidOnline(rupees: number, feeRupees = 10_000) {
  const made = await studentWithApplication({ feeRupees });
  const paid = await payThroughCheckout(loopback.url(), made.student, made.applicationId, rupees);
  expect((await postJson('/users/verify-payment', paid, made.student.headers)).status).toBe(200);
  const payment = await db.selectFrom('payments').selectAll().where('gateway_payment_id', '=', paid.razorpay_payment_id).executeTakeFirstOrThrow();
  return { ...made, payment, gatewayPaymentId: paid.razorpay_payment_id };
}

/** A payment the office took (as the fee desk records it). */
async function paidAtOffice(rupees: number, method = 'cash') {
  const made = await studentWithApplication({ feeRupees: 10_000 });
  const paymentId = await insertOfficePayment({ applicationId: made.applicationId, studentId: made.student.userId, rupees, method });
  return { ...made, paymentId };
}

const paidTotal = async (applicationId: string) =>
  Number((await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow()).fees_paid_paise);
const refundRows = (applicationId: string) =>
  db.selectFrom('payments').selectAll().where('application_id', '=', applicationId).where('kind', '=', 'refund').execute();
/** Our row of a gateway refund staff started, still pending (as refundPayment leaves it before the gateway answers). */
async function pendingRefund({
  payment,
  amountPaise,
  createdAt,
  gatewayRefundId = null,
}: {
  payment: { id: string; application_id: string; student_id: string };
  amountPaise: number;
  createdAt: number;
  gatewayRefundId?: string | null;
}) {
  const id = newId(createdAt);
  await db
    .insertInto('refunds')
    .values({
      id,
      payment_id: payment.id,
      application_id: payment.application_id,
      student_id: payment.student_id,
      amount_paise: amountPaise,
      reason: 'Started earlier',
      channel: 'gateway',
      method: 'upi',
      status: 'pending',
      gateway_refund_id: gatewayRefundId,
      created_by: 'admin:refunds-test',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}
const refundState = (id: string) => db.selectFrom('refunds').select(['status', 'gateway_refund_id', 'failure']).where('id', '=', id).executeTakeFirstOrThrow();

const refund = async (token: string, body: unknown) => {
  const answer = await postJson('/admin/refund-payment', body, { token });
  return { status: answer.status, body: (await answer.json()) as RefundBody };
};

describe('POST /api/admin/refund-payment: a gateway payment', () => {
  it('writes the credit note and its e-mail in the language the student chose (issue 22)', async () => {
    const smtp = await startSmtpSink();
    onTestFinished(() => smtp.close());
    envForThisTest({ SMTP_URL: smtp.url });
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, paymentId, student } = await paidAtOffice(6_000);
    await db.updateTable('users').set({ language: 'mr' }).where('id', '=', student.userId).execute();
    const { status, body } = await refund(accounts.token, { paymentId, amount: 1_000, reason: 'Paid twice' });
    expect(status, JSON.stringify(body)).toBe(200);
    const [row] = await refundRows(applicationId);
    const pdf = await files.request(body.refund.creditNoteUrl!, { headers: student.headers });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/[ \t]+/g, ' ');
    for (const expected of ['क्रेडिट नोट', 'परत केलेली रक्कम ₹1,000.00', 'अक्षरी एक हजार रुपये फक्त', 'परताव्याचे माध्यम कार्यालयाने परत केले: रोख'])
      expect(text).toContain(expected);
    const mail = (await smtp.waitFor(1)).find((sent) => sent.subject?.includes(row!.receipt_number!));
    expect(mail!.subject).toBe(`परतावा केला: क्रेडिट नोट ${row!.receipt_number}`);
    expect(mail!.text).toContain('कारण: Paid twice');
    expect(mail!.text).toContain('/mr/applications');
  });

  it('refunds part through the gateway: one ledger row against the payment, the balance rises, a credit note stored and e-mailed; audited', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, payment, student, gatewayPaymentId } = await paidOnline(6_000);
    const { status, body } = await refund(accounts.token, { paymentId: payment.id, amount: 1_500.5, reason: 'Withdrew within the week' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ success: true, refund: { status: 'processed', creditNoteUrl: expect.stringMatching(/^\/files\/receipts\//) } });

    const rows = await refundRows(applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'gateway', related_payment_id: payment.id, gateway_payment_id: gatewayPaymentId, status: 'processed' });
    expect(Number(rows[0]!.amount_paise)).toBe(-1_500_50);
    expect(rows[0]!.gateway_refund_id).toMatch(/^rfnd_/);
    expect(rows[0]!.receipt_number).toMatch(new RegExp(`^NIHM/CN/${financialYearOf(Date.now())}/\\d{6}$`));
    expect(await paidTotal(applicationId)).toBe(6_000_00 - 1_500_50);
    expect(await gateway().client.fetchPayment(gatewayPaymentId)).toMatchObject({ amount_refunded: 1_500_50, refund_status: 'partial' });

    for (const headers of [student.headers, { token: accounts.token }]) {
      const pdf = await files.request(body.refund.creditNoteUrl!, { headers });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-disposition')).toMatch(/filename="Credit-Note-NIHM-CN-\d{4}-\d{2}-\d{6}\.pdf"/);
      const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/[ \t]+/g, ' ');
      for (const expected of [
        'Credit Note (TEST)',
        rows[0]!.receipt_number!,
        '₹1,500.50',
        'Withdrew within the week',
        payment.receipt_number!,
        'Total paid after this refund ₹4,499.50',
      ])
        expect(text).toContain(expected);
    }
    const mail = await db.selectFrom('mail_jobs').select(['recipient', 'subject']).where('subject', 'like', `%${rows[0]!.receipt_number!}%`).execute();
    expect(mail).toEqual([{ recipient: expect.stringContaining('@'), subject: `[TEST] Refund made: credit note ${rows[0]!.receipt_number}` }]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'after'])
      .where('entity_id', '=', applicationId)
      .where('action', '=', 'payment.refund')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(accounts.admin.id);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ amountRefunded: 1_500.5, reason: 'Withdrew within the week', receipt: payment.receipt_number });
  });

  it('enters a processed refund once when the API answer and the webhook both record it, at once or one after the other', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, payment } = await paidOnline(3_000);
    const { body } = await refund(accounts.token, { paymentId: payment.id, amount: 1_000, reason: 'Fee concession' });
    const gatewayRefundId = (await refundRows(applicationId))[0]!.gateway_refund_id!;
    const fetched = await gateway().client.fetchRefund(gatewayRefundId);
    expect(await recordGatewayRefund({ refund: fetched, gateway: gateway(), createdBy: 'webhook' })).toBe('already-recorded');

    // A second refund made in the gateway's Dashboard: the webhook and a retry race.
    const other = await gateway().client.createRefund(payment.gateway_payment_id!, { amount: 500_00, notes: { reason: 'Dashboard refund' } });
    const outcomes = await Promise.all([1, 2].map(() => recordGatewayRefund({ refund: other, gateway: gateway(), createdBy: 'webhook' })));
    expect(outcomes.sort()).toEqual(['already-recorded', 'refund-recorded']);
    const rows = await refundRows(applicationId);
    expect(rows.map((row) => Number(row.amount_paise)).sort()).toEqual([-1_000_00, -500_00]);
    expect(rows.find((row) => row.gateway_refund_id === other.id)!.note).toBe('Dashboard refund');
    expect(await paidTotal(applicationId)).toBe(1_500_00);
    expect(body.refund.status).toBe('processed');
  });

  it('a refund the gateway reports pending holds its amount against the payment and is not counted in the balance', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, payment } = await paidOnline(2_000);
    const ours = await pendingRefund({ payment, amountPaise: 1_200_00, createdAt: Date.now() });
    const pending = {
      id: 'rfnd_Pending00000001',
      entity: 'refund' as const,
      amount: 1_200_00,
      currency: 'INR',
      payment_id: payment.gateway_payment_id!,
      receipt: ours,
      status: 'pending' as const,
      notes: [],
      created_at: 0,
    };
    expect(await recordGatewayRefund({ refund: pending, gateway: gateway(), createdBy: 'webhook' })).toBe('pending');
    expect(await db.selectFrom('refunds').select(['status', 'gateway_refund_id']).where('id', '=', ours).executeTakeFirst()).toEqual({
      status: 'pending',
      gateway_refund_id: 'rfnd_Pending00000001',
    });
    expect(await refundRows(applicationId)).toEqual([]);
    expect(await paidTotal(applicationId)).toBe(2_000_00);
    const { status, body } = await refund(accounts.token, { paymentId: payment.id, amount: 800.01, reason: 'More' });
    expect(status).toBe(400);
    expect(body.message).toBe('The refund is more than what is left of this payment (₹800.00).');
  });

  it('a refund the gateway refuses is failed, changes nothing, and frees its amount (502)', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, payment } = await paidOnline(1_000);
    // Refunded in full at the gateway's Dashboard; its webhook has not reached us.
    await gateway().client.createRefund(payment.gateway_payment_id!);
    const { status, body } = await refund(accounts.token, { paymentId: payment.id, amount: 100, reason: 'Second try' });
    expect(status).toBe(502);
    expect(body.message).toMatch(/^The payment gateway did not accept the refund\. Nothing was refunded; try again later\. \(.+\)$/);
    expect(await db.selectFrom('refunds').select('status').where('payment_id', '=', payment.id).execute()).toEqual([{ status: 'failed' }]);
    expect(await refundRows(applicationId)).toEqual([]);
    expect(await paidTotal(applicationId)).toBe(1_000_00);
  });
});

describe('POST /api/admin/refund-payment: rules', () => {
  it('never more than what is left: of two concurrent refunds that together exceed the payment, one is refused', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, paymentId } = await paidAtOffice(5_000);
    const answers = await Promise.all([3_000, 3_000].map((amount) => refund(accounts.token, { paymentId, amount, reason: 'Overlap' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('The refund is more than what is left of this payment (₹2,000.00).');
    expect(await paidTotal(applicationId)).toBe(2_000_00);
    expect((await refund(accounts.token, { paymentId, amount: 2_000, reason: 'The rest' })).status).toBe(200);
    expect((await refund(accounts.token, { paymentId, amount: 1, reason: 'Nothing left' })).body.message).toBe(
      'This payment has been refunded in full already.',
    );
    expect(await paidTotal(applicationId)).toBe(0);
  });

  it('an office payment is paid back by the office at once, with the method of paying back, in the credit note series', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, paymentId } = await paidAtOffice(4_000, 'cheque');
    const first = await refund(accounts.token, { paymentId, amount: 1_000, reason: 'Hostel not taken', method: 'bank-transfer' });
    const second = await refund(accounts.token, { paymentId, amount: 500, reason: 'Books returned' });
    expect([first.body.refund.status, second.body.refund.status]).toEqual(['processed', 'processed']);
    const rows = (await refundRows(applicationId)).sort((a, b) => String(a.receipt_number).localeCompare(String(b.receipt_number)));
    expect(rows.map((row) => [row.source, row.method, Number(row.amount_paise), row.gateway_refund_id, row.related_payment_id, row.note])).toEqual([
      ['staff', 'bank-transfer', -1_000_00, null, paymentId, 'Hostel not taken'],
      ['staff', 'cheque', -500_00, null, paymentId, 'Books returned'],
    ]);
    const [a, b] = rows.map((row) => Number(row.receipt_number!.split('/').at(-1)));
    expect(b).toBe(a! + 1);
    expect(await paidTotal(applicationId)).toBe(2_500_00);
  });

  it('after the 7-day window only the owner may refund; the window runs from the later of payment and enrolment', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const owner = await signedInAdmin({ role: 'owner' });
    const { applicationId, paymentId } = await paidAtOffice(1_000);
    const input = { paymentId, amount: 100_00, reason: 'Late' };
    const later = Date.now() + 7 * DAY + 60_000;
    await expect(refundPayment({ input, actor: accounts.admin, now: later, gateway: null })).rejects.toThrow(roleRefusal('accounts', 'late-refunds'));
    expect(await refundRows(applicationId)).toEqual([]);
    // Enrolled four days after paying: still inside the window eight days after the payment.
    await db
      .updateTable('applications')
      .set({ created_at: Date.now() + 4 * DAY })
      .where('id', '=', applicationId)
      .execute();
    expect((await refundPayment({ input, actor: accounts.admin, now: later, gateway: null })).refund.status).toBe('processed');
    const muchLater = Date.now() + 30 * DAY;
    expect((await refundPayment({ input, actor: owner.admin, now: muchLater, gateway: null })).refund.status).toBe('processed');
    expect(await paidTotal(applicationId)).toBe(800_00);
  });

  it('refuses without a reason, a bad amount, a refund row, an unknown payment, and roles without fees; nothing is written', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const admissions = await signedInAdmin({ role: 'admissions' });
    const { applicationId, paymentId } = await paidAtOffice(1_000);
    await refund(accounts.token, { paymentId, amount: 100, reason: 'One real refund' });
    const refundRowId = (await refundRows(applicationId))[0]!.id;
    const cases: Array<[unknown, string, number, string]> = [
      [{ paymentId, amount: 100, reason: '  ' }, accounts.token, 400, 'Give the reason for the refund.'],
      [{ paymentId, amount: 100 }, accounts.token, 400, 'Give the reason for the refund.'],
      [{ paymentId, amount: 0.5, reason: 'x' }, accounts.token, 400, 'The refund must be at least ₹1.'],
      [{ paymentId, amount: 'ten', reason: 'x' }, accounts.token, 400, 'Please enter a valid number.'],
      [{ paymentId: refundRowId, amount: 10, reason: 'x' }, accounts.token, 400, 'Only a payment can be refunded (not a refund or an adjustment).'],
      [{ paymentId: newId(), amount: 10, reason: 'x' }, accounts.token, 404, 'Payment not found'],
      [{ paymentId, amount: 10, reason: 'x' }, admissions.token, 403, roleRefusal('admissions', 'fees')],
    ];
    for (const [body, token, status, message] of cases) {
      const answer = await refund(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toEqual({ success: false, message });
    }
    expect(await refundRows(applicationId)).toHaveLength(1);
    expect(await paidTotal(applicationId)).toBe(900_00);
  });
});

describe('pending gateway refunds', () => {
  /** A refund in the simulated gateway's books in a state it never reaches by itself (it processes at once). */
  async function gatewayRefundIn(status: 'pending' | 'failed', payment: { gateway_payment_id: string | null }, amountPaise: number) {
    const id = `rfnd_${status}${newId().replaceAll('-', '').slice(-12)}`;
    await db
      .insertInto('simulated_gateway_refunds')
      .values({
        id,
        payment_id: payment.gateway_payment_id!,
        amount_paise: amountPaise,
        currency: 'INR',
        receipt: null,
        notes: '{}',
        status,
        created_at: Date.now(),
      })
      .execute();
    return id;
  }

  it('refund.failed from the gateway fails our pending refund and frees its amount', async () => {
    const { applicationId, payment } = await paidOnline(1_500);
    const gatewayRefundId = await gatewayRefundIn('failed', payment, 1_500_00);
    const ours = await pendingRefund({ payment, amountPaise: 1_500_00, createdAt: Date.now(), gatewayRefundId });
    const body = JSON.stringify({ entity: 'event', event: 'refund.failed', payload: { refund: { entity: { id: gatewayRefundId, status: 'failed' } } } });
    const answer = await api.request('/payments/razorpay-webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(body, credentials.webhookSecret), 'x-razorpay-event-id': newId() },
    });
    expect(await answer.json()).toEqual({ success: true, outcome: 'refund-failed' });
    expect(await refundState(ours)).toEqual({ status: 'failed', gateway_refund_id: gatewayRefundId, failure: REFUND_FAILED_AT_GATEWAY });
    const audit = await db
      .selectFrom('audit_log')
      .select('actor_type')
      .where('entity_id', '=', applicationId)
      .where('action', '=', 'payment.refund-failed')
      .execute();
    expect(audit).toEqual([{ actor_type: 'system' }]);
    expect(await refundRows(applicationId)).toEqual([]);
    expect(await paidTotal(applicationId)).toBe(1_500_00);
  });

  it('a refund made at the gateway whose answer never reached us is found by our id and entered once, with its credit note', async () => {
    const { applicationId, payment } = await paidOnline(3_000);
    const startedAt = Date.now();
    const ours = await pendingRefund({ payment, amountPaise: 1_000_00, createdAt: startedAt });
    // Our request reached the gateway, which made the refund; its answer, and the webhook, were lost.
    const made = await gateway().client.createRefund(payment.gateway_payment_id!, { amount: 1_000_00, receipt: ours });

    expect(await reconcileRefunds({ gateway: gateway(), now: startedAt + 60_000 })).toMatchObject({ ran: true, processed: 0 }); // too young
    expect((await refundState(ours)).status).toBe('pending');
    const later = startedAt + RECONCILE_AFTER_MS + 1_000;
    expect(await reconcileRefunds({ gateway: gateway(), now: later })).toMatchObject({ ran: true, processed: 1 });
    expect(await refundState(ours)).toEqual({ status: 'processed', gateway_refund_id: made.id, failure: null });
    const rows = await refundRows(applicationId);
    expect(rows.map((row) => [Number(row.amount_paise), row.gateway_refund_id, row.created_by])).toEqual([[-1_000_00, made.id, 'reconcile']]);
    expect(rows[0]!.receipt_number).toMatch(/^NIHM\/CN\//);
    expect(await paidTotal(applicationId)).toBe(2_000_00);
    expect(await db.selectFrom('mail_jobs').select('subject').where('subject', 'like', `%${rows[0]!.receipt_number!}%`).execute()).toHaveLength(1);

    // Asked again, and the late webhook: nothing more.
    await reconcileRefunds({ gateway: gateway(), now: later + REFUND_RECHECK_AFTER_MS + 1 });
    expect(await recordGatewayRefund({ refund: made, gateway: gateway(), createdBy: 'webhook' })).toBe('already-recorded');
    expect(await refundRows(applicationId)).toHaveLength(1);
  });

  it('a refund the gateway never heard of stays pending for an hour, then fails, frees its amount and is audited', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, payment } = await paidOnline(2_000);
    const startedAt = Date.now();
    const ours = await pendingRefund({ payment, amountPaise: 2_000_00, createdAt: startedAt });

    await reconcileRefunds({ gateway: gateway(), now: startedAt + RECONCILE_AFTER_MS + 1_000 });
    expect((await refundState(ours)).status).toBe('pending'); // the gateway may still be slow to list it
    const { status: held } = await refund(accounts.token, { paymentId: payment.id, amount: 1, reason: 'Still held' });
    expect(held).toBe(400);

    const report = await reconcileRefunds({ gateway: gateway(), now: startedAt + REFUND_UNMADE_AFTER_MS + 1_000 });
    expect(report).toMatchObject({ ran: true, neverMade: 1 });
    expect(await refundState(ours)).toEqual({ status: 'failed', gateway_refund_id: null, failure: REFUND_NEVER_MADE });
    expect(await refundRows(applicationId)).toEqual([]);
    expect(await paidTotal(applicationId)).toBe(2_000_00);
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_type', 'after'])
      .where('entity_id', '=', applicationId)
      .where('action', '=', 'payment.refund-failed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_type).toBe('system');
    // The amount is free again: staff can refund it.
    const { status, body } = await refund(accounts.token, { paymentId: payment.id, amount: 2_000, reason: 'Second try' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.refund.status).toBe('processed');
  });

  it("a refund whose gateway call went unanswered answers the student's request; found never made, it reopens the request", async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { applicationId, payment, student } = await paidOnline(2_000);
    const asked = await postJson('/users/request-refund', { applicationId, kind: 'refund', reason: 'Seat elsewhere' }, student.headers);
    const requestId = ((await asked.json()) as { request: { _id: string } }).request._id;
    const request = () => db.selectFrom('refund_requests').select(['status', 'refund_id']).where('id', '=', requestId).executeTakeFirstOrThrow();
    // The gateway cannot be reached: nobody knows whether the refund was made.
    const unreachable: PaymentGateway = {
      ...gateway(),
      client: createRazorpayClient({ apiUrl: 'http://127.0.0.1:9', keyId: credentials.keyId, keySecret: credentials.keySecret, timeoutMs: 2_000 }),
    };
    const startedAt = Date.now();
    const answered = await refundPayment({
      input: { paymentId: payment.id, amount: 2_000_00, reason: 'Seat elsewhere', requestId },
      actor: { id: accounts.admin.id, role: 'accounts' },
      gateway: unreachable,
      now: startedAt,
    });
    expect(answered.refund.status).toBe('pending');
    expect(await request()).toEqual({ status: 'refunded', refund_id: answered.refund._id });

    await reconcileRefunds({ gateway: gateway(), now: startedAt + REFUND_UNMADE_AFTER_MS + 1_000 });
    expect((await refundState(answered.refund._id)).status).toBe('failed');
    expect(await request()).toEqual({ status: 'open', refund_id: null }); // back on the Refunds page
  });

  it('a refund pending at the gateway is asked about again only after a while, and entered when the gateway has processed it', async () => {
    const { applicationId, payment } = await paidOnline(4_000);
    const startedAt = Date.now();
    const gatewayRefundId = await gatewayRefundIn('pending', payment, 1_500_00); // as Razorpay's normal refunds are, for days
    const ours = await pendingRefund({ payment, amountPaise: 1_500_00, createdAt: startedAt, gatewayRefundId });

    const first = startedAt + RECONCILE_AFTER_MS + 1_000;
    await reconcileRefunds({ gateway: gateway(), now: first });
    expect((await refundState(ours)).status).toBe('pending');
    await db.updateTable('simulated_gateway_refunds').set({ status: 'processed' }).where('id', '=', gatewayRefundId).execute();
    await reconcileRefunds({ gateway: gateway(), now: first + 60_000 }); // asked a minute ago: not asked again yet
    expect((await refundState(ours)).status).toBe('pending');
    expect(await paidTotal(applicationId)).toBe(4_000_00);

    await reconcileRefunds({ gateway: gateway(), now: first + REFUND_RECHECK_AFTER_MS + 1 });
    expect((await refundState(ours)).status).toBe('processed');
    expect((await refundRows(applicationId)).map((row) => Number(row.amount_paise))).toEqual([-1_500_00]);
    expect(await paidTotal(applicationId)).toBe(2_500_00);
  });
});
