import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { encryptAadhaar } from './aadhaar-crypto.server';
import { backfillAadhaarHashes, hashAadhaar } from './aadhaar-hash.server';
import { findSameAadhaar, isAadhaarRegisteredElsewhere } from './find-same-aadhaar.server';
import { saveProfile } from './save-profile.server';
import { insertTestUser } from '../../../tests/test-users';

// Duplicate Aadhaar numbers: a keyed hash beside each encrypted number finds them; staff see
// the other students by name, a student only that the number is registered elsewhere.
const vaultKey = randomBytes(32);
const staff = { type: 'admin' as const, id: 'admin-1' };
const SHARED = '234567890124';
const OTHER = '987654321096';
const profileRow = (userId: string) =>
  db.selectFrom('profiles').select(['aadhaar_encrypted', 'aadhaar_hash']).where('user_id', '=', userId).executeTakeFirstOrThrow();

async function student(name: { firstName: string; lastName: string }, aadhaar: string) {
  const user = await insertTestUser({ name: `${name.firstName} ${name.lastName}` });
  await saveProfile({ userId: user.id, changes: { ...name, aadharNumber: aadhaar }, aadhaarKey: vaultKey, actor: staff });
  return user.id;
}

describe('the keyed Aadhaar hash', () => {
  it('is the same for the same number, never the number, and finds the students who share it', async () => {
    const priya = await student({ firstName: 'Priya', lastName: 'Kale' }, SHARED);
    const neha = await student({ firstName: 'Neha', lastName: 'Joshi' }, '2345 6789 0124');
    const ravi = await student({ firstName: 'Ravi', lastName: 'Shinde' }, OTHER);

    const [a, b, c] = await Promise.all([profileRow(priya), profileRow(neha), profileRow(ravi)]);
    expect(a.aadhaar_hash).toBe(b.aadhaar_hash);
    expect(a.aadhaar_encrypted).not.toBe(b.aadhaar_encrypted); // a random IV each time
    expect(c.aadhaar_hash).not.toBe(a.aadhaar_hash);
    expect(a.aadhaar_hash).not.toContain(SHARED);
    // Keyed: another vault key gives another hash, so the hash alone cannot be looked up.
    expect(hashAadhaar({ aadhaar: SHARED, vaultKey: randomBytes(32) })).not.toBe(a.aadhaar_hash);

    expect(await findSameAadhaar({ userIds: [priya, neha, ravi] })).toEqual({
      [priya]: [{ id: neha, name: 'Neha Joshi' }],
      [neha]: [{ id: priya, name: 'Priya Kale' }],
    });
    expect(await isAadhaarRegisteredElsewhere({ userId: neha })).toBe(true);
    expect(await isAadhaarRegisteredElsewhere({ userId: ravi })).toBe(false);

    // Corrected to another number, the warning goes from both students.
    await saveProfile({ userId: neha, changes: { aadharNumber: '345678901240' }, aadhaarKey: vaultKey, actor: staff });
    expect(await findSameAadhaar({ userIds: [priya, neha] })).toEqual({});
    expect(await isAadhaarRegisteredElsewhere({ userId: priya })).toBe(false);
  });

  it('is filled at start-up for numbers stored before it existed, once', async () => {
    const stored = await student({ firstName: 'Meera', lastName: 'Patil' }, OTHER);
    const older = await insertTestUser({ name: 'Sunil More' });
    const now = Date.now();
    await db
      .insertInto('profiles')
      .values({
        user_id: older.id,
        aadhaar_encrypted: encryptAadhaar({ aadhaar: OTHER, userId: older.id, key: vaultKey }),
        aadhaar_last4: '1096',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await profileRow(older.id)).aadhaar_hash).toBeNull();

    expect(await backfillAadhaarHashes({ vaultKey })).toBe(1);
    expect((await profileRow(older.id)).aadhaar_hash).toBe((await profileRow(stored)).aadhaar_hash);
    expect((await findSameAadhaar({ userIds: [older.id] }))[older.id]).toContainEqual({ id: stored, name: 'Meera Patil' });
    expect(await backfillAadhaarHashes({ vaultKey })).toBe(0);
  });
});
