import { db as defaultDb, type DB } from '~/db/db.server';
import type { ProfilesTable } from '~/db/schema';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { getAadhaarKey } from '~/utils/secrets.server';
import { validateAadhaar } from './aadhaar';
import { encryptAadhaar } from './aadhaar-crypto.server';
import { hashAadhaar } from './aadhaar-hash.server';
import { type ProfileView, profileColumn, readProfileView } from './get-student.server';
import { CONSENT_REQUIRED, PRIVACY_NOTICE_VERSION } from './privacy-notice';
import { PROFILE_FIELDS, type ProfileChanges } from './profile.schemas';

export type ProfileActor = { type: 'student'; id: string } | { type: 'admin'; id: string };

export { CONSENT_REQUIRED };

type Columns = Partial<Omit<ProfilesTable, 'user_id' | 'created_at' | 'updated_at'>>;

// Only the fields present in `changes` become columns: the rest of the row is left as it was.
function toColumns(changes: ProfileChanges, userId: string, storedReference: string | null, aadhaarKey: Buffer | null | undefined): Columns {
  const columns: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    const value = changes[field];
    if (value === undefined || field === 'aadharNumber' || field === 'otherReference') continue;
    columns[profileColumn(field)] = value;
  }
  // A referrer name is kept only while the reference is 'Other' (spec §2).
  const reference = changes.reference ?? storedReference;
  if (changes.reference !== undefined && changes.reference !== 'Other') columns.other_reference = null;
  else if (changes.otherReference !== undefined && reference === 'Other') columns.other_reference = changes.otherReference;

  if (changes.aadharNumber !== undefined) {
    // Checked again here: the number is stored for years and callers may build changes by hand.
    const checked = validateAadhaar(changes.aadharNumber);
    if (!checked.valid) throw new AppError('BAD_REQUEST', checked.reason);
    // The key is read only when a number is stored; `null` stands for a deployment without one.
    const key = aadhaarKey === undefined ? getAadhaarKey() : aadhaarKey;
    if (!key) throw new Error('AADHAAR_ENCRYPTION_KEY is not configured: an Aadhaar number cannot be stored');
    columns.aadhaar_encrypted = encryptAadhaar({ aadhaar: checked.aadhaar, userId, key });
    columns.aadhaar_last4 = checked.aadhaar.slice(-4);
    columns.aadhaar_hash = hashAadhaar({ aadhaar: checked.aadhaar, vaultKey: key });
  }
  return columns as Columns;
}

/**
 * The admission form (student) and Edit user profile / Enroll Student (staff): creates or updates
 * the profile with the fields given. A student must agree to the privacy notice (`consent`) before
 * their details are first stored under their own hand (DPDP Act 2023); staff entering a profile on
 * a student's behalf collect that consent on paper, so it is not asked of them.
 */
export async function saveProfile({
  userId,
  changes,
  aadhaarKey,
  consent = false,
  actor,
  db = defaultDb,
  now: at,
}: {
  userId: string;
  changes: ProfileChanges;
  /** Defaults to the configured key (AADHAAR_ENCRYPTION_KEY); tests pass their own, or null for none. */
  aadhaarKey?: Buffer | null;
  consent?: boolean;
  actor: ProfileActor;
  db?: DB;
  now?: number;
}): Promise<ProfileView> {
  // Students reach only their own record; another id looks like no record at all (DESIGN.md §7).
  if (actor.type === 'student' && actor.id !== userId) throw new AppError('NOT_FOUND', 'Student not found');
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', 'Student not found');
    const stored = await trx.selectFrom('profiles').select(['reference', 'consent_at', 'consent_version']).where('user_id', '=', userId).executeTakeFirst();

    // Asked on the first submission, and of a student whose profile staff created: neither has
    // agreed to anything yet.
    const hasConsented = stored?.consent_at != null;
    if (actor.type === 'student' && !hasConsented && consent !== true) throw new AppError('BAD_REQUEST', CONSENT_REQUIRED);

    const now = at ?? Date.now();
    const columns = toColumns(changes, userId, stored?.reference ?? null, aadhaarKey);
    // Agreeing again to the same notice keeps the first date; agreeing to a newer one records it.
    if (actor.type === 'student' && consent === true && stored?.consent_version !== PRIVACY_NOTICE_VERSION) {
      columns.consent_at = now;
      columns.consent_version = PRIVACY_NOTICE_VERSION;
    }

    if (!stored) {
      await trx
        .insertInto('profiles')
        .values({ ...columns, user_id: userId, created_at: now, updated_at: now })
        .execute();
    } else if (Object.keys(columns).length > 0) {
      await trx
        .updateTable('profiles')
        .set({ ...columns, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    }
    if (actor.type === 'admin') {
      // Field names only: the audit log must not become a second copy of personal data.
      await recordAudit({
        db: trx,
        actor,
        now,
        action: stored ? 'profile.update' : 'profile.create',
        entity: 'profile',
        entityId: userId,
        after: { fields: Object.keys(changes).sort() },
      });
    }
    return (await readProfileView({ userId, db: trx }))!;
  });
}
