import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDocumentKey, sealDocument } from '~/modules/documents/document-vault.server';
import { copyFilesToBucket } from '~/modules/file-store/copy-files-to-bucket.server';
import { createS3Client, s3Bucket } from '~/modules/file-store/s3-bucket.server';
import { startS3Sandbox, type S3Sandbox } from '../tests/setup/s3-sandbox';

// An existing site's DATA_DIR, copied to a real S3-compatible server on loopback: first through the
// domain function, then as npm runs the command (a child process with the app loader).
const documentKey = deriveDocumentKey(randomBytes(32));
const sealed = (key: string, text: string) => sealDocument({ plaintext: Buffer.from(text), storageKey: key, key: documentKey });
const picture = Buffer.from('RIFF....WEBPVP8 a picture');
const marksheet = sealed('documents/user-1/doc-1.pdf', '%PDF-1.7 marksheet');
const proof = sealed('payment-proofs/user-1/report-1.png', 'PNG screenshot');

function siteFiles(): Record<string, Uint8Array | string> {
  return {
    'uploads/images/0193f0e2/480.webp': picture,
    'uploads/images/0193f0e2/960.webp.4242.tmp': 'half a write',
    'private/.all-sealed': 'Every file in this folder was found sealed (decision 018).\n',
    'private/documents/user-1/doc-1.pdf': marksheet,
    'private/documents/user-1/doc-2.pdf.4242.encrypting': 'half an encryption',
    'private/payment-proofs/user-1/report-1.png': proof,
    'private/documents/user-2/clear.pdf': '%PDF-1.4 Aadhaar of Ravi, in clear',
  };
}

let sandbox: S3Sandbox;
let dataDir: string;
let inspector: ReturnType<typeof createS3Client>;
beforeAll(async () => {
  sandbox = await startS3Sandbox();
  inspector = createS3Client(sandbox.settings);
  dataDir = mkdtempSync(join(tmpdir(), 'institute-copy-to-s3-'));
  for (const [path, content] of Object.entries(siteFiles())) {
    mkdirSync(dirname(join(dataDir, path)), { recursive: true });
    writeFileSync(join(dataDir, path), content);
  }
});
afterAll(async () => {
  inspector.destroy();
  await sandbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const objectKeys = async () => ((await inspector.send(new ListObjectsV2Command({ Bucket: sandbox.bucket }))).Contents ?? []).map((o) => o.Key).sort();
const objectBytes = async (key: string) =>
  Buffer.from(await (await inspector.send(new GetObjectCommand({ Bucket: sandbox.bucket, Key: key }))).Body!.transformToByteArray());

describe('copying a DATA_DIR to the bucket', () => {
  it('copies pictures and sealed documents verbatim under the same keys, refuses a clear document, skips the marker and temp files', async () => {
    // An object the site already wrote under one key (after a switch): never overwritten.
    await inspector.send(new PutObjectCommand({ Bucket: sandbox.bucket, Key: 'private/payment-proofs/user-1/report-1.png', Body: Buffer.from('newer') }));
    const copy = () => copyFilesToBucket({ dataDir, bucketArea: (area) => s3Bucket({ client: inspector, bucket: sandbox.bucket, area }) });

    expect(await copy()).toEqual({ copied: 2, alreadyThere: 1, refused: ['private/documents/user-2/clear.pdf'], failed: [] });
    expect(await objectKeys()).toEqual([
      'private/documents/user-1/doc-1.pdf',
      'private/payment-proofs/user-1/report-1.png',
      'uploads/images/0193f0e2/480.webp',
    ]);
    expect(await objectBytes('uploads/images/0193f0e2/480.webp')).toEqual(picture);
    expect(await objectBytes('private/documents/user-1/doc-1.pdf')).toEqual(marksheet);
    expect((await objectBytes('private/payment-proofs/user-1/report-1.png')).toString()).toBe('newer');

    // Again: nothing is copied twice.
    expect(await copy()).toEqual({ copied: 0, alreadyThere: 3, refused: ['private/documents/user-2/clear.pdf'], failed: [] });
  });

  it('as `npm run files:copy-to-s3`: reports the counts, names the refused file and exits 1; exits 0 once nothing is refused', async () => {
    const notConfigured = await copyToS3({});
    expect(notConfigured.code).toBe(2);
    expect(notConfigured.stderr).toContain('Set FILE_STORAGE=s3 and S3_BUCKET');

    const refused = await copyToS3(sandbox.variables);
    expect(refused.stdout).toContain('Copied 0 file(s); 3 already there (left as they are); 1 refused; 0 failed.');
    expect(refused.stderr).toContain('Refused 1 private file(s) kept in clear');
    expect(refused.stderr).toContain('  private/documents/user-2/clear.pdf');
    expect(refused.code).toBe(1);

    unlinkSync(join(dataDir, 'private/documents/user-2/clear.pdf'));
    writeFileSync(join(dataDir, 'uploads/images/0193f0e2/960.webp'), picture);
    const done = await copyToS3(sandbox.variables);
    expect(done.stdout).toContain('Copied 1 file(s); 3 already there (left as they are); 0 refused; 0 failed.');
    expect(done.code).toBe(0);
    expect(await objectKeys()).not.toContain('private/documents/user-2/clear.pdf');
  });

  it('as `npm run files:copy-to-s3`: stops before copying anything when the bucket cannot be used, saying why', async () => {
    const missing = await copyToS3({ ...sandbox.variables, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`Cannot copy: bucket "no-such-bucket" at ${sandbox.endpoint}: the bucket does not exist`);
    expect(missing.stderr + missing.stdout).not.toContain('S3RVER');
  });
});

function copyToS3(variables: Record<string, string>) {
  return promisify(execFile)(process.execPath, ['--import', './scripts/register-app-imports.ts', 'scripts/copy-files-to-s3.ts'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, ...variables },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}
