import { getGatewayConfig } from './gateway-config.server';
import { getRazorpayClient, type RazorpayClient } from './razorpay-client.server';

/**
 * What the payment commands need of the configured gateway (decision 023): its REST client and
 * the two secrets its signatures are made with. The commands take it as an option (default: this
 * site's), so tests hand them a client of a simulated gateway on loopback.
 */
export type PaymentGateway = {
  name: 'razorpay' | 'simulated';
  client: RazorpayClient;
  keySecret: string;
  webhookSecret: string;
  /** Pretend money (simulated, or Razorpay test keys): receipts and e-mails say TEST. Unset: simulated only. */
  test?: boolean;
};

/** Whether payments through `gateway` are pretend money, to be marked TEST. */
export const isTestGateway = (gateway: PaymentGateway) => gateway.test ?? gateway.name === 'simulated';

/** This site's gateway; null when online payments are off (fees are paid at the office). */
export function sitePaymentGateway(): PaymentGateway | null {
  const config = getGatewayConfig();
  if (config.mode === 'off') return null;
  return { name: config.mode, client: getRazorpayClient(), keySecret: config.keySecret, webhookSecret: config.webhookSecret, test: config.test };
}
