import { serve } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createRazorpayClient, RazorpayApiError } from '~/modules/payments/razorpay-client.server';
import { verifyPaymentSignature, verifyWebhookSignature } from '~/modules/payments/razorpay-signatures.server';
import { checkoutSuccess, razorpayError, razorpayWebhookEvent, type RazorpayWebhookEvent } from '~/modules/payments/razorpay.schemas';
import { simulatedGateway } from './simulated-gateway';
import { deliverDueWebhooks } from './simulated-webhooks';

// Our Razorpay client against the simulated gateway, both real, over loopback HTTP; the webhooks
// go to a receiver on loopback that records what arrives and answers what each test asks.
const credentials = { keyId: 'rzp_test_Loopback000001', keySecret: 'loopback-key-secret', webhookSecret: 'loopback-webhook-secret' };

type Received = { eventId: string; signature: string; body: string; event: RazorpayWebhookEvent };
const received: Received[] = [];
let answerStatus = 200;
let receiver: Server;
let gatewayServer: ReturnType<typeof serve>;
let gatewayUrl = '';

const listening = (server: { address(): AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        eventId: String(request.headers['x-razorpay-event-id']),
        signature: String(request.headers['x-razorpay-signature']),
        body,
        event: razorpayWebhookEvent.parse(JSON.parse(body)),
      });
      response.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `${listening(receiver)}/api/payments/razorpay-webhook`;
  // The /try page calls the gateway through our client: the app is made once its address is known.
  const made: { gateway?: ReturnType<typeof simulatedGateway> } = {};
  await new Promise<void>((resolve) => {
    gatewayServer = serve({ fetch: (request) => made.gateway!.fetch(request), port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  gatewayUrl = listening(gatewayServer);
  made.gateway = simulatedGateway({ credentials, webhookUrl, apiUrl: gatewayUrl, db });
});

afterAll(async () => {
  await new Promise((resolve) => gatewayServer.close(resolve));
  await new Promise((resolve) => receiver.close(resolve));
});

// Each test starts once every event of the previous ones has been taken, so none of them meets
// another test's receiver answer.
beforeEach(async () => {
  answerStatus = 200;
  const waiting = async () =>
    Number(
      (
        await db
          .selectFrom('simulated_gateway_webhooks')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('delivered_at', 'is', null)
          .where('gave_up_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  await expect.poll(waiting).toBe(0);
});

const client = () => createRazorpayClient({ apiUrl: gatewayUrl, keyId: credentials.keyId, keySecret: credentials.keySecret, timeoutMs: 5_000 });

/** What the TEST checkout's buttons post. */
async function checkoutPay(orderId: string, outcome: 'success' | 'failure', method = 'upi', key = credentials.keyId) {
  const response = await fetch(`${gatewayUrl}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, order_id: orderId, outcome, method }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

const eventsAbout = (id: string) => received.filter((r) => JSON.stringify(r.event.payload).includes(`"${id}"`));
const waitForEvents = async (id: string, events: string[]) => {
  await expect
    .poll(() =>
      eventsAbout(id)
        .map((r) => r.event.event)
        .sort(),
    )
    .toEqual([...events].sort());
  return eventsAbout(id);
};

async function rejection(promise: Promise<unknown>): Promise<RazorpayApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RazorpayApiError);
  return error as RazorpayApiError;
}

describe('orders and a successful payment', () => {
  it('creates an order, takes a captured payment for its whole amount with a valid checkout signature, and says so in signed webhooks', async () => {
    const order = await client().createOrder({ amount: 125_000, currency: 'INR', receipt: 'app-1', notes: { applicationId: 'app-1' } });
    expect(order).toMatchObject({ entity: 'order', amount: 125_000, amount_paid: 0, amount_due: 125_000, currency: 'INR', receipt: 'app-1' });
    expect(order).toMatchObject({ status: 'created', attempts: 0, notes: { applicationId: 'app-1' } });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(Math.abs(order.created_at - Date.now() / 1000)).toBeLessThan(60);
    expect(await client().fetchOrderPayments(order.id)).toEqual([]);

    const paid = await checkoutPay(order.id, 'success', 'card');
    expect(paid.status).toBe(200);
    const answer = checkoutSuccess.parse(paid.json);
    expect(Object.keys(paid.json as object).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(answer.razorpay_order_id).toBe(order.id);
    expect(answer.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(verifyPaymentSignature(order.id, answer.razorpay_payment_id, answer.razorpay_signature, credentials.keySecret)).toBe(true);

    const payments = await client().fetchOrderPayments(order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      id: answer.razorpay_payment_id,
      status: 'captured',
      captured: true,
      amount: 125_000,
      method: 'card',
      order_id: order.id,
    });
    expect(await client().fetchPayment(answer.razorpay_payment_id)).toEqual(payments[0]);
    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 125_000, amount_due: 0, attempts: 1 });

    const events = await waitForEvents(answer.razorpay_payment_id, ['payment.captured', 'order.paid']);
    for (const { body, signature, event } of events) {
      expect(verifyWebhookSignature(body, signature, credentials.webhookSecret)).toBe(true);
      expect(verifyWebhookSignature(body, signature, credentials.keySecret)).toBe(false);
      expect(event.payload.payment?.entity).toMatchObject({ id: answer.razorpay_payment_id, status: 'captured', amount: 125_000 });
    }
    expect(events.find((e) => e.event.event === 'order.paid')?.event).toMatchObject({
      contains: ['payment', 'order'],
      payload: { order: { entity: { id: order.id, status: 'paid' } } },
    });
    expect(new Set(received.map((r) => r.eventId)).size).toBe(received.length);

    expect(await checkoutPay(order.id, 'success')).toMatchObject({
      status: 400,
      json: { error: { code: 'BAD_REQUEST_ERROR', description: 'Order is already paid' } },
    });
    expect(await client().fetchOrderPayments(order.id)).toHaveLength(1);
  });

  it("refuses what Razorpay refuses, in Razorpay's words", async () => {
    expect(await rejection(client().createOrder({ amount: 99, currency: 'INR' }))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      message: 'The amount must be at least INR 1.00',
      field: 'amount',
    });
    expect((await rejection(client().createOrder({ amount: 100.5, currency: 'INR' }))).message).toBe('The amount must be an integer.');
    expect((await rejection(client().createOrder({ amount: 100, currency: 'USD' as 'INR' }))).message).toBe('Currency is not supported');
    const unknownField = { amount: 100, currency: 'INR', partial: true } as Parameters<ReturnType<typeof client>['createOrder']>[0];
    expect((await rejection(client().createOrder(unknownField))).message).toBe('partial is/are not required and should not be sent');
    for (const lookup of [
      () => client().fetchOrder('order_DoesNotExist01'),
      () => client().fetchPayment('pay_DoesNotExist001'),
      () => client().fetchRefund('rfnd_DoesNotExist01'),
    ])
      expect(await rejection(lookup())).toMatchObject({ status: 400, message: 'The id provided does not exist' });
    expect(await checkoutPay('order_DoesNotExist01', 'success')).toMatchObject({
      status: 400,
      json: { error: { description: 'The id provided does not exist' } },
    });
    const order = await client().createOrder({ amount: 100, currency: 'INR' });
    expect(await checkoutPay(order.id, 'success', 'upi', 'rzp_test_SomeoneElse001')).toMatchObject({ status: 400, json: { error: { field: 'key' } } });
    expect(await checkoutPay(order.id, 'success', 'crypto')).toMatchObject({ status: 400 });
    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'created', attempts: 0 });
  });

  it("answers 401 with Razorpay's error JSON to a wrong key id, a wrong secret or no credentials", async () => {
    const orders = async () =>
      Number(
        (
          await db
            .selectFrom('simulated_gateway_orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();
    for (const wrong of [
      { ...credentials, keySecret: 'not-the-secret' },
      { ...credentials, keyId: 'rzp_test_SomeoneElse001' },
    ]) {
      const error = await rejection(createRazorpayClient({ apiUrl: gatewayUrl, ...wrong }).createOrder({ amount: 100, currency: 'INR' }));
      expect(error).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR', message: 'Authentication failed' });
    }
    const bare = await fetch(`${gatewayUrl}/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":100,"currency":"INR"}',
    });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('cache-control')).toBe('no-store');
    expect(razorpayError.parse(await bare.json())).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    expect(await orders()).toBe(before);
  });
});

