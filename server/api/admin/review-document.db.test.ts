import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findUnverifiedDocuments } from '~/modules/documents/find-document-status.server';
import { DOCUMENT_REVIEWED } from '~/modules/documents/review-document.server';
import { storeDocument } from '~/modules/documents/store-document.server';
import { readDocument } from '~/modules/documents/read-document.server';
import { reviewMessages } from '~/modules/documents/document-reviews.schemas';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { makePdf, upload } from '../../../tests/document-fixtures';
import { envForThisTest } from '../../../tests/env-for-test';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { signedInStudent } from '../../../tests/student-session';
import { api } from '../api';

// Documents verified one by one (issue 23 point 5) through the real Hono app, on both databases,
// with the rejection e-mail through real SMTP.

let sink: SmtpSink;
let token = '';
let adminId = '';
let student: Awaited<ReturnType<typeof signedInStudent>>;

const review = (json: unknown, as = token) => send('/admin/review-document', { token: as, json });
const statusOf = async () => {
  const res = await api.request('/users/user', { headers: student.headers });
  expect(res.status).toBe(200);
  return (await res.json()).documentStatus;
};
const auditRows = () =>
  db.selectFrom('audit_log').selectAll().where('action', '=', DOCUMENT_REVIEWED).where('entity_id', '=', student.userId).orderBy('created_at').execute();

beforeAll(async () => {
  sink = await startSmtpSink();
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Admissions Desk', role: 'admissions' }));
});
afterAll(async () => {
  await sink.close();
});
beforeEach(async () => {
  envForThisTest({ SMTP_URL: sink.url });
  sink.messages.length = 0;
  student = await signedInStudent({ name: 'Asha Patil' });
  await storeDocument({ userId: student.userId, kind: 'hscDocument', file: upload(makePdf(), 'hsc.pdf'), now: 1_000 });
  await storeDocument({ userId: student.userId, kind: 'aadharFront', file: upload(makePdf(), 'front.pdf'), now: 1_000 });
});

