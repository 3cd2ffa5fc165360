import { FinanceOverview } from '~/components/dashboard/finance/finance-overview';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { findFinanceOverview } from '~/modules/finance/finance-overview.server';
import { isFinancePeriod } from '~/modules/finance/finance.schemas';
import type { Route } from './+types/finance';

export const meta: Route.MetaFunction = () => dashboardMeta('Finance');

// The Finance overview (issue 11): collections, refunds, dues, breakdowns, charts drawn on the
// server and the exports. ?period=today|month|year picks the breakdowns' period (month otherwise).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'fees');
  const asked = new URL(request.url).searchParams.get('period');
  return { overview: await findFinanceOverview({ period: isFinancePeriod(asked) ? asked : 'month' }) };
}

export default function FinancePage({ loaderData }: Route.ComponentProps) {
  return <FinanceOverview overview={loaderData.overview} />;
}