describe('a failed payment', () => {
  it("answers Razorpay's failure object, records the failed attempt, sends payment.failed, and the order can still be paid", async () => {
    const order = await client().createOrder({ amount: 50_000, currency: 'INR' });
    const failed = await checkoutPay(order.id, 'failure', 'netbanking');
    expect(failed.status).toBe(400);
    const { error } = razorpayError.parse(failed.json);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id },
    });
    expect(error.description).toContain('TEST');
    const failedId = (error.metadata as { payment_id: string }).payment_id;
    expect(failedId).toMatch(/^pay_[A-Za-z0-9]{14}$/);

    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
    expect(await client().fetchPayment(failedId)).toMatchObject({ status: 'failed', captured: false, method: 'netbanking', error_code: 'BAD_REQUEST_ERROR' });
    const [event] = await waitForEvents(failedId, ['payment.failed']);
    expect(verifyWebhookSignature(event!.body, event!.signature, credentials.webhookSecret)).toBe(true);
    expect(event!.event.payload.payment?.entity).toMatchObject({ id: failedId, status: 'failed', error_reason: 'payment_failed' });

    const retried = checkoutSuccess.parse((await checkoutPay(order.id, 'success')).json);
    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'paid', attempts: 2, amount_paid: 50_000 });
    expect((await client().fetchOrderPayments(order.id)).map((p) => [p.id, p.status]).sort()).toEqual(
      [
        [failedId, 'failed'],
        [retried.razorpay_payment_id, 'captured'],
      ].sort(),
    );
  });
});

