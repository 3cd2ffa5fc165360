import { db as defaultDb, type DB } from '~/db/db.server';
import { selectApplicationViews, toStaffApplicationView, type StaffApplicationView } from '~/modules/applications/application-view.server';
import { APPLICATION_NOT_FOUND } from '~/modules/applications/decide-application.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { isId, newId } from '~/utils/ids';
import { renderFeeStatement } from './fee-statement-pdf.server';
import { findReceiptApplication, receiptInstitute } from './receipt-parties.server';
import { RECEIPT_ONLY_FOR_ACCEPTED } from './receipts.schemas';

/**
 * Staff's 'Generate Receipt' (spec §4: Accepted applications only): a fee statement of the
 * application — every ledger row with its receipt number, the totals and the balance — stored as
 * issued and made the application's receipt (`receipt_file_id`, so `receiptUrl` of both APIs
 * downloads it). Generating again issues a new statement of the ledger as it is then; the earlier
 * ones stay stored. Audited with the statement before and after.
 */
export async function generateFeeStatement({
  id,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<StaffApplicationView> {
  if (!isId(id)) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return db.transaction().execute(async (trx) => {
    const application = await findReceiptApplication({ db: trx, applicationId: id });
    if (!application) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (application.status !== 'Accepted') throw new AppError('CONFLICT', RECEIPT_ONLY_FOR_ACCEPTED);
    const ledger = await trx
      .selectFrom('payments')
      .select(['kind', 'method', 'gateway', 'gateway_payment_id', 'gateway_refund_id', 'receipt_number', 'note', 'amount_paise', 'created_at'])
      .where('application_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const institute = await receiptInstitute({ db: trx });
    const pdf = await renderFeeStatement({
      institute,
      generatedAt: now,
      student: application.student,
      course: application.course,
      applicationId: id,
      status: application.status,
      lines: ledger.map((row) => ({
        at: Number(row.created_at),
        kind: row.kind,
        method: row.method,
        reference: row.gateway_refund_id ?? row.gateway_payment_id,
        receiptNumber: row.receipt_number,
        note: row.note,
        amountPaise: Number(row.amount_paise),
      })),
      totalPaidPaise: application.paidPaise,
      feePaise: application.feePaise,
      test: ledger.some((row) => row.gateway === 'simulated'),
      locale: application.locale,
    });
    const statementId = newId(now);
    await trx
      .insertInto('receipts')
      .values({
        id: statementId,
        kind: 'statement',
        receipt_number: null,
        payment_id: null,
        application_id: id,
        student_id: application.studentId,
        pdf_base64: pdf.toString('base64'),
        byte_size: pdf.byteLength,
        test: ledger.some((row) => row.gateway === 'simulated') ? 1 : 0,
        // The issuer it printed, kept with it: a later change of Receipt issuer never rewrites it.
        issuer: JSON.stringify(institute),
        // The language it was printed in: a cancellation stamps it in the same one.
        language: application.locale,
        created_by: `${actor.type}:${actor.id ?? 'unknown'}`,
        created_at: now,
      })
      .execute();
    const before = await trx.selectFrom('applications').select('receipt_file_id').where('id', '=', id).executeTakeFirstOrThrow();
    await trx.updateTable('applications').set({ receipt_file_id: statementId, updated_at: now }).where('id', '=', id).execute();
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'application.receipt-generated',
      entity: 'application',
      entityId: id,
      before: { receiptFileId: before.receipt_file_id },
      after: { receiptFileId: statementId, totalPaid: application.paidPaise / 100, ledgerRows: ledger.length },
    });
    return toStaffApplicationView(await selectApplicationViews(trx).where('applications.id', '=', id).executeTakeFirstOrThrow());
  });
}
