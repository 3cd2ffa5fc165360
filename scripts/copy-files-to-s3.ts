// `npm run files:copy-to-s3`: moves an existing site's stored files to object storage
// (docs/decisions/037-object-storage.md). Run it with the site's DATA_DIR and the FILE_STORAGE=s3
// settings it will start with; it copies DATA_DIR/uploads and DATA_DIR/private into the bucket
// under the same keys, byte for byte (private files are sealed on disk and stay sealed), refuses
// private files kept in clear, and never overwrites an object, so it can be run again (before the
// switch, then once more after stopping the old site) and copies only what is new.
// Exit codes: 0 everything is in the bucket, 1 some file was refused or failed, 2 FILE_STORAGE is
// not s3 or the bucket cannot be reached.
export async function main(): Promise<number> {
  const { env } = await import('~/utils/env.server');
  const { checkFileStore } = await import('~/modules/file-store/check-file-store.server');
  const { copyFilesToBucket } = await import('~/modules/file-store/copy-files-to-bucket.server');
  const { sharedS3Client } = await import('~/modules/file-store/file-store.server');
  const { s3Bucket } = await import('~/modules/file-store/s3-bucket.server');
  const settings = env.fileStorage;
  if (settings.kind !== 's3') {
    console.error('Set FILE_STORAGE=s3 and S3_BUCKET (with S3_ENDPOINT and the keys as the site will use them) to copy the files to that bucket.');
    return 2;
  }
  const reachable = await checkFileStore();
  if (!reachable.ok) {
    console.error(`Cannot copy: ${reachable.problem}`);
    return 2;
  }
  console.log(`Copying ${env.DATA_DIR}/uploads and ${env.DATA_DIR}/private to bucket "${settings.bucket}"…`);
  const client = sharedS3Client(settings);
  const report = await copyFilesToBucket({
    dataDir: env.DATA_DIR,
    bucketArea: (area) => s3Bucket({ client, bucket: settings.bucket, area }),
    onProgress: (done, total) => {
      if (done % 500 === 0 && done < total) console.log(`  ${done} of ${total} files`);
    },
  });
  client.destroy();
  const { copied, alreadyThere, refused, failed } = report;
  console.log(`Copied ${copied} file(s); ${alreadyThere} already there (left as they are); ${refused.length} refused; ${failed.length} failed.`);
  if (refused.length) {
    console.error(
      `Refused ${refused.length} private file(s) kept in clear on disk (never uploaded unencrypted). Start the site once with ` +
        'FILE_STORAGE=disk, which encrypts them (decision 018), then run this again:',
    );
    for (const file of refused) console.error(`  ${file}`);
  }
  for (const { file, problem } of failed) console.error(`  failed: ${file}: ${problem}`);
  return refused.length || failed.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('copy-files-to-s3.ts')) {
  process.exitCode = await main().catch((error: unknown) => {
    console.error(error);
    return 1;
  });
}
