import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { db as defaultDb, type DB } from '~/db/db.server';
import type { GatewayCredentials } from '~/modules/payments/gateway-config.server';
import { createRazorpayClient } from '~/modules/payments/razorpay-client.server';
import { REFUND_IDEMPOTENCY_HEADER, refundIdempotencyKey } from '~/modules/payments/razorpay.schemas';
import checkoutStylesheet from './checkout.css?raw';
import checkoutScript from './checkout.js?raw';
import { checkoutTextsByLanguage } from '~/modules/i18n/portal/checkout-texts.server';
import { GatewayError } from './simulated-entities';
import { captureBody, checkoutPayBody, createOrderBody, firstProblem, refundBody } from './simulated-gateway.schemas';
import { createSimulatedOrder, findSimulatedOrderPayments, getSimulatedOrder, getSimulatedPayment, paySimulatedOrder } from './simulated-orders';
import { captureSimulatedPayment, findSimulatedPaymentRefunds, getSimulatedRefund, refundSimulatedPayment } from './simulated-refunds';
import { deliverDueWebhooks } from './simulated-webhooks';
import { tryPage } from './try-page';
import tryScript from './try.js?raw';

// The simulated gateway (docs/decisions/023-payment-gateway.md): a local Razorpay that our process
// serves under /simulated-gateway/ while the site is local, so the demo and every test run the
// real payment code path. /v1/… is the part of Razorpay's REST API we use (same JSON, Basic auth
// with the key id and secret); /checkout.js stands in for Razorpay Checkout and posts the
// student's choice to /checkout/pay; /try is a TEST page to try the checkout by hand.

export type SimulatedGatewayOptions = {
  credentials: GatewayCredentials;
  /** Where the webhooks go: our receiver, `${APP_URL}/api/payments/razorpay-webhook`. */
  webhookUrl: string;
  /** Our Razorpay client's base URL (the /try page creates its order through it). */
  apiUrl: string;
  db?: DB;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();
// Compared as hashes, so neither the length nor the content of the expected values leaks through timing.
const sameText = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

async function readBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let json: unknown;
  try {
    const text = await c.req.text();
    json = text ? JSON.parse(text) : {};
  } catch {
    throw new GatewayError('The request body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const { description, field } = firstProblem(parsed.error);
    throw new GatewayError(description, { field });
  }
  return parsed.data;
}

/** Razorpay's X-Refund-Idempotency, when sent: a key it does not accept is refused before anything is done. */
function readIdempotencyKey(c: Context): string | undefined {
  const key = c.req.header(REFUND_IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  const checked = refundIdempotencyKey.safeParse(key);
  if (!checked.success) throw new GatewayError(checked.error.issues[0]!.message);
  return checked.data;
}

// Gateway answers are never stored; the checkout's own files say otherwise themselves.
const noStore = async (c: Context, next: () => Promise<void>) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};

const asset = (body: string, type: string) => (c: Context) => c.body(body, 200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });

export function simulatedGateway({ credentials, webhookUrl, apiUrl, db = defaultDb }: SimulatedGatewayOptions) {
  const { keyId, keySecret, webhookSecret } = credentials;
  const deliverSoon = () => {
    deliverDueWebhooks({ db, webhookSecret }).catch((error) => console.error(`Simulated gateway: webhook delivery failed: ${(error as Error).message}`));
  };
  const gateway = new Hono();
  gateway.onError((error, c) => {
    if (error instanceof GatewayError) return c.json(error.toJSON(), error.status);
    console.error(`Simulated gateway: ${error.message}`);
    return c.json({ error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins' } }, 500);
  });
  gateway.use('*', noStore, bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(new GatewayError('The request body is too large').toJSON(), 413) }));

  const api = new Hono();
  api.use('*', async (c, next) => {
    const [scheme, encoded] = (c.req.header('authorization') ?? '').split(' ');
    const [id, secret] = scheme?.toLowerCase() === 'basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(/:(.*)/s) : [];
    // Both compared whatever the first gave, so timing does not tell which one was wrong.
    const idMatches = sameText(id ?? '', keyId);
    const secretMatches = sameText(secret ?? '', keySecret);
    if (!idMatches || !secretMatches) throw new GatewayError('Authentication failed', { status: 401 });
    await next();
  });
  api.post('/orders', async (c) => c.json(await createSimulatedOrder({ db, input: await readBody(c, createOrderBody) })));
  api.get('/orders/:id', async (c) => c.json(await getSimulatedOrder({ db, orderId: c.req.param('id') })));
  api.get('/orders/:id/payments', async (c) => {
    const items = await findSimulatedOrderPayments({ db, orderId: c.req.param('id') });
    return c.json({ entity: 'collection', count: items.length, items });
  });
  api.get('/payments/:id', async (c) => c.json(await getSimulatedPayment({ db, paymentId: c.req.param('id') })));
  api.post('/payments/:id/capture', async (c) => {
    const { amount } = await readBody(c, captureBody);
    const payment = await captureSimulatedPayment({ db, webhookUrl, paymentId: c.req.param('id'), amount });
    deliverSoon();
    return c.json(payment);
  });
  api.post('/payments/:id/refund', async (c) => {
    const { amount, receipt, notes } = await readBody(c, refundBody);
    const idempotencyKey = readIdempotencyKey(c);
    const refund = await refundSimulatedPayment({ db, webhookUrl, paymentId: c.req.param('id'), input: { amount, receipt, notes }, idempotencyKey });
    deliverSoon();
    return c.json(refund);
  });
  api.get('/payments/:id/refunds', async (c) => {
    const items = await findSimulatedPaymentRefunds({ db, paymentId: c.req.param('id') });
    return c.json({ entity: 'collection', count: items.length, items });
  });
  api.get('/refunds/:id', async (c) => c.json(await getSimulatedRefund({ db, refundId: c.req.param('id') })));
  api.all('*', () => {
    throw new GatewayError('The requested URL was not found on the server.');
  });
  gateway.route('/v1', api);

  // The checkout speaks its page's language (issue 22): its texts come from the portal's catalogues.
  gateway.get(
    '/checkout.js',
    asset(
      checkoutScript.replace('/* CHECKOUT_TEXTS */ null', () => JSON.stringify(checkoutTextsByLanguage())),
      'text/javascript',
    ),
  );
  gateway.get('/checkout.css', asset(checkoutStylesheet, 'text/css'));
  gateway.post('/checkout/pay', async (c) => {
    const { key, order_id, outcome, method } = await readBody(c, checkoutPayBody);
    if (!sameText(key, keyId)) throw new GatewayError('The api key provided is invalid', { field: 'key' });
    const result = await paySimulatedOrder({ db, input: { orderId: order_id, outcome, method }, keySecret, webhookUrl });
    deliverSoon();
    return c.json(result.answer, result.ok ? 200 : 400);
  });

  gateway.get('/try', (c) => c.html(tryPage()));
  gateway.get('/try.js', asset(tryScript, 'text/javascript'));
  gateway.post('/try/order', async (c) => {
    // Through our real client over HTTP, as the pay page will: the TEST page exercises the whole path.
    const client = createRazorpayClient({ apiUrl, keyId, keySecret });
    const order = await client.createOrder({ amount: 100, currency: 'INR', receipt: 'TEST checkout page', notes: { purpose: 'TEST checkout page' } });
    return c.json({ key: keyId, order_id: order.id, amount: order.amount, currency: order.currency });
  });
  return gateway;
}
