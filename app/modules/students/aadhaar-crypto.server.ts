import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Full Aadhaar numbers are kept like a vault (DESIGN.md §7): AES-256-GCM under a key that lives in
// configuration, never in the database. The user id is the additional authenticated data, so a
// ciphertext copied into another student's row fails to decrypt instead of showing their number.
// Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url) so a later key or algorithm can be told apart.
const VERSION = 'v1';
const IV_BYTES = 12; // the GCM nonce size; random per encryption, never reused with one key
const TAG_BYTES = 16;

function checkKey(key: Buffer) {
  if (!Buffer.isBuffer(key) || key.length !== 32) throw new Error('The Aadhaar encryption key must be 32 bytes');
}

export function encryptAadhaar({ aadhaar, userId, key }: { aadhaar: string; userId: string; key: Buffer }): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(aadhaar, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/**
 * Decrypts a value made by encryptAadhaar for the same user. Throws on a wrong key, another user's
 * ciphertext or any tampering; the message never contains the number.
 */
export function decryptAadhaar({ encrypted, userId, key }: { encrypted: string; userId: string; key: Buffer }): string {
  checkKey(key);
  const [version, iv, ciphertext, tag, ...rest] = encrypted.split('.');
  if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined || rest.length > 0) {
    throw new Error('Unrecognised Aadhaar ciphertext format');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('Unrecognised Aadhaar ciphertext format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('The Aadhaar number could not be decrypted (wrong key, wrong student or altered data)');
  }
}
