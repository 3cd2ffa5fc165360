import type { Kysely } from 'kysely';

// Each receipt, credit note and fee statement keeps the issuer it was printed with: the name,
// address, contact and GSTIN / PAN / 'GST exempt' of Receipt issuer (app/modules/receipt-issuer)
// at the moment it was issued, as JSON text (decision 003). A later change of the settings never
// changes what an issued document says. Documents issued before this migration have none: their
// stored PDF is the only record of what they printed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('receipts').addColumn('issuer', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('receipts').dropColumn('issuer').execute();
}
