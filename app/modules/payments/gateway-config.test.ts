import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Generated secrets live under DATA_DIR: a temp directory, set before the env module reads it.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'gateway-config-test-'));
  for (const name of ['PAYMENT_GATEWAY', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_URL', 'APP_URL'])
    delete process.env[name];
  process.env.PORT = '3999';
});

const { envForThisTest } = await import('../../../tests/env-for-test');
const { env } = await import('~/utils/env.server');
const { resolveGatewayConfig } = await import('./gateway-config.server');

describe('the simulated gateway on a local site', () => {
  it('generates its key id, key secret and webhook secret once under DATA_DIR/secrets, owner-only, and keeps them', () => {
    const first = resolveGatewayConfig();
    if (first.mode !== 'simulated') throw new Error(`expected simulated, got ${first.mode}`);
    expect(first).toMatchObject({
      test: true,
      apiUrl: 'http://localhost:3999/simulated-gateway',
      checkoutScriptUrl: '/simulated-gateway/checkout.js',
      webhookUrl: 'http://localhost:3999/api/payments/razorpay-webhook',
    });
    expect(first.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(first.keySecret).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(first.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    for (const [name, value] of Object.entries({
      RAZORPAY_KEY_ID: first.keyId,
      RAZORPAY_KEY_SECRET: first.keySecret,
      RAZORPAY_WEBHOOK_SECRET: first.webhookSecret,
    })) {
      const file = join(env.DATA_DIR, 'secrets', name);
      expect(readFileSync(file, 'utf8')).toBe(value);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(resolveGatewayConfig()).toEqual(first);
  });

  it('uses the RAZORPAY_* values and RAZORPAY_API_URL when they are set', () => {
    envForThisTest({
      RAZORPAY_KEY_ID: 'rzp_test_Configured0001',
      RAZORPAY_KEY_SECRET: 'configured',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      RAZORPAY_API_URL: 'http://127.0.0.1:9/',
    });
    expect(resolveGatewayConfig()).toMatchObject({
      keyId: 'rzp_test_Configured0001',
      keySecret: 'configured',
      webhookSecret: 'hook',
      apiUrl: 'http://127.0.0.1:9',
    });
  });
});

describe('Razorpay', () => {
  it("talks to Razorpay's API and Checkout with the configured keys, generating nothing", () => {
    envForThisTest({
      isLocal: false,
      APP_URL: 'https://institute.example.org',
      paymentGateway: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_ABCDEFGHIJKLMN',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    });
    expect(resolveGatewayConfig()).toEqual({
      mode: 'razorpay',
      test: false,
      apiUrl: 'https://api.razorpay.com',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      webhookUrl: 'https://institute.example.org/api/payments/razorpay-webhook',
      keyId: 'rzp_live_ABCDEFGHIJKLMN',
      keySecret: 'live-secret',
      webhookSecret: 'hook-secret',
    });
  });

  it('with test keys says TEST', () => {
    envForThisTest({ paymentGateway: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_ABCDEFGHIJKLMN', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' });
    expect(resolveGatewayConfig()).toMatchObject({ mode: 'razorpay', test: true });
  });

  it('off: no keys, no gateway', () => {
    envForThisTest({ paymentGateway: 'off' });
    expect(resolveGatewayConfig()).toEqual({ mode: 'off' });
    expect(existsSync(join(env.DATA_DIR, 'secrets', 'RAZORPAY_KEY_SECRET'))).toBe(true); // from the first test, untouched
  });
});
