import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { getAadhaarKey } from '~/utils/secrets.server';

// Private documents (Aadhaar scans, marksheets, photos, resumes) are kept like the Aadhaar number:
// AES-256-GCM under a key from configuration, never in clear on disk (decision 018). One file:
//
//   magic (4: 0x89 'I' 'D' 'V') · version (1) · key id (8) · IV (12) · ciphertext · tag (16)
//
// The 0x89 byte keeps the magic apart from every type we accept (%PDF, FF D8, 89 'PNG', RIFF) and
// from text. Version 1 means exactly this layout, AES-256-GCM with a random 96-bit IV per file and
// a 128-bit tag; the additional authenticated data is the 25-byte header followed by the storage
// key, so a file copied over another student's document fails to open instead of being shown.
const MAGIC = Buffer.from([0x89, 0x49, 0x44, 0x56]);
const VERSION = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + KEY_ID_BYTES + IV_BYTES;

/** The subkey that encrypts documents and the fingerprint that names it in each file's header. */
export type DocumentKey = { secret: Buffer; id: Buffer };

/**
 * Derives the document key from the vault key (AADHAAR_ENCRYPTION_KEY) with HKDF-SHA256: one
 * secret for the operator to keep, a separate subkey per use. The key id is derived too (one-way),
 * so a file encrypted under another vault key is told apart from a damaged one.
 */
export function deriveDocumentKey(vaultKey: Buffer): DocumentKey {
  if (vaultKey.length !== 32) throw new Error('The vault key must be 32 bytes');
  const derive = (info: string, length: number) => Buffer.from(hkdfSync('sha256', vaultKey, Buffer.alloc(0), info, length));
  return { secret: derive('private-documents/v1', 32), id: derive('private-documents/v1 key-id', KEY_ID_BYTES) };
}

let documentKey: DocumentKey | undefined;
/** The document key of this process, derived once from the configured (or generated) vault key. */
export function getDocumentKey(): DocumentKey {
  documentKey ??= deriveDocumentKey(getAadhaarKey());
  return documentKey;
}

/** Whether bytes start like a sealed document (any version): what the migration leaves alone. */
export const isSealed = (bytes: Uint8Array) => bytes.length >= MAGIC.length && MAGIC.equals(Buffer.from(bytes.buffer, bytes.byteOffset, MAGIC.length));
export const SEALED_MAGIC_BYTES = MAGIC.length;

export function sealDocument({ plaintext, storageKey, key }: { plaintext: Uint8Array; storageKey: string; key: DocumentKey }): Buffer {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.of(VERSION), key.id, iv]);
  const cipher = createCipheriv('aes-256-gcm', key.secret, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.concat([header, Buffer.from(storageKey, 'utf8')]));
  return Buffer.concat([header, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

export type UnreadableReason = 'not-encrypted' | 'unknown-version' | 'other-key' | 'altered';

/** A stored document that cannot be opened; the message names the reason, never any content. */
export class DocumentUnreadableError extends Error {
  readonly reason: UnreadableReason;
  constructor(reason: UnreadableReason, storageKey: string) {
    super(`private document ${storageKey} cannot be opened: ${reasonText[reason]}`);
    this.name = 'DocumentUnreadableError';
    this.reason = reason;
  }
}
const reasonText: Record<UnreadableReason, string> = {
  'not-encrypted': 'it is not encrypted (the next start encrypts it)',
  'unknown-version': 'it was written in a newer format than this version reads',
  'other-key': 'it was encrypted under another AADHAAR_ENCRYPTION_KEY',
  altered: 'the file is damaged or was altered (authentication failed)',
};

/**
 * The original bytes of a sealed document. The whole file is decrypted in memory and returned only
 * after the tag has been verified (GCM releases unverified plaintext from update(), so nothing is
 * streamed): a document is at most 10 MB, so this costs about twice that for the request.
 */
export function unsealDocument({ sealed, storageKey, key }: { sealed: Uint8Array; storageKey: string; key: DocumentKey }): Buffer {
  const file = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (!isSealed(file)) throw new DocumentUnreadableError('not-encrypted', storageKey);
  if (file.length < HEADER_BYTES + TAG_BYTES) throw new DocumentUnreadableError('altered', storageKey);
  if (file[MAGIC.length] !== VERSION) throw new DocumentUnreadableError('unknown-version', storageKey);
  const keyId = file.subarray(MAGIC.length + 1, MAGIC.length + 1 + KEY_ID_BYTES);
  if (!timingSafeEqual(keyId, key.id)) throw new DocumentUnreadableError('other-key', storageKey);
  const header = file.subarray(0, HEADER_BYTES);
  const iv = header.subarray(HEADER_BYTES - IV_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.secret, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.concat([header, Buffer.from(storageKey, 'utf8')]));
    decipher.setAuthTag(file.subarray(file.length - TAG_BYTES));
    const plaintext = decipher.update(file.subarray(HEADER_BYTES, file.length - TAG_BYTES));
    return Buffer.concat([plaintext, decipher.final()]);
  } catch {
    throw new DocumentUnreadableError('altered', storageKey);
  }
}
