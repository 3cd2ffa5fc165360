import { describe, expect, it } from 'vitest';
import { signPayment, verifyPaymentSignature, verifyWebhookSignature } from './razorpay-signatures.server';

// Known vectors from Razorpay's own SDK test suites, so these checks hold Razorpay's algorithm and
// not merely agree with themselves.
describe('the checkout signature (order_id|payment_id, key secret)', () => {
  // razorpay-python tests/test_client_utility.py: key secret 'key_secret'.
  const vector = { orderId: 'fake_order_id', paymentId: 'fake_payment_id', secret: 'key_secret' };
  const signature = 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89';

  it("matches Razorpay's documented vector, made and checked", () => {
    expect(signPayment(vector.orderId, vector.paymentId, vector.secret)).toBe(signature);
    expect(verifyPaymentSignature(vector.orderId, vector.paymentId, signature, vector.secret)).toBe(true);
    expect(verifyPaymentSignature(vector.orderId, vector.paymentId, signature.toUpperCase(), vector.secret)).toBe(true);
  });

  it('refuses another order, another payment, another secret, swapped ids and malformed signatures', () => {
    expect(verifyPaymentSignature('order_other', vector.paymentId, signature, vector.secret)).toBe(false);
    expect(verifyPaymentSignature(vector.orderId, 'pay_other', signature, vector.secret)).toBe(false);
    expect(verifyPaymentSignature(vector.orderId, vector.paymentId, signature, 'other_secret')).toBe(false);
    expect(verifyPaymentSignature(vector.paymentId, vector.orderId, signature, vector.secret)).toBe(false);
    for (const bad of ['', 'test_signature', signature.slice(0, 63), `${signature}00`, `${signature.slice(0, 62)}zz`, undefined as unknown as string])
      expect(verifyPaymentSignature(vector.orderId, vector.paymentId, bad, vector.secret)).toBe(false);
  });
});

describe('the webhook signature (raw body, webhook secret)', () => {
  // razorpay-node test/utils/razorpay-utils.spec.js.
  const body = '{"a":1,"b":2,"c":{"d":3}}';
  const signature = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';

  it("matches Razorpay's documented vector, for text and for bytes", () => {
    expect(verifyWebhookSignature(body, signature, '123456')).toBe(true);
    expect(verifyWebhookSignature(new TextEncoder().encode(body), signature, '123456')).toBe(true);
  });

  it('refuses a re-serialised body, another secret and a wrong signature', () => {
    expect(verifyWebhookSignature('{"a": 1, "b": 2, "c": {"d": 3}}', signature, '123456')).toBe(false);
    expect(verifyWebhookSignature(body, signature, '1234567')).toBe(false);
    expect(verifyWebhookSignature(body, 'sdfafds', '123456')).toBe(false);
  });
});
