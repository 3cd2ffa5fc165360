import { createHmac, hkdfSync } from 'node:crypto';
import { db as defaultDb, type DB } from '~/db/db.server';
import { getAadhaarKey } from '~/utils/secrets.server';
import { decryptAadhaar } from './aadhaar-crypto.server';

// Duplicate Aadhaar numbers (issue 9 point 14). The ciphertext of a number differs every time it
// is stored (a random IV), so each profile also keeps a keyed hash of the number: equal numbers,
// equal hashes. Keyed, because a plain SHA-256 of a 12-digit number is reversed by trying every
// number (about 10^11, hours on one GPU); without the key the hash says nothing.
//
// The key is an HKDF-SHA256 subkey of the vault key (AADHAAR_ENCRYPTION_KEY), as the document key
// is (decision 018): it comes from the environment, is generated under DATA_DIR/secrets only
// while the site is local, and a public deployment cannot start without it. A separate variable
// would add a secret to keep and protect nothing more: whoever holds the vault key can decrypt
// the numbers themselves. The subkey keeps the two uses of the key apart.
//
// A second student with a number already on file is saved, not refused: the first to type a
// number is not necessarily its owner (a typing mistake, or someone else's card), and refusing
// would lock the real owner out of applying. Staff see 'Same Aadhaar as …' on both students and
// settle it with the card in hand; the student is asked to contact the office and is never told
// whose number it is.

const HASH_INFO = 'aadhaar-duplicate-hash/v1';

/** The HMAC key derived from a vault key (32 bytes). */
export function deriveAadhaarHashKey(vaultKey: Buffer): Buffer {
  if (vaultKey.length !== 32) throw new Error('The vault key must be 32 bytes');
  return Buffer.from(hkdfSync('sha256', vaultKey, Buffer.alloc(0), HASH_INFO, 32));
}

/** The stored hash of a normalised 12-digit number: HMAC-SHA256, base64url. */
export const hashAadhaar = ({ aadhaar, vaultKey }: { aadhaar: string; vaultKey: Buffer }): string =>
  createHmac('sha256', deriveAadhaarHashKey(vaultKey)).update(aadhaar, 'utf8').digest('base64url');

/**
 * Fills the hash of numbers stored before migration 0008 (or by a process that crashed between
 * versions). Runs at every start; a no-op once every number has its hash. Returns how many rows
 * it filled.
 */
export async function backfillAadhaarHashes({ db = defaultDb, vaultKey }: { db?: DB; vaultKey?: Buffer } = {}): Promise<number> {
  const rows = await db
    .selectFrom('profiles')
    .select(['user_id', 'aadhaar_encrypted'])
    .where('aadhaar_encrypted', 'is not', null)
    .where('aadhaar_hash', 'is', null)
    .execute();
  if (rows.length === 0) return 0;
  const key = vaultKey ?? getAadhaarKey();
  let filled = 0;
  for (const row of rows) {
    let aadhaar: string;
    try {
      aadhaar = decryptAadhaar({ encrypted: row.aadhaar_encrypted!, userId: row.user_id, key });
    } catch (error) {
      // One unreadable row must not stop the site; it stays unhashed and is tried at the next start.
      console.warn(`The Aadhaar number of student ${row.user_id} was not hashed: ${(error as Error).message}`);
      continue;
    }
    await db
      .updateTable('profiles')
      .set({ aadhaar_hash: hashAadhaar({ aadhaar, vaultKey: key }) })
      .where('user_id', '=', row.user_id)
      .where('aadhaar_hash', 'is', null)
      .execute();
    filled += 1;
  }
  return filled;
}
