import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures, as its SDKs compute them (razorpay-node validateWebhookSignature and
// validatePaymentVerification): HMAC-SHA256, hex-encoded. The checkout signature covers
// `order_id|payment_id` with the key secret; the webhook signature covers the raw request body,
// byte for byte, with the webhook secret. Docs: razorpay.com/docs/payments/server-integration/nodejs
// (verify payment signature) and razorpay.com/docs/webhooks/validate-test.

/** hex(HMAC_SHA256(message, secret)) */
export function hmacSha256Hex(message: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The `razorpay_signature` Checkout hands the page after a successful payment. */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(`${orderId}|${paymentId}`, keySecret);
}

// Compared as the 32 decoded bytes in constant time. A signature of another length, or not hex,
// is refused before comparing (timingSafeEqual throws on unequal lengths; the length of a valid
// signature is public anyway).
function sameSignature(expectedHex: string, receivedHex: string): boolean {
  if (typeof receivedHex !== 'string' || !/^[0-9a-f]{64}$/i.test(receivedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex, 'hex'));
}

/** True when `signature` is Razorpay's signature of this order and payment. Pass the order id WE stored, never the client's. */
export function verifyPaymentSignature(orderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  return sameSignature(signPayment(orderId, paymentId, keySecret), signature);
}

/** True when `signature` (the X-Razorpay-Signature header) signs exactly these body bytes. */
export function verifyWebhookSignature(rawBody: string | Uint8Array, signature: string, webhookSecret: string): boolean {
  return sameSignature(hmacSha256Hex(rawBody, webhookSecret), signature);
}