describe('capture', () => {
  it('holds a payment authorised on an order created without auto-capture until it is captured for exactly its amount', async () => {
    const order = await client().createOrder({ amount: 20_000, currency: 'INR', payment_capture: false });
    const { razorpay_payment_id: paymentId } = checkoutSuccess.parse((await checkoutPay(order.id, 'success')).json);
    expect(await client().fetchPayment(paymentId)).toMatchObject({ status: 'authorized', captured: false });
    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
    await waitForEvents(paymentId, ['payment.authorized']);
    expect(await checkoutPay(order.id, 'success')).toMatchObject({ status: 400 });

    expect(await rejection(client().capturePayment(paymentId, 10_000))).toMatchObject({ status: 400, field: 'amount' });
    expect(await client().capturePayment(paymentId, 20_000)).toMatchObject({ id: paymentId, status: 'captured', captured: true });
    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 20_000 });
    expect((await rejection(client().capturePayment(paymentId, 20_000))).message).toBe('This payment has already been captured');
    await waitForEvents(paymentId, ['payment.authorized', 'payment.captured', 'order.paid']);
  });
});

describe('refunds', () => {
  it('refunds at most what is captured and not yet refunded, and announces each with refund.processed', async () => {
    const order = await client().createOrder({ amount: 50_000, currency: 'INR' });
    const { razorpay_payment_id: paymentId } = checkoutSuccess.parse((await checkoutPay(order.id, 'success')).json);

    const partial = await client().createRefund(paymentId, { amount: 30_000, notes: { reason: 'withdrawn within 7 days' } });
    expect(partial).toMatchObject({
      entity: 'refund',
      amount: 30_000,
      currency: 'INR',
      payment_id: paymentId,
      status: 'processed',
      notes: { reason: 'withdrawn within 7 days' },
    });
    expect(partial.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await client().fetchRefund(partial.id)).toEqual(partial);
    expect(await client().fetchPayment(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 30_000, refund_status: 'partial' });

    expect(await rejection(client().createRefund(paymentId, { amount: 20_001 }))).toMatchObject({ status: 400, field: 'amount' });
    expect((await rejection(client().createRefund(paymentId, { amount: 99 }))).message).toBe('The amount must be atleast INR 1.00');
    const rest = await client().createRefund(paymentId);
    expect(rest.amount).toBe(20_000);
    expect(await client().fetchPayment(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 50_000, refund_status: 'full' });
    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'paid' });
    expect((await rejection(client().createRefund(paymentId, { amount: 100 }))).message).toBe('The payment has been fully refunded already');
    expect((await client().fetchPaymentRefunds(paymentId)).map((refund) => refund.id).sort()).toEqual([partial.id, rest.id].sort());
    expect((await rejection(client().fetchPaymentRefunds('pay_Unknown0000000'))).message).toBe('The id provided does not exist');

    const events = (await waitForEvents(paymentId, ['payment.captured', 'order.paid', 'refund.processed', 'refund.processed'])).filter(
      (e) => e.event.event === 'refund.processed',
    );
    expect(events.map((e) => e.event.payload.refund?.entity.amount).sort()).toEqual([20_000, 30_000]);
    for (const { body, signature } of events) expect(verifyWebhookSignature(body, signature, credentials.webhookSecret)).toBe(true);

    const failedOrder = await client().createOrder({ amount: 10_000, currency: 'INR' });
    const failed = razorpayError.parse((await checkoutPay(failedOrder.id, 'failure')).json);
    const failedId = (failed.error.metadata as { payment_id: string }).payment_id;
    expect((await rejection(client().createRefund(failedId))).message).toBe('The payment has not been captured and cannot be refunded');
  });
});

