import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, dialect } from '~/db/db.server';
import { privateStorage } from './private-storage.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { makePngClaiming } from '../../../tests/factories';
import { deleteDocument } from './delete-document.server';
import { html, makeJpeg, makeJpegWithExif, makePdf, makePdfWithJavaScript, makePng, makeTruncatedJpeg, upload } from '../../../tests/document-fixtures';
import { DOCUMENT_IMAGE_MAX_BYTES, DOCUMENT_PDF_MAX_BYTES, type DocumentKind } from './documents.schemas';
import { readDocument } from './read-document.server';
import { storeDocument } from './store-document.server';

// The bytes land under DATA_DIR/private (db-setup points DATA_DIR at a temp directory).
const privateDir = () => join(process.env.DATA_DIR!, 'private');
const filesOf = (userId: string) => {
  const dir = join(privateDir(), 'documents', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rowsOf = (userId: string) => db.selectFrom('documents').selectAll().where('user_id', '=', userId).execute();

async function insertUser(id = newId()) {
  const now = dialect === 'postgres' ? new Date() : new Date().toISOString();
  const verified = dialect === 'postgres' ? true : 1;
  await db
    .insertInto('users')
    .values({ id, name: 'Asha Patil', email: `${id}@example.org`, email_verified: verified, image: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

let userId: string;
const owner = () => ({ type: 'student' as const, userId });
const staff = { type: 'admin' as const, adminId: 'staff-1' };
beforeEach(async () => {
  userId = await insertUser();
});

async function expectRefused(kind: DocumentKind, file: File, status: number, message: RegExp) {
  const error = await storeDocument({ userId, kind, file }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  expect((error as AppError).message).toMatch(message);
  expect(filesOf(userId)).toEqual([]);
  expect(await rowsOf(userId)).toEqual([]);
}

describe('storeDocument', () => {
  it('stores a PDF as received under a server-made key and reads it back', async () => {
    const pdf = makePdf();
    const stored = await storeDocument({ userId, kind: 'resume', file: upload(pdf, 'My CV.pdf', 'application/pdf') });
    expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), url: `/files/documents/${stored.id}`, contentType: 'application/pdf' });
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ id: stored.id, kind: 'resume', content_type: 'application/pdf', storage_key: `documents/${userId}/${stored.id}.pdf` });
    expect(Number(row!.byte_size)).toBe(pdf.byteLength);
    const read = await readDocument({ id: stored.id, reader: owner() });
    expect(Buffer.from(read!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(read!.row).toMatchObject({ user_id: userId, byte_size: pdf.byteLength });
    // Private: beside the public uploads folder, never inside it.
    expect(existsSync(join(privateDir(), row!.storage_key))).toBe(true);
    expect(existsSync(join(process.env.DATA_DIR!, 'uploads', row!.storage_key))).toBe(false);
  });

  it('stores a PDF carrying JavaScript as it is (it is only ever served sandboxed)', async () => {
    const stored = await storeDocument({ userId, kind: 'sscDocument', file: upload(makePdfWithJavaScript(), 'ssc.pdf') });
    expect(Buffer.from((await readDocument({ id: stored.id, reader: owner() }))!.bytes).includes('/JavaScript')).toBe(true);
  });

  it('ignores the upload name: a path-traversal name lands in the user folder like any other', async () => {
    const stored = await storeDocument({ userId, kind: 'hscDocument', file: upload(makePdf(), '../../etc/passwd.pdf') });
    expect((await rowsOf(userId))[0]!.storage_key).toBe(`documents/${userId}/${stored.id}.pdf`);
    expect(filesOf(userId)).toEqual([`${stored.id}.pdf`]);
    expect(readdirSync(privateDir())).toEqual(['documents']);
  });

  it('re-encodes images without metadata, whatever type they claim', async () => {
    const stored = await storeDocument({ userId, kind: 'aadharFront', file: upload(await makeJpegWithExif(), 'aadhaar.png', 'image/png') });
    expect(stored.contentType).toBe('image/jpeg');
    const { bytes, row } = (await readDocument({ id: stored.id, reader: owner() }))!;
    expect(row.storage_key.endsWith('.jpg')).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(bytes).includes('Asha Patil')).toBe(false);
    const photo = await storeDocument({ userId, kind: 'profilePhoto', file: upload(await makePng(), 'me.jpg', 'image/jpeg') });
    expect(photo.contentType).toBe('image/png');
  });

  it('refuses HTML renamed .pdf with 415 and keeps nothing', async () => {
    await expectRefused('resume', upload(html, 'resume.pdf', 'application/pdf'), 415, /not really a PDF file/);
  });

  it('refuses an image as a resume, and a PDF as a profile photo', async () => {
    await expectRefused('resume', upload(await makeJpeg(), 'resume.pdf', 'application/pdf'), 415, /^Resume must be a PDF file\.$/);
    await expectRefused('profilePhoto', upload(makePdf(), 'me.jpg', 'image/jpeg'), 415, /^Profile photo must be a JPEG, PNG or WebP image\.$/);
  });

  it('refuses oversize files with 413 before reading them', async () => {
    const big = new Uint8Array(DOCUMENT_PDF_MAX_BYTES + 1);
    big.set(makePdf());
    await expectRefused('resume', upload(big, 'big.pdf'), 413, /at most 10 MB/);
    // A 6 MB image is under the 10 MB limit of a marksheet, but over the 5 MB one of images.
    const image = new Uint8Array(DOCUMENT_IMAGE_MAX_BYTES + 1);
    image.set(await makePng());
    await expectRefused('sscDocument', upload(image, 'ssc.png'), 413, /^Images can be at most 5 MB/);
    // A Blob whose bytes can never be read: refusing it must not try.
    const unreadable = new Blob([big]);
    unreadable.arrayBuffer = () => Promise.reject(new Error('read an oversize upload'));
    await expectRefused('resume', unreadable as File, 413, /at most 10 MB/);
  });

  it('refuses a truncated image and a pixel bomb with a 4xx', async () => {
    await expectRefused('aadharBack', upload(await makeTruncatedJpeg(), 'back.jpg'), 415, /damaged or incomplete/);
    await expectRefused('aadharBack', upload(await makePngClaiming(50_000, 50_000), 'back.png'), 413, /too many pixels/);
    await expectRefused('aadharBack', upload(new Uint8Array(0), 'back.png'), 400, /empty/);
  });

  it('makes a new upload the current version, pending, and keeps the one before for staff', async () => {
    const first = await storeDocument({ userId, kind: 'resume', file: upload(makePdf(), 'a.pdf'), now: 1_000 });
    const second = await storeDocument({ userId, kind: 'resume', file: upload(makePdfWithJavaScript(), 'b.pdf'), now: 2_000 });
    expect(second.id).not.toBe(first.id);
    const rows = await rowsOf(userId);
    expect(rows.map((r) => [r.id, r.replaced_at === null ? null : Number(r.replaced_at), r.review_status]).sort()).toEqual(
      [
        [first.id, 2_000, 'pending'],
        [second.id, null, 'pending'],
      ].sort(),
    );
    expect(filesOf(userId).sort()).toEqual([`${first.id}.pdf`, `${second.id}.pdf`].sort());
    expect(await readDocument({ id: first.id, reader: staff })).not.toBeNull();
  });

  it('keeps exactly one current version, and every upload, when two uploads of a kind race', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => storeDocument({ userId, kind: 'aadharFront', file: upload(makePdf(`/N ${n}`), 'a.pdf') })));
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(3);
    const current = rows.filter((r) => r.replaced_at === null);
    expect(current).toHaveLength(1);
    expect(results.map((r) => r.id)).toContain(current[0]!.id);
    expect(filesOf(userId).sort()).toEqual(rows.map((r) => `${r.id}.pdf`).sort());
  });

  it('keeps one document per kind for each student', async () => {
    const other = await insertUser();
    await storeDocument({ userId, kind: 'resume', file: upload(makePdf(), 'a.pdf') });
    await storeDocument({ userId, kind: 'sscDocument', file: upload(makePdf(), 'a.pdf') });
    await storeDocument({ userId: other, kind: 'resume', file: upload(makePdf(), 'a.pdf') });
    expect((await rowsOf(userId)).map((r) => r.kind).sort()).toEqual(['resume', 'sscDocument']);
    expect(await rowsOf(other)).toHaveLength(1);
  });

  it('removes the new bytes when the row cannot be written (no such user)', async () => {
    const ghost = newId();
    await expect(storeDocument({ userId: ghost, kind: 'resume', file: upload(makePdf(), 'a.pdf') })).rejects.toThrow();
    expect(filesOf(ghost)).toEqual([]);
  });
});

