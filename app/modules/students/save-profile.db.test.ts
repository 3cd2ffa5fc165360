import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { decryptAadhaar } from './aadhaar-crypto.server';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice';
import { profileUpdateInput } from './profile.schemas';
import { CONSENT_REQUIRED, saveProfile } from './save-profile.server';
import { insertTestUser } from '../../../tests/test-users';

const aadhaarKey = randomBytes(32);
const AADHAAR = '234567890124';
const row = (userId: string) => db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const asStudent = (id: string) => ({ type: 'student' as const, id });
const staff = { type: 'admin' as const, id: 'admin-1' };

describe('saveProfile', () => {
  it('refuses a student’s first submission without consent, and stores nothing', async () => {
    const { id } = await insertTestUser();
    const error = await failure(saveProfile({ userId: id, changes: { firstName: 'Asha' }, aadhaarKey, actor: asStudent(id) }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400, message: CONSENT_REQUIRED });
    expect(await row(id)).toBeUndefined();
  });

  it('stores a first submission with consent, the Aadhaar number only encrypted', async () => {
    const { id } = await insertTestUser();
    const before = Date.now();
    const changes = profileUpdateInput.parse({
      firstName: 'Asha',
      lastName: 'Patil',
      aadharNumber: '2345 6789 0124',
      sscPercentage: '85.55',
      dob: '2004-02-29',
      reference: 'Other',
      otherReference: 'Dr. Kale',
    });
    const view = await saveProfile({ userId: id, changes, aadhaarKey, consent: true, actor: asStudent(id) });
    expect(view).toMatchObject({
      firstName: 'Asha',
      lastName: 'Patil',
      middleName: '',
      aadharNumber: 'XXXX XXXX 0124',
      sscPercentage: 85.55,
      hscPercentage: null,
      dob: '2004-02-29',
      otherReference: 'Dr. Kale',
      profilePhoto: '',
    });

    const stored = (await row(id))!;
    expect(stored).toMatchObject({ first_name: 'Asha', aadhaar_last4: '0124', ssc_percentage: 85.55, consent_version: PRIVACY_NOTICE_VERSION });
    expect(Number(stored.consent_at)).toBeGreaterThanOrEqual(before);
    expect(Number(stored.created_at)).toBe(Number(stored.updated_at));
    expect(Number(stored.created_at)).toBeGreaterThanOrEqual(before);
    expect(stored.aadhaar_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(AADHAAR);
    expect(decryptAadhaar({ encrypted: stored.aadhaar_encrypted!, userId: id, key: aadhaarKey })).toBe(AADHAAR);
  });

  it('writes only the fields given, keeping the rest and the first consent', async () => {
    const { id } = await insertTestUser();
    await saveProfile({ userId: id, changes: { firstName: 'Asha', city: 'Nagpur', aadharNumber: AADHAAR }, aadhaarKey, consent: true, actor: asStudent(id) });
    const first = (await row(id))!;
    const view = await saveProfile({
      userId: id,
      changes: profileUpdateInput.parse({ firstName: '', city: 'Wardha', hscPercentage: '70' }),
      aadhaarKey,
      consent: true,
      actor: asStudent(id),
      now: Number(first.updated_at) + 1_000, // a second later
    });
    expect(view).toMatchObject({ firstName: 'Asha', city: 'Wardha', hscPercentage: 70, aadharNumber: 'XXXX XXXX 0124' });
    const second = (await row(id))!;
    expect(second).toMatchObject({
      first_name: 'Asha',
      city: 'Wardha',
      aadhaar_encrypted: first.aadhaar_encrypted,
      consent_at: first.consent_at,
      created_at: first.created_at,
    });
    expect(Number(second.updated_at)).toBeGreaterThan(Number(first.updated_at));
    // Later edits need no new consent.
    await saveProfile({ userId: id, changes: { state: 'Maharashtra' }, aadhaarKey, actor: asStudent(id) });
    expect(await row(id)).toMatchObject({ state: 'Maharashtra', consent_at: first.consent_at });
  });

  it('ignores keys that are not profile fields, even when a caller builds changes by hand', async () => {
    const { id } = await insertTestUser();
    const changes = { firstName: 'Asha', user_id: 'someone', consent_at: 1, aadhaar_last4: '9999', created_at: 0, role: 'admin' } as never;
    await saveProfile({ userId: id, changes, aadhaarKey, actor: staff });
    expect(await row(id)).toMatchObject({ user_id: id, first_name: 'Asha', consent_at: null, aadhaar_last4: null });
    expect(Number((await row(id))!.created_at)).toBeGreaterThan(0);
  });

  it('lets staff create a profile without consent, audited by field name only; the student is asked later', async () => {
    const { id } = await insertTestUser();
    await saveProfile({ userId: id, changes: { firstName: 'Ravi', aadharNumber: AADHAAR, contactNumber: '9876543210' }, aadhaarKey, actor: staff });
    expect(await row(id)).toMatchObject({ first_name: 'Ravi', consent_at: null, consent_version: null, aadhaar_last4: '0124' });
    const audit = await db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).execute();
    expect(audit).toEqual([expect.objectContaining({ actor_type: 'admin', actor_id: 'admin-1', action: 'profile.create', entity: 'profile' })]);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ fields: ['aadharNumber', 'contactNumber', 'firstName'] });
    expect(audit[0]!.after).not.toContain(AADHAAR);

    expect(await failure(saveProfile({ userId: id, changes: { city: 'Nagpur' }, aadhaarKey, actor: asStudent(id) }))).toMatchObject({
      message: CONSENT_REQUIRED,
    });
    await saveProfile({ userId: id, changes: { city: 'Nagpur' }, aadhaarKey, consent: true, actor: asStudent(id) });
    expect(await row(id)).toMatchObject({ city: 'Nagpur', first_name: 'Ravi', consent_version: PRIVACY_NOTICE_VERSION });
  });

  it('keeps a referrer name only while the reference is Other', async () => {
    const { id } = await insertTestUser();
    const save = (changes: Record<string, string>) => saveProfile({ userId: id, changes: profileUpdateInput.parse(changes), aadhaarKey, actor: staff });
    await save({ reference: 'Other', otherReference: 'Dr. Kale' });
    expect(await row(id)).toMatchObject({ reference: 'Other', other_reference: 'Dr. Kale' });
    await save({ otherReference: 'Dr. Joshi' }); // reference unchanged and still Other
    expect(await row(id)).toMatchObject({ reference: 'Other', other_reference: 'Dr. Joshi' });
    await save({ reference: 'Friend' });
    expect(await row(id)).toMatchObject({ reference: 'Friend', other_reference: null });
    await save({ otherReference: 'Dr. Kale' }); // stored reference is Friend: ignored
    expect(await row(id)).toMatchObject({ reference: 'Friend', other_reference: null });
  });

  it('refuses an invalid Aadhaar number and writes nothing', async () => {
    const { id } = await insertTestUser();
    const error = await failure(
      saveProfile({ userId: id, changes: { firstName: 'Asha', aadharNumber: '234567890125' }, aadhaarKey, consent: true, actor: asStudent(id) }),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/typing mistake/) });
    expect(await row(id)).toBeUndefined();
  });

  it('cannot store an Aadhaar number without a key', async () => {
    const { id } = await insertTestUser();
    const error = await failure(saveProfile({ userId: id, changes: { aadharNumber: AADHAAR }, aadhaarKey: null, actor: staff }));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    expect(await row(id)).toBeUndefined();
  });

  it('answers NOT_FOUND for an unknown user and for another student’s record', async () => {
    const { id } = await insertTestUser();
    const other = await insertTestUser();
    expect(await failure(saveProfile({ userId: 'no-such-user', changes: { firstName: 'X' }, aadhaarKey, actor: staff }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Student not found',
    });
    expect(await failure(saveProfile({ userId: other.id, changes: { firstName: 'X' }, aadhaarKey, consent: true, actor: asStudent(id) }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await row(other.id)).toBeUndefined();
  });
});
