import type { InstalmentState, ScheduledInstalment } from '~/modules/courses/instalment-plan';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { formatCalendarDate } from '~/utils/dates';

const STATE_TEXT: Record<InstalmentState, string> = { paid: 'Paid', 'part-paid': 'Part paid', due: 'Due', overdue: 'Overdue' };
const STATE_TONE: Record<InstalmentState, string> = {
  paid: 'bg-green-100 text-green-900',
  'part-paid': 'bg-amber-100 text-amber-900',
  due: 'bg-slate-100 text-slate-900',
  overdue: 'bg-red-100 text-red-900',
};

const NEXT_TONE = 'border-brand-700 bg-brand-50';

/**
 * What is due when (spec §9 instalments): one line per instalment with its amount, due date and
 * state, the next one marked. A list, not a table: it reads the same on a 375 px phone.
 */
export function InstalmentSchedule({ schedule }: { schedule: ScheduledInstalment[] }) {
  return (
    <section aria-labelledby="schedule-heading">
      <h3 id="schedule-heading" className="font-semibold text-slate-900">
        Instalment schedule
      </h3>
      <ol className="mt-2 flex flex-col gap-2">
        {schedule.map((row) => (
          <li
            key={row.number}
            aria-current={row.next ? 'step' : undefined}
            className={`flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 ${row.next ? NEXT_TONE : 'border-slate-200'}`}
          >
            <div>
              <p className="font-medium text-slate-900">
                Instalment {row.number}: {formatPaiseCompact(row.amountPaise)}
              </p>
              <p className="text-sm text-slate-700">
                Due {formatCalendarDate(row.dueDate)}
                {row.state === 'part-paid' || (row.state === 'overdue' && row.outstandingPaise < row.amountPaise)
                  ? ` · ${formatPaiseCompact(row.outstandingPaise)} still to pay`
                  : ''}
              </p>
            </div>
            <p className="flex items-center gap-2 text-sm">
              {row.next ? <span className="font-semibold text-brand-800">Next</span> : null}
              <span className={`rounded-full px-2 py-0.5 font-semibold ${STATE_TONE[row.state]}`}>{STATE_TEXT[row.state]}</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
