import type { DB } from '~/db/db.server';
import { receiptUrl, type ReceiptLink } from './receipt-link';

/** The payment receipts and refund credit notes of these applications, oldest first, grouped by application id. */
export async function findReceiptLinks({ db, applicationIds }: { db: DB; applicationIds: string[] }): Promise<Map<string, ReceiptLink[]>> {
  const links = new Map<string, ReceiptLink[]>();
  if (!applicationIds.length) return links;
  const rows = await db
    .selectFrom('receipts')
    .innerJoin('payments', 'payments.id', 'receipts.payment_id')
    .select([
      'receipts.id',
      'receipts.kind',
      'receipts.application_id',
      'receipts.receipt_number',
      'receipts.test',
      'payments.amount_paise',
      'payments.created_at',
    ])
    .where('receipts.kind', 'in', ['payment', 'credit-note'])
    .where('receipts.application_id', 'in', applicationIds)
    .orderBy('payments.created_at')
    .orderBy('receipts.id')
    .execute();
  for (const row of rows) {
    const list = links.get(row.application_id) ?? [];
    list.push({
      _id: row.id,
      kind: row.kind === 'credit-note' ? 'credit-note' : 'receipt',
      number: row.receipt_number!,
      // A credit note's ledger row is negative: the amount refunded, as the note prints it.
      amount: Math.abs(Number(row.amount_paise)) / 100,
      date: new Date(Number(row.created_at)).toISOString(),
      url: receiptUrl(row.id),
      test: row.test === 1,
    });
    links.set(row.application_id, list);
  }
  return links;
}
