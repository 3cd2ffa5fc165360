import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { type GatewayConfig, getGatewayConfig } from './gateway-config.server';
import {
  razorpayCollection,
  razorpayError,
  razorpayOrder,
  razorpayPayment,
  razorpayRefund,
  REFUND_IDEMPOTENCY_HEADER,
  refundIdempotencyKey,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './razorpay.schemas';

// The part of Razorpay's REST API we use, over fetch (docs/decisions/023-payment-gateway.md: the
// official SDK fixes its base URL to https://api.razorpay.com and brings axios; we need the base
// URL configurable so the same code talks to the simulated gateway and to a stand-in in tests).
// Basic auth with the key id and secret; JSON in and out; every answer checked against Razorpay's
// documented shape, so a surprise is an error here and never a wrong amount further on.

export type RazorpayClientOptions = {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** Per request, the answer read whole; Razorpay answers in well under a second, a hung connection must not hold a student's page. */
  timeoutMs?: number;
};

/**
 * The pauses before the second and the third try of a call that is safe to repeat: a GET, or a
 * POST the gateway recognises when repeated (its idempotency key). Short and few: a page or a
 * webhook is waiting, and what still fails is settled by the webhook's retries and reconciliation.
 */
export const RETRY_PAUSES_MS = [250, 750] as const;

/**
 * Razorpay answered with its error JSON (or not at all): `status` is the HTTP status, 0 when none
 * came. A refusal's message is Razorpay's own words (staff read them when a refund is refused);
 * every other message starts with the call, and `call` names it always ('GET /payments/pay_…').
 */
export class RazorpayApiError extends Error {
  override name = 'RazorpayApiError';
  readonly status: number;
  readonly code: string;
  readonly field: string | null;
  readonly call: string | null;
  constructor(
    status: number,
    code: string,
    description: string,
    { field = null, call = null, cause }: { field?: string | null; call?: string | null; cause?: unknown } = {},
  ) {
    super(description, { cause });
    this.status = status;
    this.code = code;
    this.field = field;
    this.call = call;
  }
}

export type CreateOrderInput = {
  amount: number;
  currency: 'INR';
  receipt?: string;
  notes?: Record<string, string>;
  /** false: payments stay authorised until captured with capturePayment. */
  payment_capture?: boolean;
};

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown; idempotencyKey?: string };

/**
 * Whether trying again may give another answer: no answer (the network, the timeout), the gateway's
 * own failure (5xx) or its rate limit (429); for a request with an idempotency key also 409, which
 * Razorpay answers while the first request with that key is still being processed.
 */
function worthRetrying(error: unknown, request: Request): boolean {
  if (!(error instanceof RazorpayApiError)) return false;
  const { status } = error;
  return status === 0 || status >= 500 || status === 429 || (status === 409 && request.idempotencyKey !== undefined);
}

/**
 * 'fetch failed' says nothing; what failed is in its causes: a code (ECONNREFUSED, ECONNRESET,
 * UND_ERR_SOCKET, ENOTFOUND…) and a message, kept in ours so the log says what happened.
 */
