import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '~/utils/env.server';

// A real S3-compatible server (s3rver) on 127.0.0.1 for tests, keeping its objects in a temporary
// folder. It accepts any signature made with the S3RVER/S3RVER keys.
export type S3Sandbox = {
  endpoint: string;
  bucket: string;
  settings: S3Settings;
  /** The variables that configure the app for this sandbox (FILE_STORAGE=s3 …). */
  variables: Record<string, string>;
  stop: () => Promise<void>;
};

export async function startS3Sandbox(): Promise<S3Sandbox> {
  const bucket = 'test-bucket';
  const directory = mkdtempSync(join(tmpdir(), 'institute-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let stopped = false;
  return {
    endpoint,
    bucket,
    settings: { kind: 's3', bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    variables: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async stop() {
      if (!stopped) await server.close();
      stopped = true;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
