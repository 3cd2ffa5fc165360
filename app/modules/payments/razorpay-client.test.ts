import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayClient, RazorpayApiError, RETRY_PAUSES_MS } from './razorpay-client.server';

// The client against a stand-in on loopback that misbehaves on purpose: what reaches the caller is
// a RazorpayApiError saying what went wrong, never a half-checked answer. (Its conversation with
// a well-behaved Razorpay is in server/simulated-gateway/simulated-gateway.db.test.ts.)
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const routes: Record<string, Handler> = {
  // Razorpay's order, but with the amount as a string.
  'GET /v1/orders/order_WrongShape0001': (_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'order_WrongShape0001',
        entity: 'order',
        amount: '50000',
        amount_paid: 0,
        amount_due: 50000,
        currency: 'INR',
        receipt: null,
        status: 'created',
        attempts: 0,
        notes: [],
        created_at: 1,
      }),
    ),
  'GET /v1/orders/order_BadGateway0001': (_request, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
  // A collection whose second payment has its amount as a string.
  'GET /v1/orders/order_WrongItems0001/payments': (_request, response) =>
    answer(response, 200, { entity: 'collection', count: 2, items: [payment('pay_GoodItem0000001'), { ...payment('pay_BadItem00000001'), amount: '50000' }] }),
  // Overloaded once, then well.
  'GET /v1/orders/order_Flaky000000001': (request, response) =>
    receivedBy(`GET ${request.url}`) === 1 ? answer(response, 503, serverError) : answer(response, 200, order('order_Flaky000000001')),
  'GET /v1/payments/pay_RateLimited0001': (request, response) =>
    receivedBy(`GET ${request.url}`) === 1
      ? answer(response, 429, { error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } })
      : answer(response, 200, payment('pay_RateLimited0001')),
  'GET /v1/payments/pay_Unknown00000001': (_request, response) => answer(response, 400, notFound),
  'GET /v1/payments/pay_AlwaysDown00001': (_request, response) => answer(response, 503, serverError),
  // The headers, then half the body, then the connection is cut.
  'GET /v1/orders/order_CutShort000001': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' }).write('{"id":"order_CutShort000001",');
    setTimeout(() => response.destroy(), 20);
  },
  'POST /v1/payments/pay_Unavailable001/capture': (_request, response) => answer(response, 503, serverError),
  'POST /v1/payments/pay_NeverAnswers01/capture': () => {},
  // A refund that fails once: the keyed request is repeated, the unkeyed one is not.
  'POST /v1/payments/pay_RefundKeyed00001/refund': (request, response) => refundOnSecondTry(request, response),
  'POST /v1/payments/pay_RefundBare000001/refund': (request, response) => refundOnSecondTry(request, response),
  'GET /v1/orders/order_NeverAnswers01': () => {},
  'GET /v1/orders/order_Hangs000000002': () => {},
  'POST /v1/orders': (request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'order_Accepted00001',
          entity: 'order',
          amount: 100,
          amount_paid: 0,
          amount_due: 100,
          currency: 'INR',
          receipt: null,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: [],
          created_at: 1,
          new_field: 'kept',
        }),
      );
    });
  },
};
const seen: Array<{ authorization?: string; contentType?: string; body: unknown }> = [];
const refundRequests: Array<{ url?: string; idempotencyKey?: string; body: unknown }> = [];

function answer(response: ServerResponse, status: number, json: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
}
const serverError = { error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins' } };
const notFound = { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist', source: 'business', metadata: {}, field: null } };
const order = (id: string) => ({
  id,
  entity: 'order',
  amount: 50000,
  amount_paid: 0,
  amount_due: 50000,
  currency: 'INR',
  receipt: null,
  status: 'created',
  attempts: 0,
  notes: [],
  created_at: 1,
});
const payment = (id: string) => ({
  id,
  entity: 'payment',
  amount: 50000,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_Flaky000000001',
  method: 'upi',
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  error_code: null,
  error_description: null,
  notes: [],
  created_at: 1,
});
function refundOnSecondTry(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    refundRequests.push({ url: request.url, idempotencyKey: request.headers['x-refund-idempotency'] as string | undefined, body: JSON.parse(body) });
    if (receivedBy(`POST ${request.url}`) === 1) return answer(response, 503, serverError);
    const paymentId = request.url!.split('/')[3]!;
    answer(response, 200, {
      id: 'rfnd_Made0000000001',
      entity: 'refund',
      amount: 100,
      currency: 'INR',
      payment_id: paymentId,
      receipt: null,
      status: 'processed',
      notes: [],
      created_at: 1,
    });
  });
}
/** How many requests each route received: a retry is a second request. */
const received = new Map<string, number>();
const receivedBy = (route: string) => received.get(route) ?? 0;
const server = createServer((request, response) => {
  const route = `${request.method} ${request.url}`;
  received.set(route, receivedBy(route) + 1);
  (routes[route] ?? ((_q, r) => r.writeHead(404).end()))(request, response);
});
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const client = (timeoutMs = 5_000) => createRazorpayClient({ apiUrl, keyId: 'rzp_test_ClientTest0001', keySecret: 'client-secret', timeoutMs });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );

