import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { makePdf, makePng, upload } from '../../../tests/document-fixtures';
import { AppError } from '~/utils/errors';
import { createStudent, EMAIL_TAKEN } from './create-student.server';
import { getStudent } from './get-student.server';
import { enrollStudentInput } from './profile.schemas';

const staff = { type: 'admin' as const, id: 'admin-1' };
const aadhaarKey = randomBytes(32);
let counter = 0;
const input = (extra: Record<string, string> = {}) =>
  enrollStudentInput.parse({
    name: 'Asha Patil',
    email: `domain-${++counter}-${Date.now()}@example.org`,
    firstName: 'Asha',
    lastName: 'Patil',
    contactNumber: '9876543210',
    dob: '2003-05-01',
    address: 'Nagpur',
    ...extra,
  });
const filesOnDisk = () => {
  const root = join(process.env.DATA_DIR!, 'private', 'documents');
  return existsSync(root) ? readdirSync(root).flatMap((dir) => readdirSync(join(root, dir))) : [];
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('createStudent', () => {
  it('creates the account, profile and documents, and returns the id', async () => {
    const id = await createStudent({
      input: input({ aadharNumber: '234567890124' }),
      files: { profilePhoto: upload(await makePng(), 'p.png'), resume: upload(makePdf(), 'cv.pdf') },
      aadhaarKey,
      actor: staff,
    });
    const student = await getStudent({ userId: id });
    expect(student.profile).toMatchObject({ firstName: 'Asha', aadharNumber: 'XXXX XXXX 0124', profilePhoto: expect.any(String) });
    expect(student.resume).not.toBe('');
  });

  it('refuses a taken e-mail with CONFLICT', async () => {
    const first = input();
    await createStudent({ input: first, actor: staff });
    expect(await failure(createStudent({ input: first, actor: staff }))).toMatchObject({ code: 'CONFLICT', message: EMAIL_TAKEN });
  });

  it('removes the account and the stored files when the profile cannot be saved', async () => {
    const data = input({ aadharNumber: '234567890124' });
    const files = filesOnDisk().length;
    // No key: saveProfile refuses to store an Aadhaar number, after the photo was stored.
    const error = await failure(createStudent({ input: data, files: { profilePhoto: upload(await makePng(), 'p.png') }, aadhaarKey: null, actor: staff }));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    expect(await db.selectFrom('users').select('id').where('email', '=', data.email).executeTakeFirst()).toBeUndefined();
    expect(filesOnDisk()).toHaveLength(files);
    expect(await db.selectFrom('audit_log').select('id').where('action', '=', 'student.create').where('actor_id', '=', 'admin-1').execute()).toHaveLength(2);
  });

  it('stamps the profile, its documents and the audit entry with the time it is given', async () => {
    const now = Date.UTC(2026, 0, 15, 9, 30);
    const id = await createStudent({ input: input(), files: { resume: upload(makePdf(), 'cv.pdf') }, actor: staff, now });
    const profile = await db.selectFrom('profiles').select(['created_at', 'updated_at']).where('user_id', '=', id).executeTakeFirstOrThrow();
    const document = await db.selectFrom('documents').select('created_at').where('user_id', '=', id).executeTakeFirstOrThrow();
    const audit = await db
      .selectFrom('audit_log')
      .select('created_at')
      .where('action', '=', 'student.create')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect([profile.created_at, profile.updated_at, document.created_at, audit.created_at].map(Number)).toEqual([now, now, now, now]);
  });
});
