import { formatPaise } from '~/modules/courses/course-format';
import type { TestMoney } from '~/modules/finance/finance-overview.server';
import { FINANCE_PERIODS, type FinancePeriod } from '~/modules/finance/finance.schemas';

// TEST money is never fee income (issue 'Money an accountant can sign off'): what moved on a test
// gateway is shown here, apart, and in no other figure of the page. Nothing shows when there was none.

export function TestMoneyNote({ testMoney }: { testMoney: Record<FinancePeriod, TestMoney> }) {
  const periods = (Object.keys(FINANCE_PERIODS) as FinancePeriod[]).filter((period) => testMoney[period].receivedPaise || testMoney[period].refundedPaise);
  if (!periods.length) return null;
  return (
    <section aria-labelledby="finance-test-money" className="rounded-md border border-red-200 bg-red-50 p-4">
      <h2 id="finance-test-money" className="text-base font-semibold text-red-900">
        TEST payments: no money received
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-red-900">
        Payments and refunds on a test gateway (the simulated one, or Razorpay test keys). They are not counted in what was collected, in the breakdowns or in
        the chart.
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-1 text-sm text-red-900">
        {periods.map((period) => (
          <div key={period} className="flex flex-wrap gap-x-2">
            <dt>{FINANCE_PERIODS[period]}</dt>
            <dd className="font-semibold whitespace-nowrap tabular-nums">
              {formatPaise(testMoney[period].receivedPaise)}
              {testMoney[period].refundedPaise ? ` (${formatPaise(testMoney[period].refundedPaise)} refunded)` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
