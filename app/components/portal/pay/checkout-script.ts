// Razorpay Checkout in the browser: the script (Razorpay's, or the simulated gateway's clone of it)
// is loaded by the pay page only, and `window.Razorpay` is used exactly as Razorpay documents it.

export type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type CheckoutFailure = { error?: { code?: string; description?: string; reason?: string } };

export type CheckoutOptions = {
  key: string;
  /** Paise, as create-order returned it. */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme?: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void; escape?: boolean; confirm_close?: boolean };
};

export type CheckoutInstance = { open: () => void; close: () => void; on: (event: 'payment.failed', handler: (response: CheckoutFailure) => void) => void };
type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

let loading: Promise<CheckoutConstructor> | null = null;

/**
 * Loads Checkout once per page (a classic script from `src`: Razorpay's host is allowed by the pay
 * page's CSP, the simulated one is our own origin) and resolves with `window.Razorpay`. A failed
 * load can be tried again.
 */
export function loadCheckout(src: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not start'))));
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Checkout could not be loaded'));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
