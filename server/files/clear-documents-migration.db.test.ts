import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { makePdf, makePng, upload } from '../../tests/document-fixtures';
import { storeDocument } from '~/modules/documents/store-document.server';
import { newId } from '~/utils/ids';
import { insertStudentRow } from '../../tests/student-session';
import { filesWithTestViewer } from '../../tests/test-viewer';
import { prepareDatabase } from '../prepare-database';
import { UNREADABLE_DOCUMENT } from './documents.routes';

// Files stored in clear by earlier versions are sealed at start-up (prepareDatabase), in place,
// and still download as they were. The viewer comes from a test header (tests/test-viewer.ts).
const app = filesWithTestViewer();
const privateDir = () => join(process.env.DATA_DIR!, 'private');
const marker = () => join(privateDir(), '.all-sealed');
const MARKER = 'CLEAR-AADHAAR-MARKER-9034';

/** A document row and its file exactly as the version before encryption wrote them. */
async function clearDocument(userId: string, kind: 'aadharFront' | 'sscDocument', bytes: Uint8Array, type: string, extension: string) {
  const id = newId();
  const storageKey = `documents/${userId}/${id}.${extension}`;
  mkdirSync(dirname(join(privateDir(), storageKey)), { recursive: true });
  writeFileSync(join(privateDir(), storageKey), bytes);
  await db
    .insertInto('documents')
    .values({ id, user_id: userId, kind, content_type: type, byte_size: bytes.byteLength, storage_key: storageKey, created_at: Date.now() })
    .execute();
  return { id, path: join(privateDir(), storageKey) };
}

/** Every file under private/, with its bytes. */
function snapshot(): Map<string, Buffer> {
  const files = readdirSync(privateDir(), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name))]));
}

const download = async (id: string, viewer: string) => {
  const res = await app.request(`/files/documents/${id}`, { headers: { 'x-test-viewer': viewer } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

let userId: string;
const pdf = makePdf(`/Marker (${MARKER})`);
let png: Uint8Array;
let scan: { id: string; path: string };
let marksheet: { id: string; path: string };
let sealedBefore: { id: string; path: string; bytes: Buffer };
let leftovers: string[];

beforeAll(async () => {
  userId = newId();
  await insertStudentRow({ id: userId });
  png = await makePng();
  scan = await clearDocument(userId, 'aadharFront', pdf, 'application/pdf', 'pdf');
  marksheet = await clearDocument(userId, 'sscDocument', png, 'image/png', 'png');
  const stored = await storeDocument({ userId, kind: 'resume', file: upload(makePdf(), 'cv.pdf') });
  const path = join(privateDir(), (await db.selectFrom('documents').select('storage_key').where('id', '=', stored.id).executeTakeFirstOrThrow()).storage_key);
  sealedBefore = { id: stored.id, path, bytes: readFileSync(path) };
  // What a run killed half-way leaves: a partial temporary file of a process that is gone, and a
  // clear temporary file of an interrupted upload of the earlier version.
  const gone = spawnSync(process.execPath, ['-e', '']).pid!;
  leftovers = [`${scan.path}.${gone}.encrypting`, `${dirname(scan.path)}/${newId()}.pdf.${gone}.tmp`];
  writeFileSync(leftovers[0]!, Buffer.from(pdf).subarray(0, 10));
  writeFileSync(leftovers[1]!, pdf);
});

describe('sealing documents kept in clear, at start-up', () => {
  it('seals every clear file in place; the download still gives the original bytes', async () => {
    expect(readFileSync(scan.path).includes(MARKER)).toBe(true); // as the earlier version left it
    await prepareDatabase();
    for (const path of [scan.path, marksheet.path]) {
      const disk = readFileSync(path);
      expect([...disk.subarray(0, 5)]).toEqual([0x89, 0x49, 0x44, 0x56, 1]);
      expect(disk.includes(MARKER)).toBe(false);
      expect(disk.includes('%PDF')).toBe(false);
      expect(disk.includes(Buffer.from(png).subarray(0, 32))).toBe(false);
    }
    expect((await download(scan.id, `student:${userId}`)).equals(Buffer.from(pdf))).toBe(true);
    expect((await download(scan.id, 'admin:staff-1')).equals(Buffer.from(pdf))).toBe(true);
    expect((await download(marksheet.id, `student:${userId}`)).equals(Buffer.from(png))).toBe(true);
  });

  it('leaves files that are already sealed as they are, and removes what an interrupted run left', () => {
    expect(readFileSync(sealedBefore.path).equals(sealedBefore.bytes)).toBe(true);
    for (const path of leftovers) expect(existsSync(path), path).toBe(false);
  });

  it('changes nothing when run again, whether or not it remembers having sealed everything', async () => {
    const before = snapshot();
    expect([...before.keys()].filter((path) => path !== marker()).sort()).toEqual([scan.path, marksheet.path, sealedBefore.path].sort());
    for (const forget of [false, true]) {
      if (forget) rmSync(marker());
      await prepareDatabase();
      const after = snapshot();
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [path, bytes] of before) expect(after.get(path)!.equals(bytes), path).toBe(true);
    }
    expect((await download(scan.id, `student:${userId}`)).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses a clear file put back later (an old backup) and seals it at the next start', async () => {
    writeFileSync(scan.path, pdf);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await app.request(`/files/documents/${scan.id}`, { headers: { 'x-test-viewer': 'admin:staff-1' } });
    logged.mockRestore();
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ success: false, message: UNREADABLE_DOCUMENT });
    expect(existsSync(marker())).toBe(false);
    await prepareDatabase();
    expect(readFileSync(scan.path).includes(MARKER)).toBe(false);
    expect((await download(scan.id, `student:${userId}`)).equals(Buffer.from(pdf))).toBe(true);
  });
});
