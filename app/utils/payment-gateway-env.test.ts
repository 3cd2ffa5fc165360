import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.server';

// docs/decisions/023-payment-gateway.md: which gateway takes fee payments, and what a site must
// set for it. The simulated gateway is a local convenience (decision 016).
const PUBLIC = { APP_URL: 'https://institute.example.org', AUTH_SECRET: 'a'.repeat(64), AADHAAR_ENCRYPTION_KEY: 'b'.repeat(64) };
const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_ABCDEFGHIJKLMN', RAZORPAY_KEY_SECRET: 'live-secret', RAZORPAY_WEBHOOK_SECRET: 'hook-secret' };

function refusal(source: NodeJS.ProcessEnv): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted the configuration');
}

describe('PAYMENT_GATEWAY unset', () => {
  it('is the simulated gateway while the site is local, even with Razorpay keys set', () => {
    expect(parseEnv({}).paymentGateway).toBe('simulated');
    expect(parseEnv({ APP_URL: 'http://127.0.0.1:3000', ...KEYS }).paymentGateway).toBe('simulated');
  });

  it('is Razorpay on a public site with the key id and secret, else off', () => {
    expect(parseEnv({ ...PUBLIC, ...KEYS }).paymentGateway).toBe('razorpay');
    expect(parseEnv(PUBLIC).paymentGateway).toBe('off');
    expect(parseEnv({ ...PUBLIC, RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID }).paymentGateway).toBe('off');
  });

  it('refuses Razorpay keys without the webhook secret, naming it and where to find it', () => {
    const message = refusal({ ...PUBLIC, ...KEYS, RAZORPAY_WEBHOOK_SECRET: undefined });
    expect(message).toContain('RAZORPAY_WEBHOOK_SECRET is not set');
    expect(message).toContain('https://institute.example.org/api/payments/razorpay-webhook');
    expect(message).toContain('PAYMENT_GATEWAY=off');
  });
});

describe('PAYMENT_GATEWAY set', () => {
  it('wins over the default', () => {
    expect(parseEnv({ PAYMENT_GATEWAY: 'off' }).paymentGateway).toBe('off');
    expect(parseEnv({ PAYMENT_GATEWAY: 'razorpay', ...KEYS }).paymentGateway).toBe('razorpay');
    expect(parseEnv({ ...PUBLIC, ...KEYS, PAYMENT_GATEWAY: 'off' }).paymentGateway).toBe('off');
    expect(parseEnv({ PAYMENT_GATEWAY: 'simulated', APP_URL: 'http://[::1]:8080' }).paymentGateway).toBe('simulated');
  });

  it('to razorpay needs all three secrets: the message names each missing one', () => {
    const message = refusal({ PAYMENT_GATEWAY: 'razorpay' });
    expect(message).toContain('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set');
  });

  it('to simulated on a public address stops the process with a clear message', () => {
    const message = refusal({ ...PUBLIC, ...KEYS, PAYMENT_GATEWAY: 'simulated' });
    expect(message).toContain('PAYMENT_GATEWAY=simulated, but APP_URL is https://institute.example.org, not a local address');
    expect(message).toContain('exists only on a site on localhost');
    expect(refusal({ PAYMENT_GATEWAY: 'simulated', APP_URL: 'http://localhost.example.org' })).toContain('not a local address');
  });

  it('to anything else is refused', () => {
    expect(refusal({ PAYMENT_GATEWAY: 'stripe' })).toContain('PAYMENT_GATEWAY');
  });

  it('RAZORPAY_API_URL must be a URL', () => {
    expect(refusal({ RAZORPAY_API_URL: 'api.razorpay.com' })).toContain('RAZORPAY_API_URL');
  });
});
