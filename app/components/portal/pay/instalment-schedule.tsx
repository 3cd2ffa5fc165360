import type { InstalmentState, ScheduledInstalment } from '~/modules/courses/instalment-plan';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { PayTexts } from '~/modules/i18n/portal/pay-texts.server';
import { formatCalendarDate, formatMediumDate } from '~/utils/dates';
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
export function InstalmentSchedule({ schedule, locale, texts }: { schedule: ScheduledInstalment[]; locale: Locale; texts: PayTexts['schedule'] }) {
  // A due day has no time of day: as typed on English pages, the month named in Hindi and Marathi.
  const day = (value: string) => (locale === 'en' ? formatCalendarDate(value) : formatMediumDate(`${value}T12:00:00+05:30`, locale));
  return (
    <section aria-labelledby="schedule-heading">
      <h3 id="schedule-heading" className="font-semibold text-slate-900">
        {texts.heading}
      </h3>
      <ol className="mt-2 flex flex-col gap-2">
        {schedule.map((row) => (
          <li
            key={row.number}
            aria-current={row.next ? 'step' : undefined}
            className={`flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 ${row.next ? NEXT_TONE : 'border-slate-200'}`}
          >
            <div>
              <p className="font-medium text-slate-900">{fillText(texts.instalment, { number: row.number, amount: formatPaiseCompact(row.amountPaise) })}</p>
              <p className="text-sm text-slate-700">
                {fillText(texts.due, { date: day(row.dueDate) })}
                {row.state === 'part-paid' || (row.state === 'overdue' && row.outstandingPaise < row.amountPaise)
                  ? ` · ${fillText(texts.stillToPay, { amount: formatPaiseCompact(row.outstandingPaise) })}`
                  : ''}
              </p>
            </div>
            <p className="flex items-center gap-2 text-sm">
              {row.next ? <span className="font-semibold text-brand-800">{texts.next}</span> : null}
              <span className={`rounded-full px-2 py-0.5 font-semibold ${STATE_TONE[row.state]}`}>{texts.states[row.state]}</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