describe('idempotent refunds (X-Refund-Idempotency)', () => {
  const refundsOf = async (paymentId: string) => (await client().fetchPaymentRefunds(paymentId)).map((refund) => refund.id);
  async function capturedPayment(amount: number) {
    const order = await client().createOrder({ amount, currency: 'INR' });
    return checkoutSuccess.parse((await checkoutPay(order.id, 'success')).json).razorpay_payment_id;
  }

  it('makes a keyed refund once: the same request again, even at once, answers the same refund; without a key each request is a refund', async () => {
    const paymentId = await capturedPayment(50_000);
    const key = '0190f3c2-7b1e-7a2b-9c3d-000000000001';
    const body = { amount: 10_000, receipt: key, notes: { reason: 'withdrawn' } };
    const first = await client().createRefund(paymentId, body, { idempotencyKey: key });
    expect(await client().createRefund(paymentId, body, { idempotencyKey: key })).toEqual(first);
    const racing = await Promise.all([1, 2, 3].map(() => client().createRefund(paymentId, { amount: 5_000 }, { idempotencyKey: `${key}-b` })));
    expect(new Set(racing.map((refund) => refund.id)).size).toBe(1);
    expect((await refundsOf(paymentId)).sort()).toEqual([first.id, racing[0]!.id].sort());
    expect(await client().fetchPayment(paymentId)).toMatchObject({ amount_refunded: 15_000 });
    await waitForEvents(paymentId, ['payment.captured', 'order.paid', 'refund.processed', 'refund.processed']);

    await client().createRefund(paymentId, { amount: 1_000 });
    await client().createRefund(paymentId, { amount: 1_000 });
    expect(await refundsOf(paymentId)).toHaveLength(4);
    expect(await client().fetchPayment(paymentId)).toMatchObject({ amount_refunded: 17_000 });
  });

  it('answers the refund a key made even once nothing is left to refund, and refuses a different request with that key', async () => {
    const paymentId = await capturedPayment(20_000);
    const key = 'refund_whole_payment_0001';
    const whole = await client().createRefund(paymentId, {}, { idempotencyKey: key });
    expect(whole).toMatchObject({ amount: 20_000, status: 'processed' });
    expect(await client().createRefund(paymentId, {}, { idempotencyKey: key })).toEqual(whole);
    for (const different of [
      () => client().createRefund(paymentId, { amount: 10_000 }, { idempotencyKey: key }),
      () => client().createRefund(paymentId, { notes: { reason: 'another' } }, { idempotencyKey: key }),
    ]) {
      expect(await rejection(different())).toMatchObject({
        status: 400,
        code: 'BAD_REQUEST_ERROR',
        message: 'Different request with the same idempotency key has already been processed.',
      });
    }
    const otherPayment = await capturedPayment(20_000);
    expect((await rejection(client().createRefund(otherPayment, {}, { idempotencyKey: key }))).message).toBe(
      'Different request with the same idempotency key has already been processed.',
    );
    expect(await client().fetchPayment(otherPayment)).toMatchObject({ amount_refunded: 0 });
    expect(await refundsOf(paymentId)).toEqual([whole.id]);
  });

  it('refuses a key Razorpay would refuse, and refunds nothing', async () => {
    const paymentId = await capturedPayment(10_000);
    const answer = await fetch(`${gatewayUrl}/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
        'x-refund-idempotency': 'too short',
      },
      body: JSON.stringify({ amount: 1_000 }),
    });
    expect(answer.status).toBe(400);
    expect(razorpayError.parse(await answer.json()).error.description).toMatch(/at least 10 characters/);
    expect(await refundsOf(paymentId)).toEqual([]);
  });
});

describe('webhook delivery', () => {
  it('retries an event the receiver answered with 500, later, with the same body, signature and event id', async () => {
    answerStatus = 500;
    const order = await client().createOrder({ amount: 30_000, currency: 'INR' });
    const { razorpay_payment_id: paymentId } = checkoutSuccess.parse((await checkoutPay(order.id, 'success')).json);
    const firstTries = await waitForEvents(paymentId, ['payment.captured', 'order.paid']);
    const stored = () =>
      db
        .selectFrom('simulated_gateway_webhooks')
        .selectAll()
        .where(
          'id',
          'in',
          firstTries.map((t) => t.eventId),
        )
        .execute();
    await expect
      .poll(async () => (await stored()).map((row) => [row.attempts, row.last_status]))
      .toEqual([
        [1, 500],
        [1, 500],
      ]);
    const failedAt = Date.now();
    for (const row of await stored()) {
      expect(row.delivered_at).toBeNull();
      expect(row.next_attempt_at).toBeGreaterThan(row.created_at);
    }
    // Not due yet: nothing is sent again before the backoff has passed.
    expect(await deliverDueWebhooks({ db, webhookSecret: credentials.webhookSecret, now: failedAt - 1_000 })).toBe(0);

    answerStatus = 200;
    expect(await deliverDueWebhooks({ db, webhookSecret: credentials.webhookSecret, now: failedAt + 60_000 })).toBe(2);
    const all = eventsAbout(paymentId);
    expect(all).toHaveLength(4);
    for (const first of firstTries) {
      const again = all.filter((r) => r.eventId === first.eventId);
      expect(again).toHaveLength(2);
      expect(again[1]).toMatchObject({ body: first.body, signature: first.signature });
    }
    expect((await stored()).map((row) => [row.attempts, row.last_status, row.next_attempt_at, row.delivered_at !== null])).toEqual([
      [2, 200, null, true],
      [2, 200, null, true],
    ]);
    expect(await deliverDueWebhooks({ db, webhookSecret: credentials.webhookSecret, now: failedAt + 3_600_000 })).toBe(0);
  });
});

describe('webhook give-up', () => {
  it('keeps retrying for 24 hours after the event, then gives up and keeps the row with the last answer', async () => {
    answerStatus = 503;
    const order = await client().createOrder({ amount: 10_000, currency: 'INR' });
    const failed = razorpayError.parse((await checkoutPay(order.id, 'failure')).json);
    const paymentId = (failed.error.metadata as { payment_id: string }).payment_id;
    const [first] = await waitForEvents(paymentId, ['payment.failed']);
    const row = () => db.selectFrom('simulated_gateway_webhooks').selectAll().where('id', '=', first!.eventId).executeTakeFirstOrThrow();
    await expect.poll(async () => [(await row()).attempts, (await row()).last_status]).toEqual([1, 503]);
    const { created_at: createdAt } = await row();

    expect(await deliverDueWebhooks({ db, webhookSecret: credentials.webhookSecret, now: createdAt + 23 * 3_600_000 })).toBe(0);
    expect(await row()).toMatchObject({ attempts: 2, last_status: 503, gave_up_at: null, delivered_at: null });
    expect((await row()).next_attempt_at).toBeGreaterThan(createdAt + 23 * 3_600_000);

    const dayLater = createdAt + 25 * 3_600_000;
    expect(await deliverDueWebhooks({ db, webhookSecret: credentials.webhookSecret, now: dayLater })).toBe(0);
    expect(await row()).toMatchObject({ attempts: 3, last_status: 503, gave_up_at: dayLater, next_attempt_at: null, delivered_at: null });
    expect(eventsAbout(paymentId)).toHaveLength(3);
    answerStatus = 200;
    expect(await deliverDueWebhooks({ db, webhookSecret: credentials.webhookSecret, now: dayLater + 3_600_000 })).toBe(0);
  });
});

describe('the TEST checkout files', () => {
  it('serves checkout.js and its stylesheet as files of our origin, and the /try page creates its order through our client', async () => {
    const script = await fetch(`${gatewayUrl}/checkout.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('no-cache');
    const source = await script.text();
    expect(source).toContain('window.Razorpay = Razorpay');
    // Its texts in the three languages, from the portal's catalogues (issue 22).
    expect(source).toContain('"pay":"{amount} भरें (TEST)"');
    expect(source).toContain('"pay":"{amount} भरा (TEST)"');
    expect((await fetch(`${gatewayUrl}/checkout.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await fetch(`${gatewayUrl}/try`)).status).toBe(200);
    const tried = await fetch(`${gatewayUrl}/try/order`, { method: 'POST' });
    const made = (await tried.json()) as { key: string; order_id: string; amount: number; currency: string };
    expect(made).toMatchObject({ key: credentials.keyId, amount: 100, currency: 'INR' });
    expect(await client().fetchOrder(made.order_id)).toMatchObject({ amount: 100, status: 'created', receipt: 'TEST checkout page' });
  });
});
