import type { DB } from '~/db/db.server';
import { writeLedgerRow, type LedgerRow } from '~/modules/ledger/write-ledger-row.server';
import { issueCreditNote } from '~/modules/receipts/issue-credit-note.server';

export type LedgerPayment = LedgerRow;

/**
 * Money that has gone back to the student enters the ledger, inside the caller's transaction `trx`:
 * a negative 'refund' row against the payment it returns (`related_payment_id`), numbered from the
 * credit note series, the paid total lowered in the same transaction, our `refunds` row (when staff
 * made the refund) marked processed, and the credit note drawn, stored and queued for e-mail.
 *
 * A gateway refund is entered once: the ledger's unique index on `gateway_refund_id` makes the
 * second of two racing paths (our API's answer, the refund.processed webhook) fail and roll back,
 * number and e-mail included; the caller treats that as 'already recorded'.
 */
export async function enterRefundInLedger({
  trx,
  payment,
  amountPaise,
  reason,
  refundId,
  gatewayRefundId,
  method,
  createdBy,
  test,
  now,
}: {
  trx: DB;
  /** The ledger payment returned. */
  payment: LedgerPayment;
  /** Positive: the money returned. */
  amountPaise: number;
  reason: string;
  /** Our `refunds` row, when staff made the refund here (a refund made in Razorpay's Dashboard has none). */
  refundId: string | null;
  gatewayRefundId: string | null;
  /** How the money went back: the gateway's payment method, or the office's (cash, cheque …). */
  method: string | null;
  /** 'webhook' | 'admin:<id>' */
  createdBy: string;
  test: boolean;
  now: number;
}): Promise<{ ledgerId: string; creditNoteId: string; mailJobId: string }> {
  const throughGateway = gatewayRefundId !== null;
  const row = await writeLedgerRow({
    trx,
    entry: {
      application_id: payment.application_id,
      student_id: payment.student_id,
      kind: 'refund',
      source: throughGateway ? 'gateway' : 'staff',
      gateway: throughGateway ? payment.gateway : null,
      method,
      amount_paise: -amountPaise,
      currency: payment.currency,
      gateway_order_id: throughGateway ? payment.gateway_order_id : null,
      gateway_payment_id: throughGateway ? payment.gateway_payment_id : null,
      gateway_refund_id: gatewayRefundId,
      status: 'processed',
      note: reason,
      created_by: createdBy,
      related_payment_id: payment.id,
    },
    numbered: 'credit-note',
    now,
  });
  if (refundId) {
    await trx
      .updateTable('refunds')
      .set({ status: 'processed', ledger_payment_id: row.id, gateway_refund_id: gatewayRefundId, updated_at: now })
      .where('id', '=', refundId)
      .execute();
  }
  const { receiptId, mailJobId } = await issueCreditNote({ trx, refund: row, reason, test, now });
  return { ledgerId: row.id, creditNoteId: receiptId, mailJobId };
}
