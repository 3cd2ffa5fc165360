import type { Selectable } from 'kysely';
import type { DB } from '~/db/db.server';
import type { PaymentsTable } from '~/db/schema';
import { issueReceiptNumber } from '~/modules/receipts/issue-receipt-number.server';
import { newId } from '~/utils/ids';
import { addToPaidTotal } from './paid-total.server';

export type LedgerRow = Selectable<PaymentsTable>;

type Required = 'application_id' | 'student_id' | 'kind' | 'source' | 'amount_paise' | 'status' | 'created_by';
/** What a movement says about itself; every other column is null unless given (currency: INR). */
export type LedgerEntry = Pick<LedgerRow, Required> & Partial<Omit<LedgerRow, Required | 'id' | 'receipt_number' | 'created_at'>>;

/**
 * The one writer of the ledger (docs/decisions/024-payment-ledger.md): every payment, refund,
 * bounce, cancellation and adjustment enters through here, inside the caller's transaction `trx`.
 * It takes the document number first (`numbered`: a receipt, a credit note, or none for a
 * reversal or a correction — a transaction that rolls back gives its number back), inserts the row
 * (written once, never changed) and moves the application's paid total by the row's signed amount,
 * so `applications.fees_paid_paise` is always the sum of its ledger. The caller has locked the
 * application (lockApplication) when it checked a balance before writing.
 */
export async function writeLedgerRow({
  trx,
  entry,
  numbered,
  now,
}: {
  trx: DB;
  entry: LedgerEntry;
  numbered: 'receipt' | 'credit-note' | null;
  now: number;
}): Promise<LedgerRow> {
  const row: LedgerRow = {
    gateway: null,
    method: null,
    currency: 'INR',
    gateway_order_id: null,
    gateway_payment_id: null,
    gateway_refund_id: null,
    note: null,
    reference: null,
    reference_bank: null,
    paid_on: null,
    related_payment_id: null,
    submission_key: null,
    ...entry,
    id: newId(now),
    receipt_number: numbered ? await issueReceiptNumber({ db: trx, now, series: numbered }) : null,
    created_at: now,
  };
  await trx.insertInto('payments').values(row).execute();
  await addToPaidTotal({ trx, applicationId: row.application_id, amountPaise: row.amount_paise, reason: describeMovement(row), now });
  return row;
}

/** How the audit names the movement when it clears a staff fee mark ('cash payment NIHM/2026-27/000042'). */
function describeMovement(row: LedgerRow): string {
  const what = row.kind === 'payment' ? `${row.method ?? row.source} payment` : row.kind;
  return `${what} ${row.receipt_number ?? row.gateway_payment_id ?? row.gateway_refund_id ?? row.id}`;
}
