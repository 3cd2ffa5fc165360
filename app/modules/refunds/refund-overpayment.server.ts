import type { DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import type { LedgerRow } from '~/modules/ledger/write-ledger-row.server';
import type { PaymentGateway } from '~/modules/payments/payment-gateway.server';
import { newId } from '~/utils/ids';
import { failPendingRefund } from './fail-refund.server';
import { reserveRefund } from './reserve-refund.server';
import { sendGatewayRefund } from './send-gateway-refund.server';

/** Printed on the credit note and e-mailed: why money came back without anyone asking. */
export const OVERPAYMENT_REASON = 'Paid more than the balance due: the amount above it is returned automatically.';
const BY_THE_SYSTEM = 'system';

export type OverpaymentRefund = { refundId: string; gatewayPaymentId: string; amountPaise: number };

/**
 * A gateway payment captured for more than the application's balance (two orders paid for one
 * balance, a payment on an order superseded by another): the money is in the ledger as captured —
 * that is what happened — and the amount above the balance is reserved for a refund through the
 * gateway in the same transaction, audited as the system's act. `balancePaise` is what was due
 * before this payment, read after the application was locked. Null when nothing is over.
 */
export async function reserveOverpaymentRefund({
  trx,
  payment,
  balancePaise,
  now,
}: {
  trx: DB;
  payment: LedgerRow;
  balancePaise: number;
  now: number;
}): Promise<OverpaymentRefund | null> {
  const overPaise = payment.amount_paise - Math.max(0, balancePaise);
  if (overPaise <= 0 || !payment.gateway_payment_id) return null;
  const refundId = newId(now);
  await reserveRefund({
    trx,
    refundId,
    payment,
    amountPaise: overPaise,
    reason: OVERPAYMENT_REASON,
    channel: 'gateway',
    method: payment.method,
    createdBy: BY_THE_SYSTEM,
    now,
  });
  await recordAudit({
    db: trx,
    now,
    actor: { type: 'system', id: null },
    action: 'payment.refund',
    entity: 'application',
    entityId: payment.application_id,
    before: { balanceDue: Math.max(0, balancePaise) / 100, paid: payment.amount_paise / 100 },
    after: { refundId, amountRefunded: overPaise / 100, reason: OVERPAYMENT_REASON, receipt: payment.receipt_number, returned: 'through the gateway' },
  });
  return { refundId, gatewayPaymentId: payment.gateway_payment_id, amountPaise: overPaise };
}

/**
 * Asks the gateway for a reserved overpayment refund once the payment is committed. Processed, it
 * enters the ledger with its credit note and e-mail; unanswered, it stays pending for
 * reconciliation; refused, it fails (audited, shown on the Refunds page) for accounts to return
 * the money another way.
 */
export async function sendOverpaymentRefund({
  refund,
  applicationId,
  gateway,
  db,
  now,
}: {
  refund: OverpaymentRefund;
  applicationId: string;
  gateway: PaymentGateway;
  db: DB;
  now: number;
}): Promise<void> {
  const sent = await sendGatewayRefund({ ...refund, reason: OVERPAYMENT_REASON, gateway, createdBy: BY_THE_SYSTEM, db, now });
  if (sent.outcome === 'refused') {
    await failPendingRefund({
      db,
      refund: { id: refund.refundId, application_id: applicationId, amount_paise: refund.amountPaise },
      failure: sent.message,
      now,
    });
  }
}
