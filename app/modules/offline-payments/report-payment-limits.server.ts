import { sql } from 'kysely';
import type { DB } from '~/db/db.server';
import { DOCUMENT_PDF_MAX_BYTES } from '~/modules/documents/documents.schemas';
import { consumeRateLimit } from '~/modules/rate-limit/consume-rate-limit.server';
import { AppError } from '~/utils/errors';
import { referenceKey } from './ledger-reference';
import {
  PAYMENT_REPORTS_TOO_OFTEN,
  proofBudgetSpent,
  type ReportPaymentInput,
  tooManyOpenReports,
  utrAlreadyInLedger,
  utrAlreadyReported,
} from './offline-payments.schemas';

// What a student's payment reports ('I have paid by UPI / bank transfer') may ask of the accounts
// office and of our storage. A student reports a payment once, perhaps again after a typo; eight
// 9 MB PDFs in a row are not a student paying.

/** Reports a student may send in REPORT_WINDOW_MS, counted before the upload is read. */
export const REPORTS_PER_WINDOW = 10;
export const REPORT_WINDOW_MS = 60 * 60_000;
/** Reports of one application waiting for the accounts office at once (instalments paid days apart, a second try). */
export const OPEN_REPORTS_PER_APPLICATION = 3;
/**
 * Bytes of proof a student may send in PROOF_BUDGET_WINDOW_MS: an application's three open
 * reports, each with the largest PDF we take (10 MB). A phone's screenshot is under 2 MB. Every
 * report of the window counts, decided or not: its proof stays in storage either way.
 */
export const PROOF_BYTES_PER_DAY = OPEN_REPORTS_PER_APPLICATION * DOCUMENT_PDF_MAX_BYTES;
export const PROOF_BUDGET_WINDOW_MS = 24 * 60 * 60_000;

/** Counts one report of the student; 429 with Retry-After past REPORTS_PER_WINDOW. */
export const limitPaymentReports = ({ userId, db, now }: { userId: string; db?: DB; now?: number }) =>
  consumeRateLimit({ key: `report-payment:${userId}`, limit: REPORTS_PER_WINDOW, windowMs: REPORT_WINDOW_MS, message: PAYMENT_REPORTS_TOO_OFTEN, db, now });

/**
 * 409 for a UTR already in the ledger (payment_reference_keys, the desk's key) or waiting in any
 * report, this student's or another's. Unlike the desk's refusal it names no receipt: whose
 * payment it is, is not the student's to learn.
 */
export async function refuseKnownUtr(db: DB, { method, utr }: Pick<ReportPaymentInput, 'method' | 'utr'>): Promise<void> {
  const key = referenceKey(method, utr, null);
  if (!key) return;
  const inLedger = await db.selectFrom('payment_reference_keys').select('key').where('key', '=', key).executeTakeFirst();
  if (inLedger) throw new AppError('CONFLICT', utrAlreadyInLedger(utr), { field: 'utr' });
  // The reports' UTR as typed, matched as the ledger's key is (upper case, without spaces).
  const waiting = await db
    .selectFrom('payment_reports')
    .select('id')
    .where('status', '=', 'pending')
    .where(sql<string>`'UTR:' || upper(replace(reference, ' ', ''))`, '=', key)
    .executeTakeFirst();
  if (waiting) throw new AppError('CONFLICT', utrAlreadyReported(utr), { field: 'utr' });
}

/** 409 past OPEN_REPORTS_PER_APPLICATION waiting; 413 when `proofBytes` more would pass the student's day budget. */
export async function refuseBeyondReportLimits(
  db: DB,
  { applicationId, studentId, proofBytes, now }: { applicationId: string; studentId: string; proofBytes: number; now: number },
): Promise<void> {
  const open = await db
    .selectFrom('payment_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('application_id', '=', applicationId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(open.count) >= OPEN_REPORTS_PER_APPLICATION) throw new AppError('CONFLICT', tooManyOpenReports(OPEN_REPORTS_PER_APPLICATION));
  const sent = await db
    .selectFrom('payment_reports')
    .select((eb) => eb.fn.sum<number | string | null>('proof_byte_size').as('bytes'))
    .where('student_id', '=', studentId)
    .where('created_at', '>', now - PROOF_BUDGET_WINDOW_MS)
    .executeTakeFirstOrThrow();
  if (Number(sent.bytes ?? 0) + proofBytes > PROOF_BYTES_PER_DAY) {
    throw new AppError('PAYLOAD_TOO_LARGE', proofBudgetSpent(PROOF_BYTES_PER_DAY / (1024 * 1024)), { field: 'screenshot' });
  }
}
