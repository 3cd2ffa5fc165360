import { formatPaise } from '~/modules/courses/course-format';
import { formatCalendarDate } from '~/utils/dates';

// Daily collections as bars drawn in SVG on the server: no chart library in any bundle. The same
// numbers follow as a table (in a disclosure) for screen readers and for anyone who wants figures.

const WIDTH = 720;
const HEIGHT = 180;
const AXIS = 24;

export function DailyCollectionsChart({ daily }: { daily: Array<{ day: string; receivedPaise: number }> }) {
  const largest = Math.max(0, ...daily.map((day) => day.receivedPaise));
  const total = daily.reduce((sum, day) => sum + day.receivedPaise, 0);
  const slot = WIDTH / Math.max(daily.length, 1);
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
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" strokeWidth={1} />
        {daily.map((day, index) => {
          const height = largest > 0 ? Math.max(day.receivedPaise > 0 ? 2 : 0, (day.receivedPaise / largest) * (HEIGHT - 8)) : 0;
          return (
            <rect key={day.day} x={index * slot + 1} y={HEIGHT - height} width={Math.max(slot - 2, 1)} height={height} fill="#0f766e">
              <title>{`${formatCalendarDate(day.day)}: ${formatPaise(day.receivedPaise)}`}</title>
            </rect>
          );
        })}
        {first && last ? (
          <>
            <text x={0} y={HEIGHT + 16} fontSize={12} fill="#334155">
              {formatCalendarDate(first)}
            </text>
            <text x={WIDTH} y={HEIGHT + 16} fontSize={12} fill="#334155" textAnchor="end">
              {formatCalendarDate(last)}
            </text>
          </>
        ) : null}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Show the collections per day as a table</summary>
        <table className="mt-2 w-full max-w-md text-left">
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
            {daily.map((day) => (
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
