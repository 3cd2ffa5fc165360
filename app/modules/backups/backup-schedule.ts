// When the daily backup of a SQLite site is due (docs/decisions/038-daily-backups.md).

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether a backup is due: none was made since the latest BACKUP_HOUR_IST o'clock (India time)
 * that has passed. A site that was down at that hour takes it as soon as it is back.
 */
export function isBackupDue({ now, hourIst, latest }: { now: Date; hourIst: number; latest: Date | undefined }): boolean {
  const inIndia = new Date(now.getTime() + IST_OFFSET_MS);
  const todayAtHour = Date.UTC(inIndia.getUTCFullYear(), inIndia.getUTCMonth(), inIndia.getUTCDate(), hourIst) - IST_OFFSET_MS;
  const lastBoundary = todayAtHour <= now.getTime() ? todayAtHour : todayAtHour - DAY_MS;
  return !latest || latest.getTime() < lastBoundary;
}