describe('POST /admin/review-document', () => {
  it('starts every upload pending, and verifies one document, audited', async () => {
    expect(await statusOf()).toEqual({
      aadharFront: { status: 'pending', reason: null, note: null },
      hscDocument: { status: 'pending', reason: null, note: null },
    });
    const res = await review({ studentId: student.userId, document: 'hscDocument', decision: 'verified', reason: 'ignored when verifying' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Document verified.',
      review: { document: 'hscDocument', status: 'verified', reason: null, note: null },
    });
    expect((await statusOf()).hscDocument).toEqual({ status: 'verified', reason: null, note: null });
    expect(await findUnverifiedDocuments({ userId: student.userId })).toEqual([{ document: 'aadharFront', status: 'pending' }]);

    const [entry, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: adminId, entity: 'student' });
    expect(JSON.parse(entry!.before!)).toEqual({ document: 'hscDocument', versionId: body.review.versionId, status: 'pending', reason: null, note: null });
    expect(JSON.parse(entry!.after!)).toEqual({ document: 'hscDocument', versionId: body.review.versionId, status: 'verified', reason: null, note: null });
    expect(sink.messages).toEqual([]);
  });

  it('rejects with a reason, e-mails the student in their language, and a re-upload is pending again with the old version kept', async () => {
    await db.updateTable('users').set({ language: 'hi' }).where('id', '=', student.userId).execute();
    const res = await review({
      studentId: student.userId,
      document: 'hscDocument',
      decision: 'rejected',
      reason: 'unreadable',
      note: 'The marks are blurred.',
    });
    expect(res.status).toBe(200);
    const { review: rejected } = await res.json();
    expect((await statusOf()).hscDocument).toEqual({ status: 'rejected', reason: 'unreadable', note: 'The marks are blurred.' });
    expect(await findUnverifiedDocuments({ userId: student.userId })).toEqual([
      { document: 'hscDocument', status: 'rejected' },
      { document: 'aadharFront', status: 'pending' },
    ]);

    const [mail] = await sink.waitFor(1);
    expect(mail!.to && 'value' in mail!.to ? mail!.to.value[0]?.address : '').toBe(student.email);
    expect(mail!.subject).toBe('कृपया HSC मार्कशीट फिर से अपलोड करें');
    expect(mail!.text).toContain('The marks are blurred.'); // staff's words stay as typed
    expect(mail!.text).toContain('/hi/user-profile');
    const [entry] = await auditRows();
    expect(JSON.parse(entry!.after!)).toMatchObject({ status: 'rejected', reason: 'unreadable', note: 'The marks are blurred.' });

    // The student re-uploads only that document: it is pending again; the rejected version stays for staff.
    const again = await storeDocument({ userId: student.userId, kind: 'hscDocument', file: upload(makePdf('/N 2'), 'hsc2.pdf'), now: 2_000 });
    expect((await statusOf()).hscDocument).toEqual({ status: 'pending', reason: null, note: null });
    const versions = await db
      .selectFrom('documents')
      .select(['id', 'replaced_at', 'review_status', 'review_reason'])
      .where('user_id', '=', student.userId)
      .where('kind', '=', 'hscDocument')
      .orderBy('created_at')
      .execute();
    expect(versions.map((v) => ({ ...v, replaced_at: v.replaced_at === null ? null : Number(v.replaced_at) }))).toEqual([
      { id: rejected.versionId, replaced_at: 2_000, review_status: 'rejected', review_reason: 'unreadable' },
      { id: again.id, replaced_at: null, review_status: 'pending', review_reason: null },
    ]);
    expect(await readDocument({ id: rejected.versionId, reader: { type: 'admin', adminId } })).not.toBeNull();

    // A review of the version the student has since replaced is refused, and changes nothing.
    await expectFailure(
      await review({ studentId: student.userId, document: 'hscDocument', decision: 'verified', versionId: rejected.versionId }),
      409,
      reviewMessages.replaced,
    );
    expect((await statusOf()).hscDocument!.status).toBe('pending');
    const ok = await review({ studentId: student.userId, document: 'hscDocument', decision: 'verified', versionId: again.id });
    expect(ok.status).toBe(200);
    expect((await statusOf()).hscDocument!.status).toBe('verified');
  });

  it('changes nothing, and sends nothing, for a review that repeats the one on record', async () => {
    const reject = { studentId: student.userId, document: 'aadharFront', decision: 'rejected', reason: 'name-mismatch' };
    expect((await review(reject)).status).toBe(200);
    await sink.waitFor(1);
    const res = await review(reject);
    expect(await res.json()).toMatchObject({ success: true, message: 'The document already had this review.' });
    expect(await auditRows()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.messages).toHaveLength(1);
  });

  it('refuses bad reviews with a clear 4xx and changes nothing', async () => {
    const base = { studentId: student.userId, document: 'hscDocument' };
    await expectFailure(await review({ ...base, decision: 'rejected' }), 400, reviewMessages.reasonRequired);
    await expectFailure(await review({ ...base, decision: 'rejected', reason: 'looks odd' }), 400, reviewMessages.reasonRequired);
    await expectFailure(await review({ ...base, decision: 'rejected', reason: 'other' }), 400, reviewMessages.noteRequired);
    await expectFailure(await review({ ...base, decision: 'rejected', reason: 'other', note: 'x'.repeat(301) }), 400, reviewMessages.noteTooLong);
    await expectFailure(await review({ ...base, decision: 'maybe' }), 400, reviewMessages.decision);
    await expectFailure(await review({ ...base, document: 'passport', decision: 'verified' }), 400, reviewMessages.unknownDocument);
    await expectFailure(await review({ ...base, studentId: 'nobody', decision: 'verified' }), 404, reviewMessages.noStudent);
    await expectFailure(await review({ ...base, document: 'resume', decision: 'verified' }), 404, reviewMessages.noUpload);
    await expectFailure(await review({ ...base, decision: 'verified', versionId: 'not-a-version' }), 404, reviewMessages.noUpload);
    expect(await auditRows()).toEqual([]);
    expect((await statusOf()).hscDocument.status).toBe('pending');
  });

  it('is for staff whose role includes admissions', async () => {
    const body = { studentId: student.userId, document: 'hscDocument', decision: 'verified' };
    await expectFailure(await review(body, (await signedInAdmin({ role: 'accounts' })).token), 403, /does not include admission decisions/);
    await expectFailure(await review(body, (await signedInAdmin({ role: 'content' })).token), 403);
    await expectFailure(await api.request('/admin/review-document', { method: 'POST', headers: student.headers, body: JSON.stringify(body) }), 403);
    expect((await review(body, (await signedInAdmin({ role: 'owner' })).token)).status).toBe(200);
  });
});
