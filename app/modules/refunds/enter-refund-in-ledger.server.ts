import type { Selectable } from 'kysely';
import type { DB } from '~/db/db.server';
import type { PaymentsTable } from '~/db/schema';
import { addToPaidTotal } from '~/modules/payments/fee-total.server';
import { issueCreditNote } from '~/modules/receipts/issue-credit-note.server';
import { issueReceiptNumber } from '~/modules/receipts/issue-receipt-number.server';
import { newId } from '~/utils/ids';

export type LedgerPayment = Selectable<PaymentsTable>;

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
  const row: LedgerPayment = {
    id: newId(now),
    application_id: payment.application_id,
    student_id: payment.student_id,
    kind: 'refund',
    source: gatewayRefundId ? 'gateway' : 'staff',
    gateway: gatewayRefundId ? payment.gateway : null,
    method,
    amount_paise: -amountPaise,
    currency: payment.currency,
    gateway_order_id: gatewayRefundId ? payment.gateway_order_id : null,
    gateway_payment_id: gatewayRefundId ? payment.gateway_payment_id : null,
    gateway_refund_id: gatewayRefundId,
    status: 'processed',
    receipt_number: await issueReceiptNumber({ db: trx, now, series: 'credit-note' }),
    note: reason,
    created_by: createdBy,
    created_at: now,
    reference: null,
    reference_bank: null,
    paid_on: null,
    related_payment_id: payment.id,
  };
  await trx.insertInto('payments').values(row).execute();
  await addToPaidTotal({ trx, applicationId: payment.application_id, amountPaise: -amountPaise, reason: `refund ${gatewayRefundId ?? row.id}`, now });
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
