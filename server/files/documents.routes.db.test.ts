import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db, dialect } from '~/db/db.server';
import { html, makePdf, makePdfWithJavaScript, makePng, upload } from '../../tests/document-fixtures';
import { storeDocument } from '~/modules/documents/store-document.server';
import { newId } from '~/utils/ids';
import { filesWithTestViewer } from '../../tests/test-viewer';
import { documentFiles } from './documents.routes';

// The route decides only what a viewer may see; a test header stands in for the session.
const app = filesWithTestViewer();

async function insertUser(id = newId()) {
  const now = dialect === 'postgres' ? new Date() : new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      name: 'Asha Patil',
      email: `${id}@example.org`,
      email_verified: dialect === 'postgres' ? true : 1,
      image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const get = (path: string, viewer?: string, method = 'GET') => app.request(path, { method, headers: viewer ? { 'x-test-viewer': viewer } : {} });

const privateHeaders = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'content-security-policy': "sandbox; default-src 'none'",
  'cross-origin-resource-policy': 'same-origin',
};

let owner: string;
let other: string;
let resume: { id: string; url: string };
let photo: { id: string; url: string };
const pdf = makePdfWithJavaScript();

beforeAll(async () => {
  owner = await insertUser();
  other = await insertUser();
  resume = await storeDocument({ userId: owner, kind: 'resume', file: upload(pdf, '../../etc/passwd.pdf', 'text/html') });
  photo = await storeDocument({ userId: owner, kind: 'profilePhoto', file: upload(await makePng(), '<script>.png') });
  await storeDocument({ userId: other, kind: 'resume', file: upload(makePdf(), 'other.pdf') });
});

async function expectJsonRefusal(res: Response, status: number, message: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(message) });
}

describe('GET /files/documents/:id', () => {
  it('gives the owner their PDF as a sandboxed attachment, byte for byte', async () => {
    const res = await get(resume.url, `student:${owner}`);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      ...privateHeaders,
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="resume.pdf"',
      'content-length': String(pdf.byteLength),
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('names an image by its kind and detected type, never by the upload name', async () => {
    const res = await get(photo.url, `student:${owner}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="profilePhoto.png"');
  });

  it('answers another student with the same 404 as an unknown or malformed id', async () => {
    for (const path of [resume.url, `/files/documents/${newId()}`, '/files/documents/not-an-id', '/files/documents/..%2F..%2Fetc%2Fpasswd']) {
      await expectJsonRefusal(await get(path, `student:${other}`), 404, /^Document not found\.$/);
    }
  });

  it('answers nobody with 401', async () => {
    await expectJsonRefusal(await get(resume.url), 401, /Sign in/);
    await expectJsonRefusal(await get(`/files/documents/${newId()}`), 401, /Sign in/);
  });

  it('gives an admin any student’s document', async () => {
    const res = await get(resume.url, 'admin:staff-1');
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({ ...privateHeaders, 'content-disposition': 'attachment; filename="resume.pdf"' });
    await expectJsonRefusal(await get(`/files/documents/${newId()}`, 'admin:staff-1'), 404, /not found/);
  });

  it('shows a document inline only to an admin who asks for it', async () => {
    const admin = await get(`${photo.url}?inline=1`, 'admin:staff-1');
    expect(admin.headers.get('content-disposition')).toBe('inline; filename="profilePhoto.png"');
    expect(admin.headers.get('content-security-policy')).toBe(privateHeaders['content-security-policy']);
    const adminPdf = await get(`${resume.url}?inline=1`, 'admin:staff-1');
    expect(adminPdf.headers.get('content-disposition')).toBe('inline; filename="resume.pdf"');
    const student = await get(`${resume.url}?inline=1`, `student:${owner}`);
    expect(student.status).toBe(200);
    expect(student.headers.get('content-disposition')).toBe('attachment; filename="resume.pdf"');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(resume.url, `student:${owner}`, 'HEAD');
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({ ...privateHeaders, 'content-type': 'application/pdf', 'content-length': String(pdf.byteLength) });
    expect((await res.arrayBuffer()).byteLength).toBe(0);
    expect((await get(resume.url, `student:${other}`, 'HEAD')).status).toBe(404);
    expect((await get(resume.url, undefined, 'HEAD')).status).toBe(401);
  });

  it('never serves what was refused at upload', async () => {
    await expect(storeDocument({ userId: owner, kind: 'sscDocument', file: upload(html, 'ssc.pdf', 'application/pdf') })).rejects.toMatchObject({
      status: 415,
    });
    const rows = await db.selectFrom('documents').select('kind').where('user_id', '=', owner).execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['profilePhoto', 'resume']);
  });

  it('answers a failure behind the route with JSON and no details', async () => {
    const failing = new Hono().route('/files', documentFiles({ resolveViewer: () => Promise.reject(new Error('session store down: secret detail')) }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await failing.request(resume.url);
    expect(logged).toHaveBeenCalledOnce(); // for us, in the log; not for the visitor
    logged.mockRestore();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
});
