import { Table } from '~/components/ui/table';
import type { RoundView } from '~/modules/admissions/find-merit-rounds.server';
import { MERIT_CRITERION_LABELS } from '~/modules/admissions/merit-list';
import { SEAT_CATEGORIES } from '~/modules/admissions/reservation';
import { formatCalendarDate, formatDateTime } from '~/utils/dates';

const OFFER_NOW = { open: 'Open offer', accepted: 'Accepted', declined: 'Declined', lapsed: 'Lapsed', closed: 'Closed by staff' } as const;
const OFFER_CLASS = {
  open: 'text-amber-800',
  accepted: 'text-green-800',
  declined: 'text-slate-600',
  lapsed: 'text-red-700',
  closed: 'text-slate-600',
} as const;

/** One merit round as published: what it offered, its list in rank order, and where each offer stands now. */
export function MeritRoundTable({ round }: { round: RoundView }) {
  const counts = { open: 0, accepted: 0, declined: 0, lapsed: 0, closed: 0 };
  for (const entry of round.entries) if (entry.offerState) counts[entry.offerState]++;
  const seats = SEAT_CATEGORIES.filter((category) => round.freeSeats[category] > 0)
    .map((category) => `${category} ${round.freeSeats[category]}`)
    .join(', ');
  return (
    <section aria-labelledby={`round-${round.id}`} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`round-${round.id}`} className="text-lg font-semibold text-slate-900">
          Round {round.number}
        </h2>
        <p className="flex gap-3 text-sm">
          <a href={`/api/admin/merit-rounds/${round.id}/list.csv`} className="font-semibold text-brand-700 underline" download>
            Download CSV
          </a>
          <a href={`/api/admin/merit-rounds/${round.id}/list.xlsx`} className="font-semibold text-brand-700 underline" download>
            Download Excel
          </a>
          <a href={`/api/admin/merit-rounds/${round.id}/list.pdf`} className="font-semibold text-brand-700 underline" download>
            Download PDF
          </a>
        </p>
      </div>
      <p className="mt-1 mb-3 text-sm text-slate-700">
        Published {formatDateTime(round.createdAt)} · ranked by {MERIT_CRITERION_LABELS[round.criterion]} ·{' '}
        {round.reserved ? 'reserved seats from their category' : 'every seat Open (after the conversion round)'} · offered: {seats || 'no seat free'} · accept
        by {formatCalendarDate(round.deadlineOn)} · {counts.accepted} accepted, {counts.declined} declined, {counts.lapsed} lapsed, {counts.open} open
      </p>
      {round.entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody was left to rank.</p>
      ) : (
        <Table
          label={`Round ${round.number} list`}
          caption={`Round ${round.number}, in rank order`}
          columns={['Rank', 'Student', 'Category', 'Marks', 'Outcome', 'Seat', 'Offer now']}
          minWidth="min-w-[44rem]"
        >
          <tbody>
            {round.entries.map((entry) => (
              <tr key={entry.applicationId} className="border-t border-slate-200">
                <td className="px-3 py-2">{entry.rank}</td>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {entry.student}
                  <span className="block text-xs font-normal text-slate-600">{entry.email}</span>
                </th>
                <td className="px-3 py-2">{entry.category}</td>
                <td className="px-3 py-2">{entry.score === null ? 'Not given' : entry.score}</td>
                <td className="px-3 py-2">{entry.outcome === 'offered' ? 'Offered' : 'Waitlisted'}</td>
                <td className="px-3 py-2">{entry.seatCategory ?? ''}</td>
                <td className={`px-3 py-2 font-medium ${entry.offerState ? OFFER_CLASS[entry.offerState] : ''}`}>
                  {entry.offerState ? OFFER_NOW[entry.offerState] : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
