import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { currentReceiptIssuer, RECEIPT_ISSUER_ID, type SavedReceiptIssuer } from './get-receipt-issuer.server';
import { issuerOfInput, type ReceiptIssuer, type ReceiptIssuerInput } from './receipt-issuer.schemas';

/** Only what changed, before and after, so the audit log reads as the change the fee office made. */
function changedMembers(before: ReceiptIssuer, after: ReceiptIssuer) {
  const keys = (Object.keys(after) as (keyof ReceiptIssuer)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

/**
 * Receipt issuer (dashboard and PUT /api/admin/receipt-issuer): saves the whole document and its
 * audit entry in one transaction. Documents issued earlier keep the issuer they were printed with
 * (`receipts.issuer`); only documents issued from now on print the new details.
 */
export async function updateReceiptIssuer({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: ReceiptIssuerInput;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<SavedReceiptIssuer> {
  return db.transaction().execute(async (trx) => {
    const before = await currentReceiptIssuer({ db: trx });
    const after = issuerOfInput(input);
    const value = JSON.stringify(after);
    await trx
      .insertInto('site_settings')
      .values({ id: RECEIPT_ISSUER_ID, value, updated_at: now, updated_by: actor.id })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ value, updated_at: now, updated_by: actor.id }))
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'receipt-issuer.update',
      entity: 'receipt-issuer',
      entityId: RECEIPT_ISSUER_ID,
      ...changedMembers(before, after),
      now,
    });
    return { ...after, updatedAt: now, updatedBy: actor.id };
  });
}
