import { GetObjectCommand } from '@aws-sdk/client-s3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startS3Sandbox } from '../../../tests/setup/s3-sandbox';
import { checkBucket, checkFolders } from './check-file-store.server';
import { createS3Client, s3Bucket } from './s3-bucket.server';

// The configured store's folders are checked under a temporary DATA_DIR (read once, at import).
const { dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'institute-file-store-'));
  return { dataDir: process.env.DATA_DIR };
});

const sandbox = await startS3Sandbox();
const client = createS3Client(sandbox.settings);
afterAll(async () => {
  client.destroy();
  await sandbox.stop();
  const { rmSync } = await import('node:fs');
  rmSync(dataDir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (stored: Uint8Array | null) => stored && new TextDecoder().decode(stored);

describe('an area of the bucket', () => {
  const uploads = s3Bucket({ client, bucket: sandbox.bucket, area: 'uploads' });
  const privateArea = s3Bucket({ client, bucket: sandbox.bucket, area: 'private' });

  it('keeps what is put under <area>/<key>, gives it back, and deletes it', async () => {
    await uploads.put('images/0193f0e2/480.webp', bytes('a picture'));
    expect(text(await uploads.get('images/0193f0e2/480.webp'))).toBe('a picture');
    expect(await uploads.has('images/0193f0e2/480.webp')).toBe(true);
    const raw = await client.send(new GetObjectCommand({ Bucket: sandbox.bucket, Key: 'uploads/images/0193f0e2/480.webp' }));
    expect(await raw.Body!.transformToString()).toBe('a picture');
    // The same key in the other area is another object.
    expect(await privateArea.get('images/0193f0e2/480.webp')).toBeNull();

    await uploads.put('images/0193f0e2/480.webp', bytes('replaced'));
    expect(text(await uploads.get('images/0193f0e2/480.webp'))).toBe('replaced');
    await uploads.delete('images/0193f0e2/480.webp');
    expect(await uploads.get('images/0193f0e2/480.webp')).toBeNull();
    expect(await uploads.has('images/0193f0e2/480.webp')).toBe(false);
  });

  it('answers null for a key never stored, and deleting one twice is harmless', async () => {
    expect(await uploads.get('images/never/480.webp')).toBeNull();
    await uploads.delete('images/never/480.webp');
    await uploads.delete('images/never/480.webp');
  });

  it('refuses a key that is not a plain relative path (a public key must never reach private/)', async () => {
    for (const key of ['../private/documents/x.pdf', 'images/../../private/x', '/images/x', 'images//x', './x', 'images\\x']) {
      await expect(uploads.get(key), key).rejects.toThrow(/escapes its root/);
      await expect(uploads.put(key, bytes('x')), key).rejects.toThrow(/escapes its root/);
    }
  });

  it('throws, rather than answering "no file", when the bucket itself is missing', async () => {
    const wrong = s3Bucket({ client, bucket: 'no-such-bucket', area: 'uploads' });
    await expect(wrong.get('images/x/480.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(wrong.put('images/x/480.webp', bytes('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

describe('checking the file store', () => {
  it('is ok when the bucket answers', async () => {
    expect(await checkBucket({ client, settings: sandbox.settings })).toEqual({ ok: true });
  });

  it('names a missing bucket, without the keys', async () => {
    const check = await checkBucket({ client, settings: { ...sandbox.settings, bucket: 'no-such-bucket' } });
    expect(check).toEqual({
      ok: false,
      problem: `bucket "no-such-bucket" at ${sandbox.endpoint}: the bucket does not exist (check S3_BUCKET and S3_ENDPOINT)`,
    });
  });

  it('says the store cannot be reached when nothing listens, without the keys', async () => {
    const stopped = await startS3Sandbox();
    await stopped.stop();
    const secret = 'never-printed-secret';
    const settings = { ...stopped.settings, credentials: { accessKeyId: 'S3RVER', secretAccessKey: secret } };
    const unreachable = createS3Client(settings);
    const check = await checkBucket({ client: unreachable, settings });
    unreachable.destroy();
    expect(check).toEqual({ ok: false, problem: `bucket "test-bucket" at ${stopped.endpoint}: cannot be reached (ECONNREFUSED)` });
    expect(JSON.stringify(check)).not.toContain(secret);
  });

  it('on disk, makes both folders and is ok when they can be written to', async () => {
    const { checkFileStore } = await import('./check-file-store.server');
    expect(await checkFileStore()).toEqual({ ok: true });
    const { statSync } = await import('node:fs');
    expect(statSync(join(dataDir, 'uploads')).isDirectory() && statSync(join(dataDir, 'private')).isDirectory()).toBe(true);
  });

  it('on disk, names the folder that cannot be made', async () => {
    // A file where the folder should be: refused even to root, whom permissions do not stop.
    const blocked = join(dataDir, 'a-file');
    writeFileSync(blocked, '');
    expect(await checkFolders([{ path: join(blocked, 'uploads'), name: 'DATA_DIR/uploads' }])).toEqual({
      ok: false,
      problem: 'the folder DATA_DIR/uploads cannot be created or written to (ENOTDIR)',
    });
  });
});
