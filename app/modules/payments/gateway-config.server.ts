import { randomBytes } from 'node:crypto';
import { env } from '~/utils/env.server';
import { persistentSecret } from '~/utils/secrets.server';

/** The path of our webhook receiver, the URL to register in Razorpay's Dashboard (Settings → Webhooks). */
export const WEBHOOK_PATH = '/api/payments/razorpay-webhook';
/** Where our own process serves the simulated gateway (server/simulated-gateway/). */
export const SIMULATED_GATEWAY_PATH = '/simulated-gateway';

export type GatewayCredentials = { keyId: string; keySecret: string; webhookSecret: string };

export type GatewayConfig =
  | { mode: 'off' }
  | ({
      mode: 'razorpay' | 'simulated';
      /** Payments are pretend: every page, e-mail and receipt of one says TEST. */
      test: boolean;
      /** Base of the REST API, without /v1. */
      apiUrl: string;
      /** Razorpay Checkout's script: Razorpay's own, or the simulated one. */
      checkoutScriptUrl: string;
      webhookUrl: string;
    } & GatewayCredentials);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of A–Z, a–z, 0–9 from the CSPRNG: the tail of Razorpay's ids (order_…, pay_…). */
export function randomAlphanumeric(length: number): string {
  // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}

let cached: GatewayConfig | undefined;

/**
 * The resolved gateway (env.paymentGateway, docs/decisions/023-payment-gateway.md) with its keys.
 * In simulated mode the keys are the RAZORPAY_* values when set, else generated once under
 * DATA_DIR/secrets like the site's other local secrets, so the checkout signature and the webhook
 * signature are made and checked exactly as with Razorpay.
 */
export function getGatewayConfig(): GatewayConfig {
  cached ??= resolveGatewayConfig();
  return cached;
}

/** The next getGatewayConfig reads env again: for test files that share one process (tests/setup/db-setup.ts). */
export function forgetGatewayConfig(): void {
  cached = undefined;
}

/** getGatewayConfig without the memo: reads env now (tests change it per test). */
export function resolveGatewayConfig(): GatewayConfig {
  const mode = env.paymentGateway;
  if (mode === 'off') return { mode };
  if (mode === 'razorpay') {
    return {
      mode,
      test: env.RAZORPAY_KEY_ID!.startsWith('rzp_test_'),
      apiUrl: (env.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      webhookUrl: `${env.APP_URL}${WEBHOOK_PATH}`,
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
    };
  }
  const gateway = `${env.APP_URL}${SIMULATED_GATEWAY_PATH}`;
  return {
    mode,
    test: true,
    apiUrl: (env.RAZORPAY_API_URL ?? gateway).replace(/\/$/, ''),
    checkoutScriptUrl: `${SIMULATED_GATEWAY_PATH}/checkout.js`,
    webhookUrl: `${env.APP_URL}${WEBHOOK_PATH}`,
    // Shaped like Razorpay's test keys, so nobody mistakes them for live ones.
    keyId: persistentSecret('RAZORPAY_KEY_ID', env.RAZORPAY_KEY_ID, () => `rzp_test_${randomAlphanumeric(14)}`),
    keySecret: persistentSecret('RAZORPAY_KEY_SECRET', env.RAZORPAY_KEY_SECRET, () => randomAlphanumeric(24)),
    webhookSecret: persistentSecret('RAZORPAY_WEBHOOK_SECRET', env.RAZORPAY_WEBHOOK_SECRET),
  };
}
