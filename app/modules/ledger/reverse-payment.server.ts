import type { DB } from '~/db/db.server';
import { writeLedgerRow, type LedgerRow } from './write-ledger-row.server';

/**
 * How a payment was undone: a cheque the bank returned (its reversal row is status 'recorded', as
 * before receipts could be cancelled), a receipt cancelled as issued in error, or money refunded
 * (a refund row, or a gateway refund still pending).
 */
export type Undone = 'bounced' | 'cancelled' | 'refunded';

/** What already undid `paymentId`, read after the application is locked (lockApplication); null: nothing. */
export async function howUndone(trx: DB, paymentId: string): Promise<Undone | null> {
  const related = await trx.selectFrom('payments').select(['kind', 'status']).where('related_payment_id', '=', paymentId).execute();
  const reversal = related.find((row) => row.kind === 'adjustment');
  if (reversal) return reversal.status === 'cancelled' ? 'cancelled' : 'bounced';
  if (related.some((row) => row.kind === 'refund')) return 'refunded';
  const refunding = await trx.selectFrom('refunds').select('id').where('payment_id', '=', paymentId).where('status', '=', 'pending').executeTakeFirst();
  return refunding ? 'refunded' : null;
}

/**
 * The one row that undoes a payment without money going back (a bounce, a cancellation): minus the
 * payment, naming it (related_payment_id), the reason as its note, unnumbered. The unique index
 * payments_one_reversal (migration 0018) refuses a second reversal of one payment, so of two racing
 * calls one fails and rolls back.
 */
export async function writeReversal({
  trx,
  payment,
  undone,
  reason,
  createdBy,
  now,
}: {
  trx: DB;
  payment: Pick<LedgerRow, 'id' | 'application_id' | 'student_id' | 'method' | 'amount_paise' | 'currency' | 'reference' | 'reference_bank'>;
  undone: 'bounced' | 'cancelled';
  reason: string;
  /** `admin:<id>` */
  createdBy: string;
  now: number;
}): Promise<LedgerRow> {
  return writeLedgerRow({
    trx,
    entry: {
      application_id: payment.application_id,
      student_id: payment.student_id,
      kind: 'adjustment',
      source: 'staff',
      method: payment.method,
      amount_paise: -Number(payment.amount_paise),
      currency: payment.currency,
      status: undone === 'cancelled' ? 'cancelled' : 'recorded',
      note: reason,
      created_by: createdBy,
      reference: payment.reference,
      reference_bank: payment.reference_bank,
      related_payment_id: payment.id,
    },
    numbered: null,
    now,
  });
}
