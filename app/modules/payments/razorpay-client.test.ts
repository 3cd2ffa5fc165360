import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayClient, RazorpayApiError } from './razorpay-client.server';

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
  'GET /v1/orders/order_NeverAnswers01': () => {},
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
const server = createServer((request, response) => (routes[`${request.method} ${request.url}`] ?? ((_q, r) => r.writeHead(404).end()))(request, response));
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
