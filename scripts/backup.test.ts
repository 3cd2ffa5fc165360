import { describe, expect, it } from 'vitest';
import { pgDumpCommand } from './backup.ts';

// The archive itself: app/modules/backups/backup-archive.test.ts; the restore drill: tests/deploy/backup-drill.test.ts.
describe('db:backup on PostgreSQL', () => {
  it('prints a pg_dump command without the password', () => {
    const command = pgDumpCommand('postgres://app:s3cret@db.internal:5432/institute', '/backups/app.dump');
    expect(command).toContain("pg_dump --format=custom --no-owner --file='/backups/app.dump' 'postgres://app@db.internal:5432/institute'");
    expect(command).not.toContain('s3cret');
  });
});
