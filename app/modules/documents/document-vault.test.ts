import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../tests/document-fixtures';
import { deriveDocumentKey, DocumentUnreadableError, isSealed, sealDocument, unsealDocument } from './document-vault.server';

const vaultKey = randomBytes(32);
const key = deriveDocumentKey(vaultKey);
const storageKey = 'documents/user-1/doc-1.pdf';
const plaintext = makePdf('/Marker (AADHAAR-SCAN-MARKER-7731)');

function reasonOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentUnreadableError);
    expect((error as Error).message).not.toContain('AADHAAR-SCAN-MARKER');
    return (error as DocumentUnreadableError).reason;
  }
  throw new Error('expected the document to be refused');
}

describe('the document vault format', () => {
  it('seals to magic · version · key id · IV · ciphertext · tag, and opens to the original bytes', () => {
    const sealed = sealDocument({ plaintext, storageKey, key });
    expect([...sealed.subarray(0, 5)]).toEqual([0x89, 0x49, 0x44, 0x56, 1]);
    expect(sealed.subarray(5, 13).equals(key.id)).toBe(true);
    expect(sealed.length).toBe(4 + 1 + 8 + 12 + plaintext.length + 16);
    expect(sealed.includes('AADHAAR-SCAN-MARKER')).toBe(false);
    expect(sealed.includes('%PDF')).toBe(false);
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(plaintext)).toBe(false);
    expect(unsealDocument({ sealed, storageKey, key }).equals(Buffer.from(plaintext))).toBe(true);
  });

  it('uses a fresh IV for every file', () => {
    const ivs = new Set(Array.from({ length: 20 }, () => sealDocument({ plaintext, storageKey, key }).subarray(13, 25).toString('hex')));
    expect(ivs.size).toBe(20);
  });

  it('derives the document key with HKDF: stable for one vault key, never the vault key itself', () => {
    expect(deriveDocumentKey(vaultKey).secret.equals(key.secret)).toBe(true);
    expect(key.secret.equals(vaultKey)).toBe(false);
    expect(key.secret).toHaveLength(32);
    expect(deriveDocumentKey(randomBytes(32)).id.equals(key.id)).toBe(false);
    expect(() => deriveDocumentKey(randomBytes(16))).toThrow(/32 bytes/);
  });

  it('refuses any flipped byte of the ciphertext, the tag or the IV', () => {
    const sealed = sealDocument({ plaintext, storageKey, key });
    for (const at of [13, 24, 25, 25 + Math.floor(plaintext.length / 2), sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[at]! ^= 0x01;
      expect(
        reasonOf(() => unsealDocument({ sealed: altered, storageKey, key })),
        `byte ${at}`,
      ).toBe('altered');
    }
    expect(reasonOf(() => unsealDocument({ sealed: sealed.subarray(0, 30), storageKey, key }))).toBe('altered');
  });

  it('refuses a file moved to another student’s document, another vault key, a clear file and a newer format', () => {
    const sealed = sealDocument({ plaintext, storageKey, key });
    expect(reasonOf(() => unsealDocument({ sealed, storageKey: 'documents/user-2/doc-1.pdf', key }))).toBe('altered');
    expect(reasonOf(() => unsealDocument({ sealed, storageKey, key: deriveDocumentKey(randomBytes(32)) }))).toBe('other-key');
    expect(reasonOf(() => unsealDocument({ sealed: plaintext, storageKey, key }))).toBe('not-encrypted');
    const newer = Buffer.from(sealed);
    newer[4] = 2;
    expect(reasonOf(() => unsealDocument({ sealed: newer, storageKey, key }))).toBe('unknown-version');
  });
});
