import { db } from '~/db/db.server';
import { encryptClearDocuments } from '~/modules/documents/encrypt-clear-documents.server';
import { env } from '~/utils/env.server';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';

/**
 * Brings the database to the latest schema, encrypts private documents stored in clear by earlier
 * versions (decision 018) and, unless SEED_DEMO=false, seeds an empty database.
 */
export async function prepareDatabase() {
  await migrateToLatest(db);
  const encrypted = await encryptClearDocuments();
  if (encrypted) console.log(`Encrypted ${encrypted} private document file(s) stored in clear.`);
  if (env.SEED_DEMO === 'true' && (await seedIfEmpty(db))) console.log('Seeded the demo content.');
}
