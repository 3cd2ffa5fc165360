import { db as defaultDb, type DB } from '~/db/db.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { env } from '~/utils/env.server';
import type { ReceiptIssuer } from './receipt-issuer.schemas';

/**
 * Its row in the settings table (one JSON document per id, migration 0009). Only this module reads
 * or writes it, behind area 'fees': Site Settings' calls touch the row 'site' alone.
 */
export const RECEIPT_ISSUER_ID = 'receipt-issuer';

export type SavedReceiptIssuer = ReceiptIssuer & { updatedAt: number | null; updatedBy: string | null };

/**
 * The issuer in force: the fee office's saved details, or, until they save, what receipts printed
 * before Receipt issuer existed — INSTITUTE_NAME and Site Settings' address, phones and e-mail —
 * with nothing about tax.
 */
export async function getReceiptIssuer({ db = defaultDb }: { db?: DB } = {}): Promise<SavedReceiptIssuer> {
  const row = await db.selectFrom('site_settings').select(['value', 'updated_at', 'updated_by']).where('id', '=', RECEIPT_ISSUER_ID).executeTakeFirst();
  if (row) return { ...(JSON.parse(row.value) as ReceiptIssuer), updatedAt: Number(row.updated_at), updatedBy: row.updated_by };
  const { address, phones, email } = await getSiteSettings({ db });
  return {
    name: env.INSTITUTE_NAME,
    address,
    phones: phones.filter(Boolean),
    email,
    gstin: null,
    pan: null,
    gstExempt: false,
    updatedAt: null,
    updatedBy: null,
  };
}

/** The issuer alone (without when it was saved): what a document prints and keeps. */
export async function currentReceiptIssuer({ db }: { db: DB }): Promise<ReceiptIssuer> {
  const { updatedAt: _at, updatedBy: _by, ...issuer } = await getReceiptIssuer({ db });
  return issuer;
}