describe('the Razorpay client', () => {
  it('sends JSON with Basic auth of the key id and secret to /v1, and keeps fields Razorpay may add', async () => {
    const order = await client().createOrder({ amount: 100, currency: 'INR' });
    expect(order).toMatchObject({ id: 'order_Accepted00001', amount: 100, new_field: 'kept' });
    expect(seen.at(-1)).toEqual({
      authorization: `Basic ${Buffer.from('rzp_test_ClientTest0001:client-secret').toString('base64')}`,
      contentType: 'application/json',
      body: { amount: 100, currency: 'INR' },
    });
  });

  it('refuses an answer that is not the shape Razorpay documents', async () => {
    const error = await failure(client().fetchOrder('order_WrongShape0001'));
    expect(error).toBeInstanceOf(RazorpayApiError);
    expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_ANSWER' });
  });

  it('reports an answer without JSON by its status', async () => {
    expect(await failure(client().fetchOrder('order_BadGateway0001'))).toMatchObject({ status: 502, code: 'GATEWAY_ERROR' });
  });

  it('gives up on a gateway that does not answer within its timeout, and on one that cannot be reached', async () => {
    expect(await failure(client(200).fetchOrder('order_NeverAnswers01'))).toMatchObject({ status: 0, code: 'GATEWAY_TIMEOUT' });
    const closed = createRazorpayClient({ apiUrl: 'http://127.0.0.1:9', keyId: 'k', keySecret: 's' });
    expect(await failure(closed.fetchOrder('order_Unreachable001'))).toMatchObject({ status: 0, code: 'GATEWAY_UNREACHABLE' });
  });
});

