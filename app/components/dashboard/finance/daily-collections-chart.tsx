import { formatPaise, formatPaiseCompact } from '~/modules/courses/course-format';
import { formatCalendarDate } from '~/utils/dates';

// Daily collections as bars drawn in SVG on the server: no chart library in any bundle. An amount
// axis (nothing, half and the largest day) says what a bar's height means; the days that took money
// follow as a table (in a disclosure) for screen readers and for anyone who wants figures.

const WIDTH = 720;
const HEIGHT = 180;
const AXIS = 24;
/** Room at the left for the amount axis's labels (₹10,00,000.00 at 11 px). */
const LABELS = 96;

export function DailyCollectionsChart({ daily }: { daily: Array<{ day: string; receivedPaise: number }> }) {
  const largest = Math.max(0, ...daily.map((day) => day.receivedPaise));
  const total = daily.reduce((sum, day) => sum + day.receivedPaise, 0);
  const slot = (WIDTH - LABELS) / Math.max(daily.length, 1);
  const withMoney = daily.filter((day) => day.receivedPaise > 0);
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;
  const summary =
    first && last
      ? `Daily collections from ${formatCalendarDate(first)} to ${formatCalendarDate(last)}: ${formatPaise(total)} in all, ` +
        `the largest day ${formatPaise(largest)}.`
      : 'No days to show.';
  return (
    <figure className="rounded-md border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 font-semibold text-slate-900">Collections per day, last {daily.length} days</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-label={summary} className="h-auto w-full">
        <line x1={LABELS} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" strokeWidth={1} />
        <line x1={LABELS} y1={8} x2={LABELS} y2={HEIGHT} stroke="#94a3b8" strokeWidth={1} />
        {[largest, largest / 2, 0].map((amount, index) => (
          <g key={index} aria-hidden="true">
            <line
              x1={LABELS - 4}
              y1={HEIGHT - (largest > 0 ? (amount / largest) * (HEIGHT - 8) : 0)}
              x2={LABELS}
              y2={HEIGHT - (largest > 0 ? (amount / largest) * (HEIGHT - 8) : 0)}
              stroke="#94a3b8"
            />
            <text
              x={LABELS - 6}
              y={HEIGHT - (largest > 0 ? (amount / largest) * (HEIGHT - 8) : 0) + 4}
              fontSize={11}
              fill="#334155"
              textAnchor="end"
              data-axis="amount"
            >
              {formatPaiseCompact(Math.round(amount))}
            </text>
          </g>
        ))}
        {daily.map((day, index) => {
          const height = largest > 0 ? Math.max(day.receivedPaise > 0 ? 2 : 0, (day.receivedPaise / largest) * (HEIGHT - 8)) : 0;
          return (
            <rect key={day.day} x={LABELS + index * slot + 1} y={HEIGHT - height} width={Math.max(slot - 2, 1)} height={height} fill="#0f766e">
              <title>{`${formatCalendarDate(day.day)}: ${formatPaise(day.receivedPaise)}`}</title>
            </rect>
          );
        })}
        {first && last ? (
          <>
            <text x={LABELS} y={HEIGHT + 16} fontSize={12} fill="#334155">
              {formatCalendarDate(first)}
            </text>
            <text x={WIDTH} y={HEIGHT + 16} fontSize={12} fill="#334155" textAnchor="end">
              {formatCalendarDate(last)}
            </text>
          </>
        ) : null}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Show the days that took money as a table</summary>
        {withMoney.length === 0 ? <p className="mt-2 text-slate-700">No money was received in these {daily.length} days.</p> : null}
        <table className="mt-2 w-full max-w-md text-left" hidden={withMoney.length === 0}>
          <caption className="sr-only">Collections per day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Day
              </th>
              <th scope="col" className="py-1 text-right">
                Received
              </th>
            </tr>
          </thead>
          <tbody>
            {withMoney.map((day) => (
              <tr key={day.day} className="border-t border-slate-100">
                <td className="py-1 pr-4">{formatCalendarDate(day.day)}</td>
                <td className="py-1 text-right tabular-nums">{formatPaise(day.receivedPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
