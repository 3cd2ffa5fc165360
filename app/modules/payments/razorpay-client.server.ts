import type { z } from 'zod';
import { type GatewayConfig, getGatewayConfig } from './gateway-config.server';
import {
  razorpayCollection,
  razorpayError,
  razorpayOrder,
  razorpayPayment,
  razorpayRefund,
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
  /** Per request; Razorpay answers in well under a second, a hung connection must not hold a student's page. */
  timeoutMs?: number;
};

/** Razorpay answered with its error JSON (or not at all): `status` is the HTTP status, 0 when none came. */
export class RazorpayApiError extends Error {
  override name = 'RazorpayApiError';
  readonly status: number;
  readonly code: string;
  readonly field: string | null;
  constructor(status: number, code: string, description: string, field: string | null = null) {
    super(description);
    this.status = status;
    this.code = code;
    this.field = field;
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

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

export function createRazorpayClient({ apiUrl, keyId, keySecret, timeoutMs = 10_000 }: RazorpayClientOptions) {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const base = apiUrl.replace(/\/$/, '');

  async function call<Schema extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: Schema, body?: unknown): Promise<z.infer<Schema>> {
    let response: Response;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new RazorpayApiError(
        0,
        timedOut ? 'GATEWAY_TIMEOUT' : 'GATEWAY_UNREACHABLE',
        `${method} ${path}: ${timedOut ? 'no answer in time' : (error as Error).message}`,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RazorpayApiError(response.status, 'GATEWAY_ERROR', `${method} ${path}: answered ${response.status} without JSON`);
    }
    if (!response.ok) {
      const failure = razorpayError.safeParse(json);
      if (failure.success) throw new RazorpayApiError(response.status, failure.data.error.code, failure.data.error.description, failure.data.error.field);
      throw new RazorpayApiError(response.status, 'GATEWAY_ERROR', `${method} ${path}: answered ${response.status}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new RazorpayApiError(response.status, 'UNEXPECTED_ANSWER', `${method} ${path}: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }

  const id = (value: string) => encodeURIComponent(value);
  const payments = razorpayCollection(razorpayPayment);
  const refunds = razorpayCollection(razorpayRefund);

  return {
    createOrder: (input: CreateOrderInput): Promise<RazorpayOrder> => call('POST', '/orders', razorpayOrder, input),
    fetchOrder: (orderId: string): Promise<RazorpayOrder> => call('GET', `/orders/${id(orderId)}`, razorpayOrder),
    fetchOrderPayments: async (orderId: string): Promise<RazorpayPayment[]> => (await call('GET', `/orders/${id(orderId)}/payments`, payments)).items,
    fetchPayment: (paymentId: string): Promise<RazorpayPayment> => call('GET', `/payments/${id(paymentId)}`, razorpayPayment),
    capturePayment: (paymentId: string, amount: number): Promise<RazorpayPayment> =>
      call('POST', `/payments/${id(paymentId)}/capture`, razorpayPayment, { amount, currency: 'INR' }),
    /** Without `amount`, refunds whatever of the payment is not yet refunded. */
    createRefund: (paymentId: string, input: { amount?: number; receipt?: string; notes?: Record<string, string> } = {}): Promise<RazorpayRefund> =>
      call('POST', `/payments/${id(paymentId)}/refund`, razorpayRefund, { ...input, speed: 'normal' }),
    fetchRefund: (refundId: string): Promise<RazorpayRefund> => call('GET', `/refunds/${id(refundId)}`, razorpayRefund),
    /** A payment's refunds (Razorpay answers 10 unless asked for more; 100 at most). */
    fetchPaymentRefunds: async (paymentId: string): Promise<RazorpayRefund[]> =>
      (await call('GET', `/payments/${id(paymentId)}/refunds?count=100`, refunds)).items,
  };
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