export function describeFetchFailure(error: unknown): string {
  const details: string[] = [];
  for (let cause = (error as Error | undefined)?.cause; cause instanceof Error && details.length < 4; cause = cause.cause) {
    const code = (cause as Error & { code?: unknown }).code;
    // Connecting to a name with several addresses fails with one error per address.
    const each = cause instanceof AggregateError ? cause.errors.map((inner) => (inner as { code?: unknown }).code) : [];
    const others = [...new Set(each.filter((inner) => typeof inner === 'string' && inner !== code))];
    details.push([typeof code === 'string' ? `${code}:` : '', cause.message, others.length ? `(${others.join(', ')})` : ''].filter(Boolean).join(' '));
  }
  const message = error instanceof Error ? error.message : String(error);
  return details.length ? `${message} (${details.join('; ')})` : message;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** Which field of the answer was not as documented, and how: 'items.0.amount: Invalid input: expected number, received string'. */
function describeMismatch(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'not as documented';
  return `${issue.path.length ? issue.path.join('.') : 'the answer'}: ${issue.message}`;
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

export function createRazorpayClient({ apiUrl, keyId, keySecret, timeoutMs = 10_000 }: RazorpayClientOptions) {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const base = apiUrl.replace(/\/$/, '');

  /** One request, its answer read whole within the timeout and checked; every failure a RazorpayApiError. */
  async function attempt<Schema extends z.ZodType>({ method, path, body, idempotencyKey }: Request, schema: Schema): Promise<z.infer<Schema>> {
    const call = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey === undefined ? {} : { [REFUND_IDEMPOTENCY_HEADER]: idempotencyKey }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Under the same timeout: headers followed by a stalled or cut body are no answer either.
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) throw new RazorpayApiError(0, 'GATEWAY_TIMEOUT', `${call}: no answer within ${timeoutMs / 1000} s`, { call, cause: error });
      throw new RazorpayApiError(0, 'GATEWAY_UNREACHABLE', `${call}: ${describeFetchFailure(error)}`, { call, cause: error });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RazorpayApiError(response.status, 'GATEWAY_ERROR', `${call}: answered ${response.status} without JSON`, { call });
    }
    if (!response.ok) {
      const failure = razorpayError.safeParse(json);
      if (failure.success) {
        const { code, description, field } = failure.data.error;
        const message = response.status >= 500 ? `${call}: answered ${response.status}, ${description}` : description;
        throw new RazorpayApiError(response.status, code, message, { field: field ?? null, call });
      }
      throw new RazorpayApiError(response.status, 'GATEWAY_ERROR', `${call}: answered ${response.status}`, { call });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const mismatch = `${call}: the answer is not as Razorpay documents it, ${describeMismatch(parsed.error)}`;
      throw new RazorpayApiError(response.status, 'UNEXPECTED_ANSWER', mismatch, { call });
    }
    return parsed.data;
  }

  /**
   * A GET is repeated after a failure a retry may fix, and so is a POST with an idempotency key;
   * any other POST is sent once: repeating one whose answer was lost could make a second order,
   * capture or refund.
   */
  async function call<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.infer<Schema>> {
    const repeatable = request.method === 'GET' || request.idempotencyKey !== undefined;
    for (let tries = 1; ; tries++) {
      try {
        return await attempt(request, schema);
      } catch (error) {
        const pause = RETRY_PAUSES_MS[tries - 1];
        if (!repeatable || pause === undefined || !worthRetrying(error, request)) throw tries > 1 ? afterTries(error, tries) : error;
        await sleep(pause);
      }
    }
  }

  const id = (value: string) => encodeURIComponent(value);
  const payments = razorpayCollection(razorpayPayment);
  const refunds = razorpayCollection(razorpayRefund);
  const get = <Schema extends z.ZodType>(path: string, schema: Schema) => call({ method: 'GET', path }, schema);

  return {
    createOrder: (input: CreateOrderInput): Promise<RazorpayOrder> => call({ method: 'POST', path: '/orders', body: input }, razorpayOrder),
    fetchOrder: (orderId: string): Promise<RazorpayOrder> => get(`/orders/${id(orderId)}`, razorpayOrder),
    fetchOrderPayments: async (orderId: string): Promise<RazorpayPayment[]> => (await get(`/orders/${id(orderId)}/payments`, payments)).items,
    fetchPayment: (paymentId: string): Promise<RazorpayPayment> => get(`/payments/${id(paymentId)}`, razorpayPayment),
    capturePayment: (paymentId: string, amount: number): Promise<RazorpayPayment> =>
      call({ method: 'POST', path: `/payments/${id(paymentId)}/capture`, body: { amount, currency: 'INR' } }, razorpayPayment),
    /**
     * Without `amount`, refunds whatever of the payment is not yet refunded. With `idempotencyKey`
     * (our refund's id) the request is made once at the gateway however often it is sent, so it is
     * retried like a GET; without one it is sent once.
     */
    createRefund: async (
      paymentId: string,
      input: { amount?: number; receipt?: string; notes?: Record<string, string> } = {},
      { idempotencyKey }: { idempotencyKey?: string } = {},
    ): Promise<RazorpayRefund> => {
      const key = idempotencyKey === undefined ? null : refundIdempotencyKey.safeParse(idempotencyKey);
      if (key && !key.success) throw new Error(`createRefund: ${key.error.issues[0]?.message}.`);
      const body = { ...input, speed: 'normal' };
      return call({ method: 'POST', path: `/payments/${id(paymentId)}/refund`, body, idempotencyKey }, razorpayRefund);
    },
    fetchRefund: (refundId: string): Promise<RazorpayRefund> => get(`/refunds/${id(refundId)}`, razorpayRefund),
    /** A payment's refunds (Razorpay answers 10 unless asked for more; 100 at most). */
    fetchPaymentRefunds: async (paymentId: string): Promise<RazorpayRefund[]> => (await get(`/payments/${id(paymentId)}/refunds?count=100`, refunds)).items,
  };
}

/** The last failure, saying how often the call was tried. */
function afterTries(error: unknown, tries: number): unknown {
  if (!(error instanceof RazorpayApiError)) return error;
  return new RazorpayApiError(error.status, error.code, `${error.message}; tried ${tries} times`, { field: error.field, call: error.call, cause: error.cause });
}

let client: { config: GatewayConfig; client: RazorpayClient } | undefined;

/** The client of the configured gateway (Razorpay, or the simulated one); throws when payments are off. */
export function getRazorpayClient(): RazorpayClient {
  const config = getGatewayConfig();
  if (client?.config === config) return client.client;
  if (config.mode === 'off') throw new Error('Online payments are off (PAYMENT_GATEWAY=off): there is no gateway to call.');
  client = { config, client: createRazorpayClient(config) };
  return client.client;
}
