import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '~/utils/env.server';
import type { Storage, StorageArea } from './storage.server';

/**
 * A client for the configured bucket. No settings: the AWS SDK's default credential chain. A
 * store that stops answering fails a request in seconds instead of holding it open: 5 s to
 * connect, 30 s of silence on a connection (the SDK then retries twice).
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
}

/** The bucket's own view of an area, for the copy command: it must not overwrite what is there. */
export interface BucketArea extends Storage {
  has(key: string): Promise<boolean>;
}

/**
 * One area of the bucket: a key is stored as `<area>/<key>`, so `uploads/images/…` and
 * `private/documents/…` sit side by side as they do under DATA_DIR. Objects are written with no
 * ACL and never given a presigned URL: the bucket stays private, and files leave only through our
 * routes (/media, /files). Private files arrive here already sealed (private-storage.server.ts).
 */
export function s3Bucket({ client, bucket, area }: { client: S3Client; bucket: string; area: StorageArea }): BucketArea {
  const objectOf = (key: string) => ({ Bucket: bucket, Key: `${area}/${plainKey(key)}` });
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ ...objectOf(key), Body: bytes }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand(objectOf(key)));
        if (!object.Body) throw new Error(`the object store sent no body for ${area}/${key}`);
        return await object.Body.transformToByteArray();
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand(objectOf(key))); // S3 answers 204 for a missing key too
      } catch (error) {
        if (!isMissingObject(error)) throw error; // some S3-compatible stores answer 404
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand(objectOf(key)));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
  };
}

/**
 * A key as the disk accepts it: relative, no empty, `.` or `..` segment. An object key is not a
 * path to S3, but a proxy or an S3-compatible store may normalise `uploads/../private/…` in the
 * URL, which would let a public key reach a private file.
 */
function plainKey(key: string): string {
  if (key.includes('\\') || key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`storage key escapes its root: ${key}`);
  }
  return key;
}

/**
 * Nothing under the key: NoSuchKey, or a bare 404 (HEAD has no body to name the error). A missing
 * bucket is a configuration error and is thrown. Without s3:ListBucket, S3 answers a missing key
 * with 403, which is thrown too: the credentials need it (README, "Configuration").
 */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}