describe('readDocument and deleteDocument', () => {
  it('reads a student only their own document, and nothing for bad ids', async () => {
    const stored = await storeDocument({ userId, kind: 'resume', file: upload(makePdf(), 'a.pdf') });
    expect(await readDocument({ id: stored.id, reader: owner() })).not.toBeNull();
    expect(await readDocument({ id: stored.id, reader: staff })).not.toBeNull();
    expect(await readDocument({ id: stored.id, reader: { type: 'student', userId: await insertUser() } })).toBeNull();
    expect(await readDocument({ id: newId(), reader: staff })).toBeNull();
    expect(await readDocument({ id: '../../etc/passwd', reader: staff })).toBeNull();
  });

  it('deletes every version, rows and bytes', async () => {
    await storeDocument({ userId, kind: 'leavingCertificate', file: upload(await makePng(), 'old.png') });
    const stored = await storeDocument({ userId, kind: 'leavingCertificate', file: upload(await makePng(), 'lc.png') });
    expect(await deleteDocument({ userId, kind: 'leavingCertificate' })).toBe(true);
    expect(await rowsOf(userId)).toEqual([]);
    expect(filesOf(userId)).toEqual([]);
    expect(await readDocument({ id: stored.id, reader: owner() })).toBeNull();
    expect(await deleteDocument({ userId, kind: 'leavingCertificate' })).toBe(false);
  });

  it('private storage refuses keys that leave its folder and deletes idempotently', async () => {
    await expect(privateStorage.put('../uploads/images/x/1.webp', new Uint8Array(1))).rejects.toThrow(/escapes/);
    await expect(privateStorage.delete('../escape')).rejects.toThrow(/escapes/);
    await privateStorage.delete('documents/nobody/none.pdf');
  });
});
