import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { getStudent, NO_AADHAAR, revealAadhaar } from './get-student.server';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice';
import { DOCUMENT_FIELDS, PROFILE_FIELDS } from './profile.schemas';
import { saveProfile } from './save-profile.server';
import { insertTestDocument, insertTestUser } from '../../../tests/test-users';

const aadhaarKey = randomBytes(32);
const AADHAAR = '987654321096';
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('getStudent', () => {
  it('is NOT_FOUND for an unknown user', async () => {
    const error = await failure(getStudent({ userId: 'no-such-user' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Student not found' });
  });

  it('gives a new student without a profile', async () => {
    const user = await insertTestUser({ name: 'Ravi Kale', image: 'https://example.org/ravi.png' });
    expect(await getStudent({ userId: user.id })).toEqual({
      _id: user.id,
      name: 'Ravi Kale',
      email: user.email,
      image: 'https://example.org/ravi.png',
      resume: '',
      profile: null,
      consent: null,
    });
  });

  it('gives the spec §3 shape: masked Aadhaar, document URLs by kind, blanks as empty strings', async () => {
    const user = await insertTestUser();
    await saveProfile({
      userId: user.id,
      changes: { firstName: 'Asha', lastName: 'Patil', aadharNumber: AADHAAR, bloodGroup: 'O+', sscPercentage: 91.2, gender: 'Female' },
      aadhaarKey,
      consent: true,
      actor: { type: 'student', id: user.id },
    });
    const photo = await insertTestDocument({ userId: user.id, kind: 'profilePhoto' });
    const ssc = await insertTestDocument({ userId: user.id, kind: 'sscDocument' });
    const resume = await insertTestDocument({ userId: user.id, kind: 'resume' });
    const stranger = await insertTestUser();
    await insertTestDocument({ userId: stranger.id, kind: 'hscDocument' });

    const student = await getStudent({ userId: user.id });
    expect(student).toMatchObject({ _id: user.id, name: 'Asha Patil', email: user.email, image: '', resume: `/files/documents/${resume}` });
    expect(student.consent).toEqual({ at: expect.any(Number), version: PRIVACY_NOTICE_VERSION });
    expect(Object.keys(student.profile!).sort()).toEqual([...PROFILE_FIELDS, ...DOCUMENT_FIELDS, 'resume'].sort());
    expect(student.profile).toMatchObject({
      firstName: 'Asha',
      middleName: '',
      aadharNumber: 'XXXX XXXX 1096',
      bloodGroup: 'O+',
      sscPercentage: 91.2,
      hscPercentage: null,
      gender: 'Female',
      city: '',
      profilePhoto: `/files/documents/${photo}`,
      sscDocument: `/files/documents/${ssc}`,
      hscDocument: '',
      aadharFront: '',
      resume: `/files/documents/${resume}`,
    });
    expect(JSON.stringify(student)).not.toContain(AADHAAR);
  });

  it('shows uploaded documents even before the form fields are saved', async () => {
    const user = await insertTestUser();
    const front = await insertTestDocument({ userId: user.id, kind: 'aadharFront' });
    const { profile } = await getStudent({ userId: user.id });
    expect(profile).toMatchObject({ aadharFront: `/files/documents/${front}`, firstName: '', aadharNumber: '', bachelorPercentage: null });
  });

  it('keeps a resume alone out of the profile', async () => {
    const user = await insertTestUser();
    const resume = await insertTestDocument({ userId: user.id, kind: 'resume' });
    expect(await getStudent({ userId: user.id })).toMatchObject({ resume: `/files/documents/${resume}`, profile: null });
  });
});

describe('revealAadhaar', () => {
  const staff = { type: 'admin' as const, id: 'admin-1' };
  const reveals = (userId: string) =>
    db.selectFrom('audit_log').select(['actor_id', 'after']).where('action', '=', 'student.aadhaar-revealed').where('entity_id', '=', userId).execute();

  it('decrypts the full number for staff and audits each reveal, without the number', async () => {
    const user = await insertTestUser();
    await saveProfile({ userId: user.id, changes: { aadharNumber: AADHAAR }, aadhaarKey, actor: staff });
    expect(await revealAadhaar({ userId: user.id, aadhaarKey, actor: staff })).toBe(AADHAAR);
    const entries = await reveals(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor_id).toBe('admin-1');
    expect(JSON.stringify(entries)).not.toContain(AADHAAR);
  });

  it('is NOT_FOUND, and still audited, when no number is on file', async () => {
    const user = await insertTestUser();
    expect(await failure(revealAadhaar({ userId: user.id, aadhaarKey, actor: staff }))).toMatchObject({ code: 'NOT_FOUND', message: NO_AADHAAR });
    await saveProfile({ userId: user.id, changes: { firstName: 'Asha' }, aadhaarKey, actor: staff });
    expect(await failure(revealAadhaar({ userId: user.id, aadhaarKey, actor: staff }))).toMatchObject({ code: 'NOT_FOUND', message: NO_AADHAAR });
    expect(await reveals(user.id)).toHaveLength(2);
  });

  it('fails with another key and is NOT_FOUND for an unknown user', async () => {
    const user = await insertTestUser();
    await saveProfile({ userId: user.id, changes: { aadharNumber: AADHAAR }, aadhaarKey, actor: staff });
    await expect(revealAadhaar({ userId: user.id, aadhaarKey: randomBytes(32), actor: staff })).rejects.toThrow(/could not be decrypted/);
    expect(await failure(revealAadhaar({ userId: 'no-such-user', aadhaarKey, actor: staff }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Student not found',
    });
  });
});
