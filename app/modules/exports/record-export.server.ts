import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit, type AuditActor } from '~/modules/audit/record-audit.server';

// Server: every export is audited before its first byte is sent: who took which records, of
// which days, in which format (an export is personal data leaving the system).

export type ExportReport = 'ledger' | 'applications' | 'day-book';
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

export async function recordExport({
  db = defaultDb,
  now,
  actor,
  report,
  format,
  from,
  to,
}: {
  db?: DB;
  now?: number;
  actor: AuditActor;
  report: ExportReport;
  format: ExportFormat;
  from: string;
  to: string;
}): Promise<void> {
  await recordAudit({ db, now, actor, action: 'finance.export', entity: 'export', entityId: null, after: { report, format, from, to } });
}

/** The download's name: 'Ledger-2026-04-01-to-2026-04-30.csv', or one day's 'Day-Book-2026-04-01.pdf'. */
export function exportFileName(name: string, from: string, to: string, format: ExportFormat): string {
  return from === to ? `${name}-${from}.${format}` : `${name}-${from}-to-${to}.${format}`;
}
