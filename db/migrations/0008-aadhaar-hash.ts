import type { Kysely } from 'kysely';

// A keyed hash (HMAC-SHA256) of each stored Aadhaar number, beside its ciphertext, so that two
// students with the same number can be found without decrypting every row: the ciphertexts differ
// (a random IV each) even for the same number. Not unique: a second student with the same number
// is saved and staff are warned (app/modules/students/aadhaar-hash.server.ts). Rows stored before this
// migration are filled at start-up (backfillAadhaarHashes), since the key lives in configuration
// and a migration must not read secrets.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('aadhaar_hash', 'text').execute();
  await db.schema.createIndex('profiles_aadhaar_hash').on('profiles').column('aadhaar_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_aadhaar_hash').execute();
  await db.schema.alterTable('profiles').dropColumn('aadhaar_hash').execute();
}