describe('what the client says when a call fails', () => {
  it('names the call and the field of an answer that is not as Razorpay documents it', async () => {
    const wrongOrder = await failure(client().fetchOrder('order_WrongShape0001'));
    expect((wrongOrder as Error).message).toMatch(/^GET \/orders\/order_WrongShape0001: .*\bamount: .*expected number, received string/);
    const wrongItem = await failure(client().fetchOrderPayments('order_WrongItems0001'));
    expect(wrongItem).toMatchObject({ status: 200, code: 'UNEXPECTED_ANSWER' });
    expect((wrongItem as Error).message).toMatch(/^GET \/orders\/order_WrongItems0001\/payments: .*\bitems\.1\.amount: /);
    // Not a failure a retry could fix: asked once.
    expect(receivedBy('GET /v1/orders/order_WrongItems0001/payments')).toBe(1);
  });

  it("keeps the cause of 'fetch failed', so the log says what happened to the connection", async () => {
    const cut = await failure(client().fetchOrder('order_CutShort000001'));
    expect(cut).toMatchObject({ status: 0, code: 'GATEWAY_UNREACHABLE' });
    expect((cut as Error).message).toContain('UND_ERR_SOCKET');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await failure(createRazorpayClient({ apiUrl: `http://127.0.0.1:${port}`, keyId: 'k', keySecret: 's' }).fetchOrder('order_Refused000001'));
    expect(refused).toMatchObject({ status: 0, code: 'GATEWAY_UNREACHABLE' });
    expect((refused as Error).message).toMatch(/^GET \/orders\/order_Refused000001: fetch failed \(ECONNREFUSED: .*; tried 3 times$/);
  });
});

describe('retries', () => {
  it('asks again, after a short pause, when a GET meets a 503 or a 429, and returns the answer that came', async () => {
    expect(await client().fetchOrder('order_Flaky000000001')).toMatchObject({ id: 'order_Flaky000000001', amount: 50000 });
    expect(receivedBy('GET /v1/orders/order_Flaky000000001')).toBe(2);
    expect(await client().fetchPayment('pay_RateLimited0001')).toMatchObject({ id: 'pay_RateLimited0001', status: 'captured' });
    expect(receivedBy('GET /v1/payments/pay_RateLimited0001')).toBe(2);
  });

  it('gives up on a GET after three tries, and does not repeat one the gateway refused', async () => {
    const down = await failure(client().fetchPayment('pay_AlwaysDown00001'));
    expect(down).toMatchObject({ status: 503, code: 'SERVER_ERROR' });
    expect((down as Error).message).toMatch(/; tried 3 times$/);
    expect(receivedBy('GET /v1/payments/pay_AlwaysDown00001')).toBe(3);

    expect(await failure(client().fetchPayment('pay_Unknown00000001'))).toMatchObject({ status: 400, message: 'The id provided does not exist' });
    expect(receivedBy('GET /v1/payments/pay_Unknown00000001')).toBe(1);
  });

  it('tries a GET that gets no answer again, each try ended by the timeout', async () => {
    const started = Date.now();
    const error = await failure(client(200).fetchOrder('order_Hangs000000002'));
    const elapsed = Date.now() - started;
    expect(error).toMatchObject({ status: 0, code: 'GATEWAY_TIMEOUT', message: 'GET /orders/order_Hangs000000002: no answer within 0.2 s; tried 3 times' });
    expect(receivedBy('GET /v1/orders/order_Hangs000000002')).toBe(3);
    // Three timeouts and the two pauses between them; a hang would be ended only by vitest.
    expect(elapsed).toBeGreaterThanOrEqual(3 * 200 + RETRY_PAUSES_MS[0] + RETRY_PAUSES_MS[1] - 50);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('sends a POST that moves money once, whatever happens to it: a 503 and a hang are not repeated', async () => {
    expect(await failure(client().capturePayment('pay_Unavailable001', 100))).toMatchObject({ status: 503 });
    expect(receivedBy('POST /v1/payments/pay_Unavailable001/capture')).toBe(1);
    expect(await failure(client(200).capturePayment('pay_NeverAnswers01', 100))).toMatchObject({ status: 0, code: 'GATEWAY_TIMEOUT' });
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSES_MS[0] + 300));
    expect(receivedBy('POST /v1/payments/pay_NeverAnswers01/capture')).toBe(1);
  });

  it('repeats a refund only when it carries an idempotency key, with the same key and body each time', async () => {
    const key = '0190f3c2-7b1e-7a2b-9c3d-4e5f60718293';
    const made = await client().createRefund('pay_RefundKeyed00001', { amount: 100, receipt: key }, { idempotencyKey: key });
    expect(made).toMatchObject({ id: 'rfnd_Made0000000001', payment_id: 'pay_RefundKeyed00001' });
    const keyed = refundRequests.filter((request) => request.url === '/v1/payments/pay_RefundKeyed00001/refund');
    expect(keyed).toEqual([
      { url: '/v1/payments/pay_RefundKeyed00001/refund', idempotencyKey: key, body: { amount: 100, receipt: key, speed: 'normal' } },
      { url: '/v1/payments/pay_RefundKeyed00001/refund', idempotencyKey: key, body: { amount: 100, receipt: key, speed: 'normal' } },
    ]);

    expect(await failure(client().createRefund('pay_RefundBare000001', { amount: 100 }))).toMatchObject({ status: 503 });
    expect(refundRequests.filter((request) => request.url === '/v1/payments/pay_RefundBare000001/refund')).toEqual([
      { url: '/v1/payments/pay_RefundBare000001/refund', idempotencyKey: undefined, body: { amount: 100, speed: 'normal' } },
    ]);
  });

  it('refuses an idempotency key Razorpay would refuse, before sending anything', async () => {
    const before = refundRequests.length;
    await expect(client().createRefund('pay_RefundKeyed00001', { amount: 100 }, { idempotencyKey: 'short' })).rejects.toThrow(/at least 10 characters/);
    await expect(client().createRefund('pay_RefundKeyed00001', { amount: 100 }, { idempotencyKey: 'has spaces in it' })).rejects.toThrow(/letters, digits/);
    expect(refundRequests).toHaveLength(before);
  });
});
