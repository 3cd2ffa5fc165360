import { db as defaultDb, type DB } from '~/db/db.server';
import type { DocumentReader } from '~/modules/documents/read-document.server';
import { languageOfStudent } from '~/modules/i18n/student-language.server';
import { isId } from '~/utils/ids';
import { creditNoteFileName, receiptFileName } from './receipt-parties.server';
import { stampCancelledReceipt } from './stamp-cancelled-receipt.server';

export type ReceiptFile = { bytes: Buffer; fileName: string };

/** A fee statement's download name: the application it is about and the day (IST) it was made. */
export const statementFileName = (applicationId: string, createdAt: number) =>
  `Fee-Statement-${applicationId}-${new Date(createdAt + 330 * 60_000).toISOString().slice(0, 10)}.pdf`;

/**
 * A stored receipt or fee statement, exactly as issued (a cancelled receipt stamped CANCELLED), for
 * the student it belongs to or for staff; undefined for anyone else and for an unknown id alike,
 * so ids cannot be probed.
 */
export async function readReceipt({ id, reader, db = defaultDb }: { id: string; reader: DocumentReader; db?: DB }): Promise<ReceiptFile | undefined> {
  if (!isId(id)) return undefined;
  let query = db
    .selectFrom('receipts')
    .leftJoin('payments as cancellation', (join) =>
      join
        .onRef('cancellation.related_payment_id', '=', 'receipts.payment_id')
        .on('cancellation.kind', '=', 'adjustment')
        .on('cancellation.status', '=', 'cancelled'),
    )
    .select([
      'receipts.kind',
      'receipts.receipt_number',
      'receipts.application_id',
      'receipts.pdf_base64',
      'receipts.created_at',
      'receipts.language',
      'cancellation.created_at as cancelled_at',
    ])
    .where('receipts.id', '=', id);
  if (reader.type === 'student') query = query.where('receipts.student_id', '=', reader.userId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const issued = Buffer.from(row.pdf_base64, 'base64');
  return {
    bytes: row.cancelled_at === null ? issued : await stampCancelledReceipt(issued, Number(row.cancelled_at), languageOfStudent(row.language)),
    fileName: !row.receipt_number
      ? statementFileName(row.application_id, Number(row.created_at))
      : row.kind === 'credit-note'
        ? creditNoteFileName(row.receipt_number)
        : receiptFileName(row.receipt_number),
  };
}
