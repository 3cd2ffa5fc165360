import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { reviewDocument } from '~/modules/documents/review-document.server';
import { storeDocument } from '~/modules/documents/store-document.server';
import { makePdf, upload } from '../../../tests/document-fixtures';
import { routerContext } from '../../../tests/router-context';
import { signedInStudent } from '../../../tests/student-session';
import { action, loader } from './user-profile';

// My Profile shows each document's review and takes a new copy of one document (issue 23 point 5).

const staff = { type: 'admin' as const, id: 'admissions-desk' };

const load = (headers: Record<string, string>, locale: 'en' | 'hi' = 'en') =>
  loader({ request: new Request('http://localhost/user-profile', { headers }), params: {}, context: routerContext(locale) } as never);

const reupload = (headers: Record<string, string>, fields: Record<string, string | File>, locale: 'en' | 'hi' = 'en') => {
  const body = new FormData();
  body.set('intent', 'reupload-document');
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(`http://localhost${locale === 'en' ? '' : `/${locale}`}/user-profile`, { method: 'POST', headers, body });
  return action({ request, params: {}, context: routerContext(locale) } as never) as unknown as Promise<{
    data: { ok: boolean; message: string; reuploaded?: string };
    init: { status: number } | undefined;
  }>;
};

async function studentWithRejectedMarksheet() {
  const student = await signedInStudent({ name: 'Asha' });
  await storeDocument({ userId: student.userId, kind: 'sscDocument', file: upload(makePdf(), 'ssc.pdf') });
  await storeDocument({ userId: student.userId, kind: 'hscDocument', file: upload(makePdf(), 'hsc.pdf') });
  const input = { studentId: student.userId, document: 'hscDocument', decision: 'rejected', reason: 'expired', note: 'Bring the 2024 copy.' } as const;
  await (
    await reviewDocument({ input, actor: staff })
  ).mailed;
  return student;
}

describe('My Profile and document reviews', () => {
  it("carries each uploaded document's review, and its words in the page's language", async () => {
    const student = await studentWithRejectedMarksheet();
    const page = await load(student.headers, 'hi');
    expect(page.documentStatus).toEqual({
      sscDocument: { status: 'pending', reason: null, note: null },
      hscDocument: { status: 'rejected', reason: 'expired', note: 'Bring the 2024 copy.' },
    });
    expect(page.texts.review.status.rejected).toBe('अस्वीकृत');
    expect(page.texts.review.reasons.expired).toBe('दस्तावेज़ की अवधि समाप्त हो गई है या यह अब मान्य नहीं है।');
  });

  it('takes a new copy of only that document: pending again, the rejected one kept, the others untouched', async () => {
    const student = await studentWithRejectedMarksheet();
    const answer = await reupload(student.headers, { document: 'hscDocument', file: upload(makePdf('/N 2'), 'hsc-new.pdf') }, 'hi');
    expect(answer.data).toEqual({ ok: true, message: 'धन्यवाद। नई कॉपी अपलोड हो गई है और जाँच के लिए लंबित है।', reuploaded: 'hscDocument' });
    const page = await load(student.headers);
    expect(page.documentStatus.hscDocument).toEqual({ status: 'pending', reason: null, note: null });
    const rows = await db.selectFrom('documents').select(['kind', 'review_status', 'replaced_at']).where('user_id', '=', student.userId).execute();
    expect(rows.filter((row) => row.kind === 'hscDocument').map((row) => [row.review_status, row.replaced_at === null])).toEqual(
      expect.arrayContaining([
        ['rejected', false],
        ['pending', true],
      ]),
    );
    expect(rows.filter((row) => row.kind === 'sscDocument')).toHaveLength(1);
  });

  it('refuses a missing file, an unknown document and a file of the wrong type, changing nothing', async () => {
    const student = await studentWithRejectedMarksheet();
    expect((await reupload(student.headers, { document: 'hscDocument' })).init?.status).toBe(400);
    expect((await reupload(student.headers, { document: 'passport', file: upload(makePdf(), 'x.pdf') })).init?.status).toBe(400);
    const wrongType = await reupload(student.headers, { document: 'resume', file: upload(new TextEncoder().encode('plain text'), 'cv.pdf') });
    expect(wrongType.init?.status).toBe(415);
    expect((await load(student.headers)).documentStatus.hscDocument?.status).toBe('rejected');
  });
});
