import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findStudentDocuments } from '~/modules/documents/find-student-documents.server';
import { html, makePdf, upload } from '../../../tests/document-fixtures';
import { insertTestUser } from '../../../tests/test-users';
import { CONSENT_REQUIRED } from './privacy-notice';
import { AdmissionRefused, submitAdmission } from './submit-admission.server';

// The admission form's refusals name their fields, so the form shows each message beside its field.
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const profileRow = (userId: string) => db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('submitAdmission refusals by field', () => {
  it('names every refused field with its message, and the message joins them for the API', async () => {
    const { id } = await insertTestUser();
    const error = await refusal(
      submitAdmission({ userId: id, input: { consent: 'true', firstName: 'Asha', aadharNumber: '234567890123', zipCode: '4400', hscPercentage: '101' } }),
    );
    expect(error).toBeInstanceOf(AdmissionRefused);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: {
        aadharNumber: 'This Aadhaar number has a typing mistake. Please check the digits.',
        zipCode: 'Enter a 6-digit PIN code.',
        hscPercentage: 'Enter the HSC percentage as a number from 0 to 100.',
      },
      message:
        'This Aadhaar number has a typing mistake. Please check the digits. Enter a 6-digit PIN code. Enter the HSC percentage as a number from 0 to 100.',
    });
    expect(await profileRow(id)).toBeUndefined();
  });

  it('names the refused file, not the good one beside it, and stores neither', async () => {
    const { id } = await insertTestUser();
    const error = await refusal(
      submitAdmission({
        userId: id,
        input: {
          consent: 'true',
          firstName: 'Asha',
          sscDocument: upload(makePdf(), 'ssc.pdf', 'application/pdf'),
          hscDocument: upload(html, 'hsc.pdf', 'application/pdf'),
        },
      }),
    );
    expect(error).toMatchObject({ status: 415, fieldErrors: { hscDocument: expect.stringMatching(/renaming a file does not change what is inside/) } });
    expect(Object.keys((error as AdmissionRefused).fieldErrors)).toEqual(['hscDocument']);
    expect(await profileRow(id)).toBeUndefined();
    expect(await findStudentDocuments({ userId: id })).toEqual({});
  });

  it('puts a missing consent on the consent box', async () => {
    const { id } = await insertTestUser();
    expect(await refusal(submitAdmission({ userId: id, input: { firstName: 'Asha' } }))).toMatchObject({
      status: 400,
      fieldErrors: { consent: CONSENT_REQUIRED },
    });
  });
});

describe('findStudentDocuments', () => {
  it('describes each stored file by the name it downloads under, so the form can show what is on file', async () => {
    const { id } = await insertTestUser();
    const before = Date.now();
    await submitAdmission({ userId: id, input: { consent: 'true', firstName: 'Asha', sscDocument: upload(makePdf(), 'my marks.pdf', 'application/pdf') } });
    const found = await findStudentDocuments({ userId: id });
    expect(Object.keys(found)).toEqual(['sscDocument']);
    expect(found.sscDocument).toMatchObject({
      fileName: 'sscDocument.pdf',
      contentType: 'application/pdf',
      url: expect.stringMatching(/^\/files\/documents\/[\w-]+$/),
    });
    expect(found.sscDocument!.byteSize).toBeGreaterThan(0);
    expect(found.sscDocument!.uploadedAt).toBeGreaterThanOrEqual(before);
  });
});
