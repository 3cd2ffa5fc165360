import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { studentAuthFor } from '~/modules/auth/student-auth.server';
import { discardDocumentBytes } from '~/modules/documents/discard-document-bytes.server';
import type { DocumentKind } from '~/modules/documents/documents.schemas';
import { storeDocument } from '~/modules/documents/store-document.server';
import { AppError } from '~/utils/errors';
import type { EnrollFiles } from './create-student-form.server';
import type { EnrollStudentInput } from './profile.schemas';
import { saveProfile } from './save-profile.server';

export const EMAIL_TAKEN = 'A student with this e-mail address already exists. Use another address, or find the student in View Applications.';

/**
 * Enroll Student (spec §2, §5, §7 create-user): a student account, its profile and documents,
 * made by staff. The account is better-auth's own user row, made through its adapter, so the
 * student later signs in with an e-mail code to the same address and finds this profile.
 *
 * All or nothing: the account must exist before its documents (their folder and foreign key), and
 * saveProfile and storeDocument each commit on their own, so a failure at any step removes the
 * account (cascading to profile, document rows and sessions) and the bytes already stored.
 */
export async function createStudent({
  input,
  files = {},
  aadhaarKey,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: EnrollStudentInput;
  files?: EnrollFiles;
  /** As saveProfile's: the configured key unless given. */
  aadhaarKey?: Buffer | null;
  actor: { type: 'admin'; id: string };
  db?: DB;
  now?: number;
}): Promise<string> {
  const { name, email, ...profile } = input;
  if (await emailTaken({ email, db })) throw new AppError('CONFLICT', EMAIL_TAKEN);

  let userId: string;
  try {
    // emailVerified stays false until the student proves the address with a sign-in code.
    const context = await studentAuthFor(db).$context;
    userId = (await context.internalAdapter.createUser({ email, name, emailVerified: false }, { method: 'admin' })).id;
  } catch (error) {
    // Two enrolments of one address at once: the unique e-mail decides, the loser hears why.
    if (await emailTaken({ email, db })) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }

  try {
    // Documents first: a refused file (413/415) is the likeliest failure and writes no audit entry.
    const kinds = Object.keys(files) as DocumentKind[];
    for (const kind of kinds) await storeDocument({ userId, kind, file: files[kind]!, db, now });
    await saveProfile({ userId, changes: profile, aadhaarKey, actor, db, now });
    // Field and document names only: the audit log must not become a copy of personal data.
    await recordAudit({
      db,
      now,
      actor,
      action: 'student.create',
      entity: 'user',
      entityId: userId,
      after: { fields: Object.keys(profile).sort(), documents: kinds.sort() },
    });
    return userId;
  } catch (error) {
    await removeStudent({ userId, db });
    throw error;
  }
}

const emailTaken = async ({ email, db }: { email: string; db: DB }) =>
  !!(await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst());

/** Undoes a half-made enrolment: rows first (one cascading delete), then the bytes they named. */
async function removeStudent({ userId, db }: { userId: string; db: DB }): Promise<void> {
  try {
    const keys = await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('documents').select('storage_key').where('user_id', '=', userId).execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return rows.map((row) => row.storage_key);
    });
    for (const key of keys) await discardDocumentBytes(key);
  } catch (error) {
    // The original failure is what the caller must hear; this one is for whoever reads the logs.
    console.error(`createStudent: could not remove the half-created student ${userId}; remove it by hand`, error);
  }
}
