import { db as defaultDb, type DB, dialect } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { discardDocumentBytes } from '~/modules/documents/discard-document-bytes.server';
import { AppError } from '~/utils/errors';

export const NO_OPEN_ERASURE_REQUEST = 'This student has no open request to erase their data.';
/** Why records with a fee payment stay: Indian tax law keeps accounts and receipts eight years. */
export const KEPT_BY_LAW =
  'Applications with a fee payment and their receipts are kept: accounts must be preserved for 8 years (Income-tax Act, 1961 s. 44AA; CGST Act, 2017 s. 36).';
export const ERASED_NAME = 'Erased student';

/**
 * The identifiers under which better-auth's email-otp plugin keeps a pending code for `email`
 * (`<type>-otp-<email>`, lower-case; better-auth/dist/plugins/email-otp/utils.mjs). Matched exactly:
 * a LIKE on the address would also delete the codes of every longer address containing it
 * (a@x.com is inside aa@x.com). change-email codes are keyed by the user id (unreachable: 404).
 */
export function pendingCodeIdentifiers(email: string): string[] {
  const address = email.trim().toLowerCase();
  return ['sign-in', 'email-verification', 'forget-password'].map((type) => `${type}-otp-${address}`);
}

/**
 * Carries out a student's erasure request (DPDP Act 2023; DESIGN.md §7). Deleted: profile (with
 * the encrypted Aadhaar), documents and their files, applications without a paid fee, sign-in
 * accounts, sessions and codes. The account row stays, anonymised, as the owner of what the law
 * keeps (applications with a payment); the request records what was kept and why. Audited, with
 * counts only (the log holds field names, never the values). The files go after the commit, so a failure never leaves a row without its file.
 */
export async function eraseStudent({
  userId,
  adminId,
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  adminId: string;
  db?: DB;
  now?: number;
}): Promise<{ kept: string | null }> {
  const { keys, kept } = await db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('erasure_requests').select(['id']).where('user_id', '=', userId).where('completed_at', 'is', null).executeTakeFirst();
    const user = await trx.selectFrom('users').select(['email']).where('id', '=', userId).executeTakeFirst();
    if (!user || !request) throw new AppError('NOT_FOUND', NO_OPEN_ERASURE_REQUEST);

    // An application with money on its ledger (a payment, refund or adjustment) is kept by law.
    const paid = trx.selectFrom('payments').select('payments.application_id');
    const keptApplications = await trx.selectFrom('applications').select('id').where('user_id', '=', userId).where('id', 'in', paid).execute();
    const unpaid = trx.selectFrom('applications').select('id').where('user_id', '=', userId).where('id', 'not in', paid);
    await trx.deleteFrom('payment_orders').where('application_id', 'in', unpaid).execute();
    // Admission letters name the student and answer /verify publicly: none outlives the erasure, kept application or not.
    await trx.deleteFrom('admission_letters').where('student_id', '=', userId).execute();
    const applications = await trx.deleteFrom('applications').where('user_id', '=', userId).where('id', 'not in', paid).executeTakeFirst();
    const documents = await trx.deleteFrom('documents').where('user_id', '=', userId).returning('storage_key').execute();
    await trx.deleteFrom('profiles').where('user_id', '=', userId).execute();
    await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('auth_accounts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('auth_verifications').where('identifier', 'in', pendingCodeIdentifiers(user.email)).execute();
    const erasedAt = dialect === 'postgres' ? new Date(now) : new Date(now).toISOString();
    await trx
      .updateTable('users')
      .set({
        name: ERASED_NAME,
        email: `erased-${userId}@erased.invalid`,
        image: null,
        email_verified: dialect === 'postgres' ? false : 0,
        updated_at: erasedAt,
      })
      .where('id', '=', userId)
      .execute();

    const kept = keptApplications.length ? `${keptApplications.length} application(s). ${KEPT_BY_LAW}` : null;
    await trx.updateTable('erasure_requests').set({ completed_at: now, completed_by: adminId, kept, reason: null }).where('id', '=', request.id).execute();
    await recordAudit({
      db: trx,
      now,
      actor: { type: 'admin', id: adminId },
      action: 'student.erased',
      entity: 'student',
      entityId: userId,
      after: {
        requestId: request.id,
        applicationsDeleted: Number(applications.numDeletedRows),
        documentsDeleted: documents.length,
        applicationsKept: keptApplications.length,
      },
    });
    return { keys: documents.map((document) => document.storage_key), kept };
  });
  for (const key of keys) await discardDocumentBytes(key);
  return { kept };
}
