import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptAadhaar, encryptAadhaar } from './aadhaar-crypto.server';

const key = randomBytes(32);
const userId = '01900000-0000-7000-8000-000000000001';
const aadhaar = '234567890124';

// Flips one bit of the base64url part `index` (1 = iv, 2 = ciphertext, 3 = tag).
function tamper(encrypted: string, index: number): string {
  const parts = encrypted.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0]! ^= 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('Aadhaar encryption', () => {
  it('round-trips and is self-describing', () => {
    const encrypted = encryptAadhaar({ aadhaar, userId, key });
    expect(encrypted).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/);
    expect(encrypted).not.toContain(aadhaar);
    expect(decryptAadhaar({ encrypted, userId, key })).toBe(aadhaar);
  });

  it('gives a different ciphertext each time (random IV)', () => {
    const first = encryptAadhaar({ aadhaar, userId, key });
    const second = encryptAadhaar({ aadhaar, userId, key });
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
  });

  it('fails with a wrong key', () => {
    const encrypted = encryptAadhaar({ aadhaar, userId, key });
    expect(() => decryptAadhaar({ encrypted, userId, key: randomBytes(32) })).toThrow(/could not be decrypted/);
  });

  it('fails when moved to another user', () => {
    const encrypted = encryptAadhaar({ aadhaar, userId, key });
    expect(() => decryptAadhaar({ encrypted, userId: '01900000-0000-7000-8000-000000000002', key })).toThrow(/could not be decrypted/);
  });

  it.each([
    [1, 'iv'],
    [2, 'ciphertext'],
    [3, 'tag'],
  ])('fails when the %s part (%s) is altered', (index) => {
    const encrypted = encryptAadhaar({ aadhaar, userId, key });
    expect(() => decryptAadhaar({ encrypted: tamper(encrypted, index), userId, key })).toThrow(/could not be decrypted/);
  });

  it.each(['', 'v2.a.b.c', 'v1.a.b', 'v1.a.b.c.d', 'v1.AAAA.AAAA.AAAA'])('refuses the malformed value %j', (encrypted) => {
    expect(() => decryptAadhaar({ encrypted, userId, key })).toThrow(/Unrecognised Aadhaar ciphertext format/);
  });

  it('never puts the number in an error message', () => {
    const encrypted = encryptAadhaar({ aadhaar, userId, key });
    const error = (() => {
      try {
        decryptAadhaar({ encrypted, userId: 'someone-else', key });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).not.toContain(aadhaar);
  });

  it.each([16, 31, 33])('refuses a %i-byte key', (length) => {
    expect(() => encryptAadhaar({ aadhaar, userId, key: randomBytes(length) })).toThrow(/32 bytes/);
  });
});
