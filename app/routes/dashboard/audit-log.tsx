import { AuditLogTable } from '~/components/dashboard/inbox/audit-log-table';
import { dashboardMeta, pageParam } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { auditLogFilters } from '~/modules/audit/audit.schemas';
import { auditChanges, auditSentence } from '~/modules/audit/describe-audit-entry';
import { findAuditLog } from '~/modules/audit/find-audit-log.server';
import type { Route } from './+types/audit-log';

export const meta: Route.MetaFunction = () => dashboardMeta('Audit Log');

// Every administrator write, newest first (DESIGN.md §7 'Logs'), filtered and paged on the server
// from the URL (?person=&action=&from=&to=&page=), each entry as a sentence with its changes.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'audit');
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = auditLogFilters.safeParse(params);
  // A filter that cannot be read is left out and said so; the others still apply.
  const filters = parsed.success ? parsed.data : auditLogFilters.partial().catch({}).parse(validOnly(params, parsed.error.issues));
  const problem = parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join(' ');
  const result = await findAuditLog({ page: pageParam(request), pageSize: 50, filters });
  const entries = result.entries.map((entry) => ({
    id: entry.id,
    createdAt: entry.createdAt,
    action: entry.action,
    sentence: auditSentence(entry),
    changes: auditChanges(entry),
  }));
  return { entries, total: result.total, page: result.page, pageCount: result.pageCount, filters, problem };
}

function validOnly(params: Record<string, string>, issues: { path: PropertyKey[] }[]) {
  const bad = new Set(issues.map((issue) => String(issue.path[0])));
  return Object.fromEntries(Object.entries(params).filter(([key]) => !bad.has(key)));
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  return <AuditLogTable {...loaderData} />;
}
