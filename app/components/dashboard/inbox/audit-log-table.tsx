import { formatDateTime } from '~/components/dashboard/shell/dashboard-meta';
import { Pagination } from '~/components/ui/pagination';
import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';

export type AuditRow = {
  id: string;
  actorType: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** Pretty-printed JSON of the record before / after the write, or null. */
  before: string | null;
  after: string | null;
  createdAt: number;
};

const who = (row: AuditRow) =>
  row.actorName ?? (row.actorType === 'admin' ? 'Removed administrator' : row.actorType.charAt(0).toUpperCase() + row.actorType.slice(1));

function Snapshot({ label, json }: { label: string; json: string | null }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{label}</p>
      {json === null ? (
        <p className="mt-1 text-sm text-slate-600">None</p>
      ) : (
        <pre className="mt-1 max-h-80 overflow-auto rounded-md bg-slate-100 p-2 text-xs whitespace-pre-wrap break-all text-slate-900" tabIndex={0}>
          {json}
        </pre>
      )}
    </div>
  );
}

// Who changed what and when; each row opens to the record before and after the write.
export function AuditLogTable({ entries, total, page, pageCount }: { entries: AuditRow[]; total: number; page: number; pageCount: number }) {
  return (
    <section aria-labelledby="audit-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="audit-title" className="text-2xl font-bold text-slate-900">
          Audit Log
        </h1>
        <p className="text-sm text-slate-700">{total === 1 ? '1 entry' : `${total} entries`}</p>
      </div>
      {entries.length === 0 ? (
        <EmptyState className="mt-4">No entries yet.</EmptyState>
      ) : (
        <Table
          caption="Administrator writes, newest first"
          columns={['Date', 'Who', 'Action', 'Entity', 'Entity id', 'Changes']}
          minWidth="min-w-[48rem]"
          className="mt-4"
        >
          <tbody className="divide-y divide-slate-200">
            {entries.map((row) => (
              <tr key={row.id} className="align-top">
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                  <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt)}</time>
                </td>
                <td className="px-3 py-2 text-slate-900">{who(row)}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap text-slate-900">{row.action}</td>
                <td className="px-3 py-2 text-slate-800">{row.entity}</td>
                <td className="min-w-[10rem] px-3 py-2 font-mono text-xs break-all text-slate-700">{row.entityId ?? '—'}</td>
                <td className="px-3 py-2">
                  {row.before === null && row.after === null ? (
                    <span className="text-slate-600">—</span>
                  ) : (
                    <details className="group">
                      <summary className="cursor-pointer font-semibold text-brand-700">
                        Before / after
                        <span className="sr-only">
                          {' '}
                          of {row.action} {row.entityId ?? ''}
                        </span>
                      </summary>
                      <div className="mt-2 flex w-[24rem] max-w-[70vw] flex-col gap-3">
                        <Snapshot label="Before" json={row.before} />
                        <Snapshot label="After" json={row.after} />
                      </div>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} label="Audit log pages" />
    </section>
  );
}
