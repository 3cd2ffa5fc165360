import { AuditLogTable } from '~/components/dashboard/inbox/audit-log-table';
import { dashboardMeta, pageParam } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { findAuditLog } from '~/modules/audit/find-audit-log.server';
import type { Route } from './+types/audit-log';

export const meta: Route.MetaFunction = () => dashboardMeta('Audit Log');

// Every administrator write, newest first (DESIGN.md §7 'Logs'), paged on the server.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const result = await findAuditLog({ page: pageParam(request), pageSize: 50 });
  // before/after are arbitrary JSON: hand them to the page as text, shown as text.
  const entries = result.entries.map(({ before, after, ...entry }) => ({
    ...entry,
    before: before === null || before === undefined ? null : JSON.stringify(before, null, 2),
    after: after === null || after === undefined ? null : JSON.stringify(after, null, 2),
  }));
  return { entries, total: result.total, page: result.page, pageCount: result.pageCount };
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  return <AuditLogTable {...loaderData} />;
}
