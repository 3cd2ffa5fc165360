import { Link } from 'react-router';
import { Table } from '~/components/ui/table';
import { formatPaise } from '~/modules/courses/course-format';
import type { FinanceOverview as Overview } from '~/modules/finance/finance-overview.server';
import { FINANCE_PERIODS, type FinancePeriod } from '~/modules/finance/finance.schemas';
import { DailyCollectionsChart } from './daily-collections-chart';
import { FinanceExports } from './finance-exports';
import { TestMoneyNote } from './test-money-note';

// The Finance overview (issue 11): what came in, what went back and what is still owed, at a glance.

// An amount never breaks across lines (₹1,00,00,000.00 is one figure); a label and its amount may.
const AMOUNT = 'whitespace-nowrap tabular-nums';

function CollectedCard({ title, received, refunded, net }: { title: string; received: number; refunded: number; net: number }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-4">
      <h3 className="text-sm font-medium text-slate-700">{title}</h3>
      <p className={`mt-1 text-xl font-bold text-slate-900 ${AMOUNT}`}>{formatPaise(net)}</p>
      <dl className="mt-2 text-sm text-slate-700">
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt>Received</dt>
          <dd className={AMOUNT}>{formatPaise(received)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt>Refunds</dt>
          <dd className={AMOUNT}>{formatPaise(refunded)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Breakdown({ label, heading, rows }: { label: string; heading: string; rows: Array<{ name: string; receivedPaise: number; refundedPaise: number }> }) {
  if (!rows.length) return <p className="text-sm text-slate-700">No money recorded in this period.</p>;
  return (
    <Table label={label} caption={label} columns={[heading, 'Received', 'Refunds', 'Net']} minWidth="min-w-[32rem]">
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-t border-slate-100">
            <th scope="row" className="px-3 py-2 font-normal">
              {row.name}
            </th>
            <td className={`px-3 py-2 ${AMOUNT}`}>{formatPaise(row.receivedPaise)}</td>
            <td className={`px-3 py-2 ${AMOUNT}`}>{formatPaise(row.refundedPaise)}</td>
            <td className={`px-3 py-2 ${AMOUNT}`}>{formatPaise(row.receivedPaise - row.refundedPaise)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

// The chosen period reads as pressed: filled in the brand colour.
const PERIOD_LINK =
  'rounded-full border border-slate-300 px-3 py-1 text-slate-800 hover:bg-slate-100 ' +
  'aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/** Applications by status: a table whose rows carry their bar (the bar is decoration; the number is the figure). */
function ApplicationsByStatus({ rows }: { rows: Array<{ status: string; count: number }> }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Table
      label="Applications by status"
      caption="Applications by status"
      columns={['Status', 'Applications', 'Share']}
      minWidth="min-w-[24rem]"
      className="max-w-xl"
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.status} className="border-t border-slate-100">
            <th scope="row" className="px-3 py-2 font-normal">
              {row.status}
            </th>
            <td className="px-3 py-2 tabular-nums">{row.count}</td>
            <td className="w-1/2 px-3 py-2">
              <span aria-hidden="true" className="block h-3 rounded-sm bg-brand-700" style={{ width: `${total ? (row.count / total) * 100 : 0}%` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function FinanceOverview({ overview }: { overview: Overview }) {
  const { periods, period } = overview;
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Finance</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Money recorded in the ledger, by the day it was recorded (India time), net of refunds; never TEST payments or cancelled receipts. The financial year
          runs from 1 April to 31 March.
        </p>
      </div>

      <section aria-labelledby="finance-collected">
        <h2 id="finance-collected" className="sr-only">
          Collected
        </h2>
        {/* As many cards to a row as fit at 15rem each: room for ₹1,00,00,000.00 beside its label. */}
        <div className="grid grid-cols-[repeat(auto-fit,minmax(15rem,1fr))] gap-4">
          <CollectedCard title="Collected today" received={periods.today.receivedPaise} refunded={periods.today.refundedPaise} net={periods.today.netPaise} />
          <CollectedCard
            title="Collected this month"
            received={periods.month.receivedPaise}
            refunded={periods.month.refundedPaise}
            net={periods.month.netPaise}
          />
          <CollectedCard
            title="Collected this financial year"
            received={periods.year.receivedPaise}
            refunded={periods.year.refundedPaise}
            net={periods.year.netPaise}
          />
          <div className="rounded-md border border-slate-200 bg-white p-4">
            <h3 className="text-sm font-medium text-slate-700">Dues outstanding</h3>
            <p className={`mt-1 text-xl font-bold text-slate-900 ${AMOUNT}`}>{formatPaise(overview.duesPaise)}</p>
            <p className="mt-2 text-sm text-slate-700">What applications not rejected still owe of their course fee.</p>
          </div>
        </div>
      </section>

      <TestMoneyNote testMoney={overview.testMoney} />

      <FinanceExports today={overview.today} monthStart={periods.month.from} />

      <section aria-labelledby="finance-breakdown" className="space-y-3">
        <h2 id="finance-breakdown" className="text-lg font-semibold text-slate-900">
          Collections by course and method: {FINANCE_PERIODS[period].toLowerCase()}
        </h2>
        <nav aria-label="Period" className="flex flex-wrap gap-2 text-sm">
          {(Object.keys(FINANCE_PERIODS) as FinancePeriod[]).map((key) => (
            <Link key={key} to={`?period=${key}`} aria-current={key === period ? 'page' : undefined} className={PERIOD_LINK}>
              {FINANCE_PERIODS[key]}
            </Link>
          ))}
        </nav>
        <Breakdown label="Collections by course" heading="Course" rows={overview.byCourse.map((row) => ({ name: row.course, ...row }))} />
        <Breakdown label="Collections by method" heading="Method" rows={overview.byMethod.map((row) => ({ name: row.method, ...row }))} />
      </section>

      <section aria-labelledby="finance-charts" className="space-y-4">
        <h2 id="finance-charts" className="text-lg font-semibold text-slate-900">
          Trends
        </h2>
        <DailyCollectionsChart daily={overview.daily} />
        <ApplicationsByStatus rows={overview.applicationsByStatus} />
      </section>
    </div>
  );
}
