import { describe, expect, it } from 'vitest';
import { isBackupDue } from './backup-schedule';

// India time is UTC+5:30: 02:00 IST is 20:30 UTC the day before.
const at = (iso: string) => new Date(iso);

describe('the daily backup', () => {
  it('is due once the hour has passed in India and none was made since', () => {
    const latest = at('2026-11-26T20:31:00Z'); // 27 Nov, 02:01 IST
    expect(isBackupDue({ now: at('2026-11-27T20:29:00Z'), hourIst: 2, latest })).toBe(false); // 28 Nov, 01:59 IST
    expect(isBackupDue({ now: at('2026-11-27T20:30:00Z'), hourIst: 2, latest })).toBe(true); // 28 Nov, 02:00 IST
    expect(isBackupDue({ now: at('2026-11-27T20:30:00Z'), hourIst: 2, latest: at('2026-11-27T20:30:00Z') })).toBe(false); // just made
  });

  it('is taken at the first chance when the site was down at that hour, and once a day only', () => {
    const twoDaysAgo = at('2026-11-25T20:31:00Z');
    expect(isBackupDue({ now: at('2026-11-27T06:00:00Z'), hourIst: 2, latest: twoDaysAgo })).toBe(true); // 27 Nov, 11:30 IST
    expect(isBackupDue({ now: at('2026-11-27T06:00:00Z'), hourIst: 2, latest: at('2026-11-27T05:00:00Z') })).toBe(false);
  });

  it('is due at once on a site that never made one', () => {
    expect(isBackupDue({ now: at('2026-11-27T06:00:00Z'), hourIst: 2, latest: undefined })).toBe(true);
  });

  it('follows BACKUP_HOUR_IST: at 23 IST, the day boundary is 17:30 UTC', () => {
    const latest = at('2026-11-26T17:31:00Z'); // 26 Nov, 23:01 IST
    expect(isBackupDue({ now: at('2026-11-27T17:29:00Z'), hourIst: 23, latest })).toBe(false);
    expect(isBackupDue({ now: at('2026-11-27T17:30:00Z'), hourIst: 23, latest })).toBe(true);
  });
});
