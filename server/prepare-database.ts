import { db } from '~/db/db.server';
import { announceFirstAdminSetup } from '~/modules/admins/first-admin-setup.server';
import { encryptClearDocuments } from '~/modules/documents/encrypt-clear-documents.server';
import { backfillAadhaarHashes } from '~/modules/students/aadhaar-hash.server';
import { env } from '~/utils/env.server';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';

/**
 * At every start: brings the database to the latest schema, encrypts private documents stored in
 * clear by earlier versions (decision 018), hashes Aadhaar numbers stored before migration 0008
 * (its key is in configuration, out of a migration's reach), seeds an empty one when SEED_DEMO is true (by default
 * only on a local site), and, while no administrator exists, prints a one-time setup link for the
 * first one (docs/decisions/016-local-conveniences.md).
 */
export async function prepareDatabase() {
  await migrateToLatest(db);
  const encrypted = await encryptClearDocuments();
  if (encrypted) console.log(`Encrypted ${encrypted} private document file(s) stored in clear.`);
  const hashed = await backfillAadhaarHashes({ db });
  if (hashed) console.log(`Hashed ${hashed} stored Aadhaar number(s) to find duplicates.`);
  if (env.SEED_DEMO === 'true' && (await seedIfEmpty(db))) console.log('Seeded the demo content.');
  await announceFirstAdminSetup({ db, appUrl: env.APP_URL });
}
