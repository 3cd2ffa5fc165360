import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { findDocumentsToVerify } from '~/modules/documents/find-documents-to-verify.server';
import { reviewDocument } from '~/modules/documents/review-document.server';
import { storeDocument } from '~/modules/documents/store-document.server';
import { saveProfile } from '~/modules/students/save-profile.server';
import { getAadhaarKey } from '~/utils/secrets.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { makePdf, upload } from '../../../tests/document-fixtures';
import { insertApplication, insertCourse } from '../../../tests/enrolment';
import { insertTestUser } from '../../../tests/test-users';
import { action, loader } from './verify-documents';

// Staff's queue of documents to verify (issue 23 point 5) as React Router calls it.
type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;
type Queue = {
  waiting: number;
  students: Array<{
    studentId: string;
    name: string;
    claims: { aadhaar: string; hscPercentage: number | null };
    documents: Array<{ document: string; versionId: string; earlier: Array<{ versionId: string; status: string; reason: string | null }> }>;
  }>;
};
const staff = { type: 'admin' as const, id: 'seed' };
const base = Date.UTC(2026, 5, 1);
let cookie = '';
const students: Record<'older' | 'newer' | 'none', string> = { older: '', newer: '', none: '' };

const load = async (as = cookie) =>
  (await (loader as Handler)({
    request: new Request('http://localhost/dashboard/verify-documents', { headers: { cookie: as } }),
    params: {},
    context: {},
  })) as Queue;

const post = (fields: Record<string, string>) =>
  (action as Handler)({
    request: new Request('http://localhost/dashboard/verify-documents', { method: 'POST', headers: { cookie }, body: new URLSearchParams(fields) }),
    params: {},
    context: {},
  }) as Promise<{ data: { ok: boolean; message: string }; init?: { status: number } }>;

beforeAll(async () => {
  cookie = `${ADMIN_SESSION_COOKIE}=${(await signedInAdmin({ role: 'admissions' })).token}`;
  const courseId = await insertCourse(db);
  for (const key of ['older', 'newer', 'none'] as const) students[key] = (await insertTestUser({ name: `Queue ${key}` })).id;
  await saveProfile({
    userId: students.newer,
    changes: { firstName: 'Meena', lastName: 'Kale', hscPercentage: 78.4, aadharNumber: '987654321096' },
    aadhaarKey: getAadhaarKey(),
    actor: staff,
  });
  await insertApplication(db, { userId: students.older, courseId, now: base });
  await insertApplication(db, { userId: students.newer, courseId, now: base + 1000 });
  for (const key of ['older', 'newer', 'none'] as const) {
    await storeDocument({ userId: students[key], kind: 'hscDocument', file: upload(makePdf(), 'hsc.pdf') });
  }
  // The newer student's HSC marksheet was rejected once and uploaded again.
  await (
    await reviewDocument({ input: { studentId: students.newer, document: 'hscDocument', decision: 'rejected', reason: 'unreadable' }, actor: staff })
  ).mailed;
  await storeDocument({ userId: students.newer, kind: 'hscDocument', file: upload(makePdf('/N 2'), 'hsc2.pdf') });
  await storeDocument({ userId: students.newer, kind: 'aadharFront', file: upload(makePdf(), 'front.pdf') });
});

describe('Verify Documents', () => {
  it('lists the newest application first, students without one last, each document beside what the form says, with earlier versions', async () => {
    const queue = await load();
    expect(queue.students.map((student) => student.studentId)).toEqual([students.newer, students.older, students.none]);
    const [newer] = queue.students;
    expect(newer!.name).toBe('Meena Kale');
    expect(newer!.claims).toMatchObject({ aadhaar: 'XXXX XXXX 1096', hscPercentage: 78.4 });
    expect(newer!.documents.map((item) => item.document)).toEqual(['hscDocument', 'aadharFront']);
    expect(newer!.documents[0]!.earlier).toMatchObject([{ status: 'rejected', reason: 'unreadable' }]);
    // The page shows the newest part of the queue and says how long the whole queue is.
    expect(queue.waiting).toBe(3);
    expect((await findDocumentsToVerify({ limit: 2 })).map((student) => student.studentId)).toEqual([students.newer, students.older]);
  });

  it('verifies from the queue, which then leaves it; a stale version is refused', async () => {
    const before = await load();
    const older = before.students.find((student) => student.studentId === students.older)!;
    const stale = before.students.find((student) => student.studentId === students.newer)!.documents[0]!.earlier[0]!.versionId;
    const refused = await post({ studentId: students.newer, document: 'hscDocument', versionId: stale, decision: 'verified' });
    expect(refused.init?.status).toBe(409);
    const noReason = await post({
      studentId: students.older,
      document: 'hscDocument',
      versionId: older.documents[0]!.versionId,
      decision: 'rejected',
      reason: '',
    });
    expect(noReason.init?.status).toBe(400);
    const done = await post({ studentId: students.older, document: 'hscDocument', versionId: older.documents[0]!.versionId, decision: 'verified', reason: '' });
    expect(done.data).toEqual({ ok: true, message: 'Document verified.' });
    const after = await load();
    expect(after.students.map((student) => student.studentId)).not.toContain(students.older);
    expect(after.waiting).toBe(2);
  });

  it('is refused to a role without admissions', async () => {
    const accounts = `${ADMIN_SESSION_COOKIE}=${(await signedInAdmin({ role: 'accounts' })).token}`;
    await expect(load(accounts)).rejects.toMatchObject({ init: { status: 403 } });
  });
});
