import { buttonClass } from '~/components/ui/button-classes';
import { inputClass, labelClass } from '~/components/ui/field-classes';

// The downloads of the Finance page: plain GET forms to the export API (the session cookie signs
// them), so the browser saves the streamed file itself; no script is needed.

export function FinanceExports({ today, monthStart }: { today: string; monthStart: string }) {
  return (
    <section aria-labelledby="finance-exports" className="rounded-md border border-slate-200 bg-white p-4">
      <h2 id="finance-exports" className="text-lg font-semibold text-slate-900">
        Exports
      </h2>
      <form method="get" action="/api/admin/exports/ledger.csv" className="mt-3 flex flex-wrap items-end gap-3" aria-label="Export a range of days">
        <div>
          <label htmlFor="export-from" className={labelClass}>
            From
          </label>
          <input id="export-from" name="from" type="date" required defaultValue={monthStart} max={today} className={inputClass} />
        </div>
        <div>
          <label htmlFor="export-to" className={labelClass}>
            To
          </label>
          <input id="export-to" name="to" type="date" required defaultValue={today} max={today} className={inputClass} />
        </div>
        <button type="submit" formAction="/api/admin/exports/ledger.csv" className={buttonClass('primary')}>
          Ledger (CSV)
        </button>
        <button type="submit" formAction="/api/admin/exports/ledger.xlsx" className={buttonClass('outline')}>
          Ledger (Excel)
        </button>
        <button type="submit" formAction="/api/admin/exports/applications.csv" className={buttonClass('secondary')}>
          Applications (CSV)
        </button>
        <button type="submit" formAction="/api/admin/exports/applications.xlsx" className={buttonClass('secondary')}>
          Applications (Excel)
        </button>
      </form>
      <p className="mt-2 text-sm text-slate-700">
        The ledger lists every payment, refund and adjustment recorded on those days, with receipt numbers, references, the gateway’s ids, each row’s Tally
        voucher type and ledger name, and TEST payments marked, in rupees as Tally imports them.
      </p>
      <form method="get" action="/api/admin/exports/day-book.pdf" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Print a day book">
        <div>
          <label htmlFor="day-book-date" className={labelClass}>
            Day
          </label>
          <input id="day-book-date" name="date" type="date" required defaultValue={today} max={today} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Day book (PDF)
        </button>
      </form>
    </section>
  );
}
