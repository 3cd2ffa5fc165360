import { db } from '~/db/db.server';
import { detectDocumentType, SNIFF_BYTES } from '~/modules/documents/detect-document-type.server';
import { discardDocumentBytes } from '~/modules/documents/discard-document-bytes.server';
import { DOCUMENT_EXTENSIONS, type DocumentContentType, maxBytesFor, PDF_TYPE } from '~/modules/documents/documents.schemas';
import { privateStorage } from '~/modules/documents/private-storage.server';
import { sanitizeDocument } from '~/modules/documents/sanitize-document.server';
import { AppError } from '~/utils/errors';
import { PROOF_REQUIRED, PROOF_TOO_LARGE, PROOF_WRONG_TYPE } from './offline-payments.schemas';

// The screenshot or bank receipt a student attaches to a payment report: checked and cleaned as
// every private document is (type from the bytes, images 5 MB and PDFs 10 MB, metadata stripped),
// and sealed in private storage. One file per report (a document kind would replace it each time).

export type StoredProof = { storageKey: string; contentType: DocumentContentType; byteSize: number };

export async function storePaymentProof({ userId, reportId, file }: { userId: string; reportId: string; file: unknown }): Promise<StoredProof> {
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('BAD_REQUEST', PROOF_REQUIRED, { field: 'screenshot' });
  if (file.size > maxBytesFor(PDF_TYPE)) throw new AppError('PAYLOAD_TOO_LARGE', PROOF_TOO_LARGE);
  const type = await detectDocumentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROOF_WRONG_TYPE);
  if (file.size > maxBytesFor(type)) throw new AppError('PAYLOAD_TOO_LARGE', PROOF_TOO_LARGE);
  const bytes = await sanitizeDocument({ bytes: new Uint8Array(await file.arrayBuffer()), type });
  const storageKey = `payment-proofs/${userId}/${reportId}.${DOCUMENT_EXTENSIONS[type]}`;
  await privateStorage.put(storageKey, bytes);
  return { storageKey, contentType: type, byteSize: bytes.byteLength };
}

/** A report that could not be saved leaves no file behind. */
export const discardPaymentProof = (storageKey: string) => discardDocumentBytes(storageKey);

export const readPaymentProof = (storageKey: string) => privateStorage.get(storageKey);

/** Who sent a report's screenshot and where it is stored; undefined for an unknown report. */
export const findPaymentProof = (reportId: string) =>
  db
    .selectFrom('payment_reports')
    .select(['student_id as studentId', 'proof_storage_key as storageKey', 'proof_content_type as contentType'])
    .where('id', '=', reportId)
    .executeTakeFirst();

/** Where staff (and the student who sent it) open a report's screenshot (server/files/payment-proofs.routes.ts). */
export const paymentProofUrl = (reportId: string) => `/files/payment-proofs/${reportId}`;
