import { type ServerType, serve } from '@hono/node-server';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { makePdf, makePng, upload } from '../../tests/document-fixtures';
import { AADHAAR_SCAN_READ } from '~/modules/documents/read-document.server';
import { signedInAdmin } from '../../tests/admin-session';
import { signedInStudent } from '../../tests/student-session';
import { api } from '../api/api';
import { fileViewerFor } from './document-viewer';
import { documentFiles, UNREADABLE_DOCUMENT } from './documents.routes';

// Private documents at rest, over real HTTP: the student uploads through the API, the bytes on
// disk are sealed, owner and staff get the original back, staff reads of Aadhaar scans are
// audited, and an altered file is refused. Sessions are real (better-auth bearer, staff token).
const MARKER = 'AADHAAR-SCAN-MARKER-5821 Asha Patil';
const pdf = makePdf(`/Marker (${MARKER})`);

let server: ServerType;
let origin: string;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let staff: Awaited<ReturnType<typeof signedInAdmin>>;
let png: Uint8Array;

beforeAll(async () => {
  const app = new Hono();
  app.route('/api', api);
  app.route('/files', documentFiles({ resolveViewer: fileViewerFor('admissions') }));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  student = await signedInStudent();
  staff = await signedInAdmin();
  png = await makePng();
  const form = new FormData();
  form.set('consent', 'true');
  form.set('firstName', 'Asha');
  form.set('aadharFront', upload(pdf, 'aadhaar-front.pdf', 'application/pdf'));
  form.set('aadharBack', upload(png, 'aadhaar-back.png', 'image/png'));
  const answer = await fetch(`${origin}/api/users/submit-admission`, { method: 'POST', body: form, headers: student.headers });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const resume = new FormData();
  resume.set('resume', upload(makePdf(`/Marker (${MARKER} resume)`), 'cv.pdf', 'application/pdf'));
  expect((await fetch(`${origin}/api/users/update-resume`, { method: 'POST', body: resume, headers: student.headers })).status).toBe(200);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const documentOf = (kind: string) =>
  db.selectFrom('documents').selectAll().where('user_id', '=', student.userId).where('kind', '=', kind).executeTakeFirstOrThrow();
const onDisk = (storageKey: string) => join(process.env.DATA_DIR!, 'private', storageKey);
const asOwner = (id: string) => fetch(`${origin}/files/documents/${id}`, { headers: student.headers });
const asStaff = (id: string) => fetch(`${origin}/files/documents/${id}?inline=1`, { headers: { token: staff.token } });
const scanReads = () =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', AADHAAR_SCAN_READ)
    .where('entity_id', '=', student.userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('private documents at rest', () => {
  it('keeps an uploaded Aadhaar scan, PDF or image, sealed on disk', async () => {
    for (const kind of ['aadharFront', 'aadharBack', 'resume']) {
      const row = await documentOf(kind);
      const disk = readFileSync(onDisk(row.storage_key));
      expect([...disk.subarray(0, 5)], kind).toEqual([0x89, 0x49, 0x44, 0x56, 1]);
      expect(disk.includes(MARKER), kind).toBe(false);
      expect(disk.includes('%PDF'), kind).toBe(false);
    }
    // The image is re-encoded when stored: what must not be on disk is what the download gives.
    const back = await documentOf('aadharBack');
    const stored = await bytesOf(await asOwner(back.id));
    expect(stored.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    const disk = readFileSync(onDisk(back.storage_key));
    expect(disk.includes(stored.subarray(0, 64))).toBe(false);
    expect(disk.includes('IDAT')).toBe(false);
  });

  it('gives the owner the original bytes without a staff-read entry', async () => {
    const front = await documentOf('aadharFront');
    const res = await asOwner(front.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect((await bytesOf(res)).equals(Buffer.from(pdf))).toBe(true);
    const back = await asOwner((await documentOf('aadharBack')).id);
    expect(back.status).toBe(200);
    expect(await scanReads()).toEqual([]);
  });

  it('gives staff the original bytes and writes one audit entry per read of an Aadhaar scan', async () => {
    const front = await documentOf('aadharFront');
    const back = await documentOf('aadharBack');
    const before = Date.now();
    const first = await asStaff(front.id);
    expect(first.status).toBe(200);
    expect((await bytesOf(first)).equals(Buffer.from(pdf))).toBe(true);
    expect((await asStaff(front.id)).status).toBe(200);
    const image = await asStaff(back.id);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Not an Aadhaar scan: staff may read it without an entry (the number and the scans are the vault).
    expect((await asStaff((await documentOf('resume')).id)).status).toBe(200);

    // HEAD opens the file too, and counts as a read.
    const head = await fetch(`${origin}/files/documents/${back.id}`, { method: 'HEAD', headers: { token: staff.token } });
    expect(head.status).toBe(200);

    const reads = await scanReads();
    expect(reads).toHaveLength(4);
    for (const [index, kind] of ['aadharFront', 'aadharFront', 'aadharBack', 'aadharBack'].entries()) {
      const read = reads[index]!;
      expect(read).toMatchObject({ actor_type: 'admin', actor_id: staff.admin.id, entity: 'student', entity_id: student.userId });
      expect(JSON.parse(read.after!)).toEqual({ document: kind, documentId: kind === 'aadharFront' ? front.id : back.id });
      expect(Number(read.created_at)).toBeGreaterThanOrEqual(before);
      expect(read.after).not.toContain(MARKER);
    }
  });

  it('refuses a file with one flipped byte, to owner and staff, without serving a byte of it', async () => {
    const front = await documentOf('aadharFront');
    const path = onDisk(front.storage_key);
    const original = readFileSync(path);
    const altered = Buffer.from(original);
    altered[Math.floor(altered.length / 2)]! ^= 0x01;
    writeFileSync(path, altered);
    const readsBefore = (await scanReads()).length;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const res of [await asOwner(front.id), await asStaff(front.id)]) {
        expect(res.status).toBe(500);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const body = await res.text();
        expect(JSON.parse(body)).toEqual({ success: false, message: UNREADABLE_DOCUMENT });
        expect(body).not.toContain(MARKER);
      }
      // For the operator: which file and why, by ids only.
      expect(String(logged.mock.calls[0]?.[0])).toMatch(new RegExp(`${front.storage_key}.*damaged or was altered`));
    } finally {
      logged.mockRestore();
      writeFileSync(path, original);
    }
    expect(await scanReads()).toHaveLength(readsBefore); // nothing was seen
    expect((await bytesOf(await asOwner(front.id))).equals(Buffer.from(pdf))).toBe(true);
  });
});
