import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The whole configured path with FILE_STORAGE=s3 against a real S3-compatible server: the
// environment is read once, at import, so the sandbox starts and is configured first.
const { sandbox, dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { startS3Sandbox } = await import('../../../tests/setup/s3-sandbox');
  const started = await startS3Sandbox();
  Object.assign(process.env, started.variables, { DATA_DIR: mkdtempSync(join(tmpdir(), 'institute-bucket-documents-')) });
  return { sandbox: started, dataDir: process.env.DATA_DIR! };
});

const { privateStorage } = await import('./private-storage.server');
const { storage } = await import('~/modules/images/storage.server');
const { encryptClearDocuments } = await import('./encrypt-clear-documents.server');
const { isSealed, DocumentUnreadableError } = await import('./document-vault.server');
const { checkFileStore } = await import('~/modules/file-store/check-file-store.server');
const { createS3Client } = await import('~/modules/file-store/s3-bucket.server');

const inspector = createS3Client(sandbox.settings);
afterAll(async () => {
  inspector.destroy();
  await sandbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const rawObject = async (key: string) =>
  Buffer.from(await (await inspector.send(new GetObjectCommand({ Bucket: sandbox.bucket, Key: key }))).Body!.transformToByteArray());

describe('FILE_STORAGE=s3', () => {
  it('keeps private documents sealed in the bucket and gives them back in clear through privateStorage', async () => {
    const plaintext = Buffer.from('%PDF-1.7 Aadhaar 2345 6789 0124 of Asha Patil');
    await privateStorage.put('documents/user-1/doc-1.pdf', plaintext);

    const stored = await rawObject('private/documents/user-1/doc-1.pdf');
    expect(isSealed(stored)).toBe(true);
    expect(stored.includes('Asha Patil')).toBe(false);
    expect(stored.includes('2345 6789')).toBe(false);
    expect(Buffer.from((await privateStorage.get('documents/user-1/doc-1.pdf'))!)).toEqual(plaintext);
    // Nothing of it on this machine's disk.
    expect(existsSync(join(dataDir, 'private'))).toBe(false);

    await privateStorage.delete('documents/user-1/doc-1.pdf');
    expect(await privateStorage.get('documents/user-1/doc-1.pdf')).toBeNull();
  });

  it('never serves a clear object found in the bucket', async () => {
    await inspector.send(new PutObjectCommand({ Bucket: sandbox.bucket, Key: 'private/documents/user-1/clear.pdf', Body: Buffer.from('%PDF-1.7 clear') }));
    await expect(privateStorage.get('documents/user-1/clear.pdf')).rejects.toBeInstanceOf(DocumentUnreadableError);
  });

  it('keeps public pictures under uploads/, as they are', async () => {
    await storage.put('images/0193f0e2/480.webp', Buffer.from('RIFF....WEBP'));
    expect((await rawObject('uploads/images/0193f0e2/480.webp')).toString()).toBe('RIFF....WEBP');
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  });

  it('does not walk the disk folder at start-up: nothing on disk is read any more', async () => {
    mkdirSync(join(dataDir, 'private', 'documents', 'user-2'), { recursive: true });
    writeFileSync(join(dataDir, 'private', 'documents', 'user-2', 'old.pdf'), '%PDF-1.4 left on disk');
    expect(await encryptClearDocuments()).toBe(0);
    expect(readFileSync(join(dataDir, 'private', 'documents', 'user-2', 'old.pdf'), 'utf8')).toBe('%PDF-1.4 left on disk');
    expect(existsSync(join(dataDir, 'private', '.all-sealed'))).toBe(false);
  });

  it('reports the store ready while the bucket answers, and what is wrong once it does not', async () => {
    expect(await checkFileStore()).toEqual({ ok: true });
    await sandbox.stop();
    const check = await checkFileStore();
    expect(check).toEqual({ ok: false, problem: `bucket "test-bucket" at ${sandbox.endpoint}: cannot be reached (ECONNREFUSED)` });
    expect(JSON.stringify(check)).not.toContain('S3RVER');
  });
});
