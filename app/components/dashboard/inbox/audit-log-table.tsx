import { Form, Link } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import { buttonClass } from '~/components/ui/button-classes';
import { inputClass, labelClass } from '~/components/ui/field-classes';
import { AUDIT_ACTIONS, AUDIT_PERSON_MAX, type AuditLogFilters } from '~/modules/audit/audit.schemas';
import type { AuditChange } from '~/modules/audit/describe-audit-entry';
import { formatDateTime } from '~/utils/dates';

export type AuditRow = { id: string; createdAt: number; action: string; sentence: string; changes: AuditChange[] };

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).sort(([, a], [, b]) => a.localeCompare(b));

/** The filters as a query string, with `page` when it is not the first. */
function query(filters: AuditLogFilters, page = 1) {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

function Filters({ filters, problem }: { filters: AuditLogFilters; problem: string | null }) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    // A GET form: the filters live in the URL, so a filtered view can be bookmarked and shared.
    <Form
      method="get"
      role="search"
      aria-label="Filter the audit log"
      className="mt-4 grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-[1.3fr_1.5fr_1fr_1fr_auto]"
    >
      <div>
        <label htmlFor="audit-person" className={labelClass}>
          Person
        </label>
        <input
          id="audit-person"
          type="search"
          name="person"
          defaultValue={filters.person ?? ''}
          key={filters.person ?? ''}
          maxLength={AUDIT_PERSON_MAX}
          placeholder="Staff member or student"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="audit-action" className={labelClass}>
          Action
        </label>
        <select id="audit-action" name="action" defaultValue={filters.action ?? ''} key={filters.action ?? ''} className={inputClass}>
          <option value="">All actions</option>
          {ACTION_OPTIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className={labelClass}>
          From
        </label>
        <input id="audit-from" type="date" name="from" defaultValue={filters.from ?? ''} key={filters.from ?? ''} className={inputClass} />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClass}>
          To
        </label>
        <input id="audit-to" type="date" name="to" defaultValue={filters.to ?? ''} key={filters.to ?? ''} className={inputClass} />
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass('primary')}>
          Filter
        </button>
        {filtered ? (
          <Link to="?" className={buttonClass('outline')}>
            Clear
          </Link>
        ) : null}
      </div>
      {problem ? <p className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">{problem}</p> : null}
    </Form>
  );
}

function Changes({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.label} className="break-words">
          <span className="font-medium text-slate-900">{change.label}:</span>{' '}
          {change.before === null ? (
            change.after // set where there was nothing: no arrow
          ) : (
            <>
              {change.before}
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> changed to </span>
              {change.after ?? 'nothing'}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

// Who did what to whom and when, in sentences; what changed as before → after.
export function AuditLogTable({
  entries,
  total,
  page,
  pageCount,
  filters,
  problem,
}: {
  entries: AuditRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: AuditLogFilters;
  problem: string | null;
}) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section aria-labelledby="audit-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="audit-title" className="text-2xl font-bold text-slate-900">
          Audit Log
        </h1>
        <p className="text-sm text-slate-700" role="status">
          {total === 1 ? '1 entry' : `${total} entries`}
          {filtered ? ' match the filters' : ''}
        </p>
      </div>
      <Filters filters={filters} problem={problem} />
      {entries.length === 0 ? (
        <EmptyState className="mt-4">{filtered ? 'No entries match these filters.' : 'No entries yet.'}</EmptyState>
      ) : (
        <Table caption="Staff and student actions, newest first" columns={['Date', 'What happened', 'Changes']} minWidth="min-w-[48rem]" className="mt-4">
          <tbody className="divide-y divide-slate-200">
            {entries.map((row) => (
              <tr key={row.id} className="align-top">
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                  <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt)}</time>
                </td>
                <td className="px-3 py-2 text-slate-900">
                  {row.sentence}
                  {/* The recorded action's code: what the API and the filter's URL call it. */}
                  <span className="mt-0.5 block font-mono text-xs text-slate-600">{row.action}</span>
                </td>
                <td className="px-3 py-2 text-sm text-slate-800">
                  <Changes changes={row.changes} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} label="Audit log pages" href={(target) => query(filters, target)} />
    </section>
  );
}
