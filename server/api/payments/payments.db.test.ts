import { serve } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { db } from '~/db/db.server';
import { changeFeeStatus } from '~/modules/applications/change-fee-status.server';
import { takeLease } from '~/modules/leases/lease.server';
import { createPaymentOrder } from '~/modules/payments/create-payment-order.server';
import type { PaymentGateway } from '~/modules/payments/payment-gateway.server';
import { RECONCILE_AFTER_MS, RECONCILE_LEASE, reconcilePayments } from '~/modules/payments/reconcile-payments.server';
import { recordGatewayPayment } from '~/modules/payments/record-gateway-payment.server';
import { createRazorpayClient } from '~/modules/payments/razorpay-client.server';
import { hmacSha256Hex, signPayment } from '~/modules/payments/razorpay-signatures.server';
import { checkoutSuccess } from '~/modules/payments/razorpay.schemas';
import { newId } from '~/utils/ids';
import { insertApplication, insertCourse } from '../../../tests/enrolment';
import { envForThisTest } from '../../../tests/env-for-test';
import { signedInStudent } from '../../../tests/student-session';
import { simulatedGateway } from '../../simulated-gateway/simulated-gateway';
import { api } from '../api';

// Fee payments end to end through our API, with our real Razorpay client talking over loopback to
// the simulated gateway (a local Razorpay), whose signed webhooks reach our real webhook route
// through a switch that can drop them (a lost webhook) — as the browser callback can be lost by
// simply not calling verify-payment.
const credentials = { keyId: 'rzp_test_Payments000001', keySecret: 'payments-key-secret', webhookSecret: 'payments-webhook-secret' };
let webhooksArrive = true;
let switchServer: Server;
let gatewayServer: ReturnType<typeof serve>;
let gatewayUrl = '';
const listening = (server: { address(): AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  switchServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!webhooksArrive) return void response.writeHead(503).end();
      const headers = Object.fromEntries(
        ['content-type', 'x-razorpay-signature', 'x-razorpay-event-id'].map((name) => [name, String(request.headers[name] ?? '')]),
      );
      Promise.resolve(api.request('/payments/razorpay-webhook', { method: 'POST', headers, body: Buffer.concat(chunks).toString('utf8') }))
        .then((answer) => response.writeHead(answer.status).end())
        .catch(() => response.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => switchServer.listen(0, '127.0.0.1', resolve));
  const made: { gateway?: ReturnType<typeof simulatedGateway> } = {};
  await new Promise<void>((resolve) => {
    gatewayServer = serve({ fetch: (request) => made.gateway!.fetch(request), port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  gatewayUrl = listening(gatewayServer);
  made.gateway = simulatedGateway({ credentials, webhookUrl: `${listening(switchServer)}/api/payments/razorpay-webhook`, apiUrl: gatewayUrl, db });
});

afterAll(async () => {
  await new Promise((resolve) => gatewayServer.close(resolve));
  await new Promise((resolve) => switchServer.close(resolve));
});

// The site's gateway (what the API routes use) is this simulated one on loopback.
beforeEach(() => {
  webhooksArrive = true;
  envForThisTest({
    RAZORPAY_API_URL: gatewayUrl,
    RAZORPAY_KEY_ID: credentials.keyId,
    RAZORPAY_KEY_SECRET: credentials.keySecret,
    RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
  });
});

const client = () => createRazorpayClient({ apiUrl: gatewayUrl, keyId: credentials.keyId, keySecret: credentials.keySecret, timeoutMs: 5_000 });
const gateway = (): PaymentGateway => ({ name: 'simulated', client: client(), keySecret: credentials.keySecret, webhookSecret: credentials.webhookSecret });

type Student = Awaited<ReturnType<typeof signedInStudent>>;

async function studentWithApplication({ feeRupees = 15_000 as number | null, status = 'Pending' } = {}) {
  const student = await signedInStudent();
  const now = Date.now();
  const courseId = await insertCourse(db, { fees_paise: feeRupees === null ? null : feeRupees * 100, now });
  const applicationId = await insertApplication(db, { userId: student.userId, courseId, status, now });
  return { student, applicationId, courseId };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
const createOrder = (student: Student, body: unknown) => post('/users/create-order', body, student.headers);
const verify = (student: Student, body: unknown) => post('/users/verify-payment', body, student.headers);

async function orderFor(student: Student, applicationId: string, amount: number | string) {
  const answer = await createOrder(student, { amount, applicationId });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { order: { id: string; amount: number; currency: string } }).order;
}

/** What the TEST checkout's buttons post: the gateway captures (or fails) and sends its webhooks. */
async function checkoutPay(orderId: string, outcome: 'success' | 'failure' = 'success', method = 'upi') {
  const response = await fetch(`${gatewayUrl}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: credentials.keyId, order_id: orderId, outcome, method }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}
const paid = async (orderId: string) => checkoutSuccess.parse((await checkoutPay(orderId)).json);

const ledger = (applicationId: string) =>
  db
    .selectFrom('payments')
    .select(['kind', 'amount_paise', 'created_by', 'gateway_payment_id', 'method'])
    .where('application_id', '=', applicationId)
    .execute();
async function feesOf(student: Student, applicationId: string) {
  const answer = await api.request('/users/applications', { headers: student.headers });
  const { applications } = (await answer.json()) as { applications: Array<{ _id: string; fees: string; feesPaid: number; feesMarkedBy: string | null }> };
  return applications.find((a) => a._id === applicationId)!;
}
const counts = async () => ({
  ours: Number(
    (
      await db
        .selectFrom('payment_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  gateways: Number(
    (
      await db
        .selectFrom('simulated_gateway_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  ledger: Number(
    (
      await db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});
/** The paid total every view reads is the sum of the ledger. */
async function expectTotalIsLedgerSum(applicationId: string) {
  const total = await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow();
  const rows = await ledger(applicationId);
  expect(Number(total.fees_paid_paise)).toBe(rows.reduce((sum, row) => sum + Number(row.amount_paise), 0));
}

describe('create-order', () => {
  it('makes a gateway order for the amount in paise and stores it as ours', async () => {
    const { student, applicationId } = await studentWithApplication();
    const order = await orderFor(student, applicationId, '1500.50');
    expect(order).toMatchObject({ amount: 150_050, currency: 'INR' });
    expect(order.id).toMatch(/^order_/);
    expect(await client().fetchOrder(order.id)).toMatchObject({ amount: 150_050, status: 'created' });
    expect(
      await db
        .selectFrom('payment_orders')
        .select(['application_id', 'student_id', 'amount_paise', 'status'])
        .where('gateway_order_id', '=', order.id)
        .executeTakeFirst(),
    ).toEqual(expect.objectContaining({ application_id: applicationId, student_id: student.userId, status: 'created' }));
  });

  it('refuses, creating nothing, what a student may not pay', async () => {
    const own = await studentWithApplication({ feeRupees: 15_000 });
    const other = await studentWithApplication();
    const rejected = await studentWithApplication({ status: 'Rejected' });
    const noFee = await studentWithApplication({ feeRupees: null });
    const settled = await studentWithApplication({ feeRupees: 1_000 });
    await db.updateTable('applications').set({ fees_paid_paise: 1_000_00 }).where('id', '=', settled.applicationId).execute();
    const before = await counts();
    const cases: Array<[Student, unknown, number, string | RegExp]> = [
      [own.student, { amount: 100, applicationId: newId() }, 404, 'Invalid application ID'],
      [own.student, { amount: 100, applicationId: 'not-an-id' }, 404, 'Invalid application ID'],
      [own.student, { amount: 100, applicationId: other.applicationId }, 404, 'Invalid application ID'],
      [rejected.student, { amount: 100, applicationId: rejected.applicationId }, 409, /rejected/],
      [noFee.student, { amount: 100, applicationId: noFee.applicationId }, 409, /fee for this course is not set/],
      [settled.student, { amount: 100, applicationId: settled.applicationId }, 409, 'The fees for this course are already paid.'],
      [own.student, { amount: '10.005', applicationId: own.applicationId }, 400, /at most 2 decimals/],
      [own.student, { amount: 'ten', applicationId: own.applicationId }, 400, /at most 2 decimals/],
      [own.student, { amount: -5, applicationId: own.applicationId }, 400, /at most 2 decimals/],
      [own.student, { amount: '0.99', applicationId: own.applicationId }, 400, 'The amount must be at least ₹1.'],
      [own.student, { amount: 15_000.01, applicationId: own.applicationId }, 400, /more than the balance due \(₹15,000/],
      [own.student, { applicationId: own.applicationId }, 400, /.+/],
    ];
    for (const [student, body, status, message] of cases) {
      const answer = await createOrder(student, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      const json = (await answer.json()) as { success: boolean; message: string };
      expect(json.success).toBe(false);
      expect(json.message).toMatch(message);
    }
    expect((await post('/users/create-order', { amount: 100, applicationId: own.applicationId }, { authorization: 'Bearer not-a-session' })).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('says to pay at the office when online payments are off, and Failed to create order when the gateway refuses', async () => {
    const { student, applicationId } = await studentWithApplication();
    const before = await counts();
    const input = { amount: 100, applicationId };
    await expect(createPaymentOrder({ userId: student.userId, input, gateway: null })).rejects.toMatchObject({
      status: 409,
      message: /pay your fees at the institute office/,
    });
    const wrongKeys: PaymentGateway = { ...gateway(), client: createRazorpayClient({ apiUrl: gatewayUrl, keyId: credentials.keyId, keySecret: 'wrong' }) };
    await expect(createPaymentOrder({ userId: student.userId, input, gateway: wrongKeys })).rejects.toMatchObject({
      status: 502,
      message: 'Failed to create order',
    });
    const unreachable: PaymentGateway = {
      ...gateway(),
      client: createRazorpayClient({ apiUrl: 'http://127.0.0.1:9', keyId: credentials.keyId, keySecret: credentials.keySecret }),
    };
    await expect(createPaymentOrder({ userId: student.userId, input, gateway: unreachable })).rejects.toMatchObject({
      status: 502,
      message: 'Failed to create order',
    });
    expect(await counts()).toEqual(before);
  });
});

describe('verify-payment', () => {
  it('records a captured payment once, from what the gateway says, and the fee status follows the ledger', async () => {
    webhooksArrive = false; // only the browser callback records it
    const { student, applicationId, courseId } = await studentWithApplication({ feeRupees: 2_000 });
    const first = await orderFor(student, applicationId, 500);
    const answer = await paid(first.id);
    // amountPaid is the client's and is never read.
    const verified = await verify(student, { ...answer, courseId, amountPaid: 999_999 });
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(await verified.json()).toEqual({ success: true, message: 'Payment successful! Please Check your email for Receipt' });
    expect((await ledger(applicationId)).map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))).toEqual([
      { kind: 'payment', amount_paise: 500_00, created_by: 'verify', gateway_payment_id: answer.razorpay_payment_id, method: 'upi' },
    ]);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 500, fees: 'Pending' });
    // The browser retries its callback: still once.
    expect((await verify(student, { ...answer, courseId, amountPaid: 500 })).status).toBe(200);
    expect(await ledger(applicationId)).toHaveLength(1);

    const rest = await orderFor(student, applicationId, 1_500);
    expect((await verify(student, { ...(await paid(rest.id)), courseId, amountPaid: 1_500 })).status).toBe(200);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 2_000, fees: 'Paid' });
    expect(await db.selectFrom('payment_orders').select('status').where('gateway_order_id', 'in', [first.id, rest.id]).execute()).toEqual([
      { status: 'paid' },
      { status: 'paid' },
    ]);
    await expectTotalIsLedgerSum(applicationId);
  });

  it('refuses a forged signature, another student’s order, a payment of another order and an amount that is not the order’s: nothing recorded', async () => {
    webhooksArrive = false;
    const { student, applicationId } = await studentWithApplication();
    const intruder = await studentWithApplication();
    const order = await orderFor(student, applicationId, 700);
    const answer = await paid(order.id);
    const failed = async (who: Student, body: unknown) => {
      const reply = await verify(who, body);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ success: false, message: 'Payment verification failed' });
    };
    await failed(student, { ...answer, razorpay_signature: hmacSha256Hex(`${order.id}|${answer.razorpay_payment_id}`, 'not-the-key-secret') });
    await failed(student, { ...answer, razorpay_signature: 'f'.repeat(64) });
    await failed(student, { ...answer, razorpay_signature: 'short' });
    await failed(intruder.student, answer); // a genuine signature, but the order is not theirs
    // A payment of another order, even with a signature of this order and it (the key secret leaked).
    const otherOrder = await orderFor(student, applicationId, 800);
    const otherPayment = await paid(otherOrder.id);
    await failed(student, {
      razorpay_order_id: order.id,
      razorpay_payment_id: otherPayment.razorpay_payment_id,
      razorpay_signature: signPayment(order.id, otherPayment.razorpay_payment_id, credentials.keySecret),
    });
    // Our stored order says another amount than the gateway captured.
    await db.updateTable('payment_orders').set({ amount_paise: 70_001 }).where('gateway_order_id', '=', order.id).execute();
    await failed(student, answer);
    expect(await ledger(applicationId)).toEqual([]);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 0, fees: 'Pending' });
  });

  it('racing its own webhook and retries, the payment is counted once', async () => {
    const { student, applicationId } = await studentWithApplication();
    const order = await orderFor(student, applicationId, 1_200);
    const answer = await paid(order.id); // the gateway's webhooks are on their way now
    const replies = await Promise.all([verify(student, answer), verify(student, answer), verify(student, answer)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    await expect
      .poll(() => db.selectFrom('payment_webhook_events').select('event').where('entity_id', '=', answer.razorpay_payment_id).execute())
      .toHaveLength(2);
    const results = await Promise.all(
      (['verify', 'webhook', 'reconcile', 'webhook'] as const).map((via) =>
        recordGatewayPayment({ orderId: order.id, paymentId: answer.razorpay_payment_id, via, gateway: gateway() }),
      ),
    );
    expect(results.every((result) => result.ok && !result.recorded)).toBe(true);
    expect(await ledger(applicationId)).toHaveLength(1);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 1_200 });
    await expectTotalIsLedgerSum(applicationId);
  });

  it('concurrent recordings of one payment: exactly one inserts', async () => {
    webhooksArrive = false;
    const { student, applicationId } = await studentWithApplication();
    const order = await orderFor(student, applicationId, 300);
    const answer = await paid(order.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        recordGatewayPayment({ orderId: order.id, paymentId: answer.razorpay_payment_id, via: i % 2 ? 'webhook' : 'reconcile', gateway: gateway() }),
      ),
    );
    expect(results.filter((result) => result.ok && result.recorded)).toHaveLength(1);
    expect(await ledger(applicationId)).toHaveLength(1);
    await expectTotalIsLedgerSum(applicationId);
  });

  it('an authorised payment is captured by us, then recorded', async () => {
    webhooksArrive = false;
    const { student, applicationId } = await studentWithApplication();
    const gatewayOrder = await client().createOrder({ amount: 250_00, currency: 'INR', payment_capture: false });
    const now = Date.now();
    await db
      .insertInto('payment_orders')
      .values({
        id: newId(),
        gateway: 'simulated',
        gateway_order_id: gatewayOrder.id,
        application_id: applicationId,
        student_id: student.userId,
        amount_paise: 250_00,
        currency: 'INR',
        status: 'created',
        last_error: null,
        checked_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const answer = await paid(gatewayOrder.id);
    expect(await client().fetchPayment(answer.razorpay_payment_id)).toMatchObject({ status: 'authorized' });
    expect((await verify(student, answer)).status).toBe(200);
    expect(await client().fetchPayment(answer.razorpay_payment_id)).toMatchObject({ status: 'captured' });
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 250 });
  });
});

describe('the webhook', () => {
  const signedPost = (body: string, eventId: string, secret = credentials.webhookSecret) =>
    api.request('/payments/razorpay-webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(body, secret), 'x-razorpay-event-id': eventId },
    });

  it('records a payment whose browser callback was lost; a repeated event is handled once; a bad signature is refused', async () => {
    const { student, applicationId } = await studentWithApplication();
    const order = await orderFor(student, applicationId, 900);
    const answer = await paid(order.id); // the student closed the tab: no verify-payment
    await expect.poll(async () => (await ledger(applicationId)).map((row) => row.created_by)).toEqual(['webhook']);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 900 });

    const delivered = await db
      .selectFrom('simulated_gateway_webhooks')
      .select(['id', 'body'])
      .where('event', '=', 'payment.captured')
      .where('body', 'like', `%${answer.razorpay_payment_id}%`)
      .executeTakeFirstOrThrow();
    const again = await signedPost(delivered.body, delivered.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, outcome: 'duplicate' });
    // The same event re-sent under a new id (a replayed delivery) still counts the money once.
    expect(await (await signedPost(delivered.body, `evt_${newId()}`)).json()).toEqual({ success: true, outcome: 'already-recorded' });

    const forged = delivered.body.replace(answer.razorpay_payment_id, 'pay_Forged00000000');
    const refused = await signedPost(forged, `evt_${newId()}`, 'not-the-webhook-secret');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { success: boolean }).success).toBe(false);
    const unsigned = await api.request('/payments/razorpay-webhook', {
      method: 'POST',
      body: delivered.body,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': `evt_${newId()}` },
    });
    expect(unsigned.status).toBe(400);
    expect(await ledger(applicationId)).toHaveLength(1);
    await expectTotalIsLedgerSum(applicationId);
  });

  it('a failed attempt marks our order failed and records nothing', async () => {
    const { student, applicationId } = await studentWithApplication();
    const order = await orderFor(student, applicationId, 400);
    expect((await checkoutPay(order.id, 'failure')).status).toBe(400);
    await expect
      .poll(async () => (await db.selectFrom('payment_orders').select('status').where('gateway_order_id', '=', order.id).executeTakeFirstOrThrow()).status, {
        timeout: 5_000,
      })
      .toBe('failed');
    expect(await ledger(applicationId)).toEqual([]);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 0, fees: 'Pending' });
  });

  it('a processed refund enters the ledger as a negative row once and lowers the paid total', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 1_000 });
    const order = await orderFor(student, applicationId, 1_000);
    const answer = await paid(order.id);
    await expect.poll(async () => (await feesOf(student, applicationId)).fees).toBe('Paid');
    await client().createRefund(answer.razorpay_payment_id, { amount: 400_00 });
    await expect
      .poll(async () => (await ledger(applicationId)).map((row) => [row.kind, Number(row.amount_paise)]).sort())
      .toEqual([
        ['payment', 1_000_00],
        ['refund', -400_00],
      ]);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 600, fees: 'Pending' });
    await expectTotalIsLedgerSum(applicationId);
  });

  it("money that clears the balance clears staff's Pending mark, audited; a payment that leaves a balance keeps staff's Paid mark", async () => {
    webhooksArrive = false;
    const held = await studentWithApplication({ feeRupees: 1_000 });
    await changeFeeStatus({ id: held.applicationId, fees: 'Paid', actor: { type: 'admin', id: 'staff' } });
    const part = await orderFor(held.student, held.applicationId, 400);
    expect((await verify(held.student, await paid(part.id))).status).toBe(200);
    expect(await feesOf(held.student, held.applicationId)).toMatchObject({ feesPaid: 400, fees: 'Paid', feesMarkedBy: 'staff' });

    const pending = await studentWithApplication({ feeRupees: 1_000 });
    await db.updateTable('applications').set({ fee_status_mark: 'Pending' }).where('id', '=', pending.applicationId).execute();
    const whole = await orderFor(pending.student, pending.applicationId, 1_000);
    expect((await verify(pending.student, await paid(whole.id))).status).toBe(200);
    expect(await feesOf(pending.student, pending.applicationId)).toMatchObject({ feesPaid: 1_000, fees: 'Paid', feesMarkedBy: null });
    const audit = await db.selectFrom('audit_log').select(['action', 'before']).where('entity_id', '=', pending.applicationId).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'application.fee-status-mark-cleared' })]);
  });
});

describe('reconciliation', () => {
  it('records a payment whose callback and webhooks were both lost (the server died between capture and our commit)', async () => {
    webhooksArrive = false; // the gateway's webhooks do not get through
    const { student, applicationId } = await studentWithApplication();
    const order = await orderFor(student, applicationId, 650);
    await paid(order.id); // captured at the gateway; our process never got to record it
    expect(await ledger(applicationId)).toEqual([]);
    // Too young: left to the callback and the webhook.
    const early = await reconcilePayments({ gateway: gateway() });
    expect(early.ran && early.recorded).toBe(0);
    const later = Date.now() + RECONCILE_AFTER_MS + 1_000;
    // (Other tests' paid orders whose callbacks were dropped on purpose are recovered too.)
    expect(await reconcilePayments({ gateway: gateway(), now: later })).toMatchObject({ ran: true, failed: 0 });
    expect((await ledger(applicationId)).map((row) => row.created_by)).toEqual(['reconcile']);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 650 });
    // Run again, and the webhook arriving late: still once.
    expect(await reconcilePayments({ gateway: gateway(), now: later + 1 })).toMatchObject({ ran: true, recorded: 0 });
    expect(await ledger(applicationId)).toHaveLength(1);
  });

  it('a server killed with SIGKILL after the gateway captured and before our commit loses nothing: reconciliation records it once', async () => {
    webhooksArrive = false;
    const { student, applicationId } = await studentWithApplication();
    // Authorise-only, so the capture is done by the process that is then killed.
    const gatewayOrder = await client().createOrder({ amount: 333_00, currency: 'INR', payment_capture: false });
    const now = Date.now();
    await db
      .insertInto('payment_orders')
      .values({
        id: newId(),
        gateway: 'simulated',
        gateway_order_id: gatewayOrder.id,
        application_id: applicationId,
        student_id: student.userId,
        amount_paise: 333_00,
        currency: 'INR',
        status: 'created',
        last_error: null,
        checked_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const answer = await paid(gatewayOrder.id);
    const child = spawn(
      process.execPath,
      [
        '--import',
        './scripts/register-app-imports.ts',
        'tests/payments/record-until-frozen.ts',
        gatewayOrder.id,
        answer.razorpay_payment_id,
        gatewayUrl,
        credentials.keyId,
        credentials.keySecret,
      ],
      { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    onTestFinished(() => void child.kill('SIGKILL'));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    let said = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('frozen before the ledger insert')) resolve();
      });
      child.on('exit', () => reject(new Error(`the child ended before freezing: ${said}`)));
    });
    // Read from the gateway's table, not over its API: on SQLite the frozen child holds the write
    // lock, so the gateway's own writes (its webhook bookkeeping) wait until the child is gone.
    const atGateway = await db.selectFrom('simulated_gateway_payments').select('status').where('id', '=', answer.razorpay_payment_id).executeTakeFirstOrThrow();
    expect(atGateway).toEqual({ status: 'captured' });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(await ledger(applicationId)).toEqual([]);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 0 });

    expect(await reconcilePayments({ gateway: gateway(), now: Date.now() + RECONCILE_AFTER_MS + 1_000 })).toMatchObject({ ran: true, failed: 0 });
    expect((await ledger(applicationId)).map((row) => row.created_by)).toEqual(['reconcile']);
    expect(await feesOf(student, applicationId)).toMatchObject({ feesPaid: 333 });
    await expectTotalIsLedgerSum(applicationId);
  }, 60_000); // a second Node process starts, loading the app's modules

  it('npm run payments:reconcile records a captured payment nobody reported, with the deployment environment', async () => {
    webhooksArrive = false;
    const { student, applicationId } = await studentWithApplication();
    const order = await orderFor(student, applicationId, 210);
    await paid(order.id);
    // Made four minutes ago: old enough to be asked about.
    await db
      .updateTable('payment_orders')
      .set({ created_at: Date.now() - RECONCILE_AFTER_MS - 60_000 })
      .where('gateway_order_id', '=', order.id)
      .execute();
    const script = spawn(process.execPath, ['--import', './scripts/register-app-imports.ts', 'scripts/payments-reconcile.ts'], {
      env: {
        ...process.env,
        RAZORPAY_API_URL: gatewayUrl,
        RAZORPAY_KEY_ID: credentials.keyId,
        RAZORPAY_KEY_SECRET: credentials.keySecret,
        RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onTestFinished(() => void script.kill('SIGKILL'));
    let output = '';
    script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => script.on('exit', resolve));
    expect(output).toMatch(/Checked \d+ unpaid order\(s\): \d+ payment\(s\) recorded, 0 order\(s\) the gateway could not answer about\./);
    expect(code).toBe(0);
    expect((await ledger(applicationId)).map((row) => row.created_by)).toEqual(['reconcile']);
  }, 60_000);

  it('runs on one node at a time: of racing takers one gets the lease; a held lease stops another run until it expires', async () => {
    const name = `race-${newId()}`;
    const now = Date.now();
    const taken = await Promise.all(Array.from({ length: 8 }, (_, i) => takeLease({ name, holder: `node-${i}`, ttlMs: 60_000, now })));
    expect(taken.filter(Boolean)).toHaveLength(1);

    expect(await takeLease({ name: RECONCILE_LEASE, holder: 'other-node', ttlMs: 60_000, now })).toBe(true);
    expect(await reconcilePayments({ gateway: gateway(), holder: 'this-node', now: now + 1_000 })).toEqual({ ran: false });
    expect(await reconcilePayments({ gateway: gateway(), holder: 'this-node', now: now + 61_000 })).toMatchObject({ ran: true });
  });
});
