import { env } from '~/utils/env.server';

/** The one page that opens Razorpay Checkout (spec §2 'Pay course'). */
export const PAY_PAGE_PREFIX = '/pay-course/';

/**
 * What the pay page's CSP adds for Razorpay Checkout, by directive, and only in razorpay mode (the
 * simulated checkout is our own origin, which 'self' already allows). The hosts are those Razorpay
 * lists for its own plugins' CSP (razorpay-magento etc/csp_whitelist.xml): Checkout's script and
 * its risk-detection script, the checkout frame, its logging endpoints and its images; plus
 * checkout.razorpay.com as a frame source (Checkout's own frame page lives there). The mode is the
 * one resolved at start-up (env.paymentGateway, decision 023).
 */
export function checkoutCspSources(path: string): Partial<Record<'script-src' | 'frame-src' | 'connect-src' | 'img-src', string>> {
  if (!path.startsWith(PAY_PAGE_PREFIX) || env.paymentGateway !== 'razorpay') return {};
  return {
    'script-src': 'https://checkout.razorpay.com https://cdn.razorpay.com',
    'frame-src': 'https://api.razorpay.com https://checkout.razorpay.com',
    'connect-src': 'https://api.razorpay.com https://lumberjack.razorpay.com https://lumberjack-metrics.razorpay.com',
    'img-src': 'https://cdn.razorpay.com',
  };
}
