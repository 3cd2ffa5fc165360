import { db as defaultDb, type DB } from '~/db/db.server';
import type { DocumentReader } from '~/modules/documents/read-document.server';
import { isId } from '~/utils/ids';
import { creditNoteFileName, receiptFileName } from './receipt-parties.server';

export type ReceiptFile = { bytes: Buffer; fileName: string };

/** A fee statement's download name: the application it is about and the day (IST) it was made. */
export const statementFileName = (applicationId: string, createdAt: number) =>
  `Fee-Statement-${applicationId}-${new Date(createdAt + 330 * 60_000).toISOString().slice(0, 10)}.pdf`;

/**
 * A stored receipt or fee statement, exactly as issued, for the student it belongs to or for
 * staff; undefined for anyone else and for an unknown id alike, so ids cannot be probed.
 */
export async function readReceipt({ id, reader, db = defaultDb }: { id: string; reader: DocumentReader; db?: DB }): Promise<ReceiptFile | undefined> {
  if (!isId(id)) return undefined;
  let query = db.selectFrom('receipts').select(['kind', 'receipt_number', 'application_id', 'pdf_base64', 'created_at']).where('id', '=', id);
  if (reader.type === 'student') query = query.where('student_id', '=', reader.userId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    bytes: Buffer.from(row.pdf_base64, 'base64'),
    fileName: !row.receipt_number
      ? statementFileName(row.application_id, Number(row.created_at))
      : row.kind === 'credit-note'
        ? creditNoteFileName(row.receipt_number)
        : receiptFileName(row.receipt_number),
  };
}
