import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { describedControl, errorId, FieldError } from '~/components/ui/field';
import { hintClass, inputClass, labelClass } from '~/components/ui/field-classes';
import { formatRupeesForInput, formatPaiseCompact } from '~/modules/courses/course-format';
import { parseRupees } from '~/utils/rupees';
import { type Instalment, INSTALMENTS_MAX } from '~/modules/courses/instalment-plan';

type Row = { key: number; amount: string; dueDate: string };

/**
 * Add/Edit Course's instalment plan (spec §9): rows of amount and due date, sent as one JSON field
 * `instalments` (courses.schemas.ts reads it; the server decides). The running total against the
 * fee is shown as staff type, so a wrong sum is seen before saving; the server's refusal is said
 * under the plan.
 */
export function InstalmentPlanEditor({ initial, feePaise, error }: { initial: readonly Instalment[]; feePaise: number | null; error?: string }) {
  const baseId = useId();
  const [rows, setRows] = useState<Row[]>(() =>
    initial.map((row, index) => ({ key: index, amount: formatRupeesForInput(row.amountPaise / 100), dueDate: row.dueDate })),
  );
  const [nextKey, setNextKey] = useState(initial.length);
  const filled = rows.filter((row) => row.amount.trim() !== '' || row.dueDate !== '');
  const totalPaise = filled.reduce((sum, row) => sum + (parseRupees(row.amount) ?? 0), 0);
  const summaryId = `${baseId}-summary`;
  const fieldsetId = 'course-instalments';

  const update = (key: number, change: Partial<Row>) => setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => {
    setRows((all) => [...all, { key: nextKey, amount: '', dueDate: '' }]);
    setNextKey((n) => n + 1);
  };

  return (
    <fieldset aria-describedby={[summaryId, error ? errorId(fieldsetId) : ''].filter(Boolean).join(' ')} className="flex flex-col gap-3">
      <legend className={labelClass}>Instalment plan (optional)</legend>
      <p className={hintClass}>
        Leave empty to let students pay any amount up to the balance. Otherwise the instalments must add up to the course fee exactly, with due dates in order
        (at most {INSTALMENTS_MAX}).
      </p>
      <input type="hidden" name="instalments" value={JSON.stringify(filled.map(({ amount, dueDate }) => ({ amount, dueDate })))} />
      {rows.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {rows.map((row, index) => {
            const amountId = `${baseId}-amount-${row.key}`;
            const dateId = `${baseId}-date-${row.key}`;
            return (
              <li key={row.key} className="grid grid-cols-1 items-end gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]">
                <div>
                  <label htmlFor={amountId} className={labelClass}>
                    Instalment {index + 1} amount (₹)
                  </label>
                  <input
                    {...describedControl(amountId)}
                    className={inputClass}
                    inputMode="decimal"
                    autoComplete="off"
                    value={row.amount}
                    onChange={(event) => update(row.key, { amount: event.target.value })}
                  />
                </div>
                <div>
                  <label htmlFor={dateId} className={labelClass}>
                    Instalment {index + 1} due date
                  </label>
                  <input
                    {...describedControl(dateId)}
                    className={inputClass}
                    type="date"
                    value={row.dueDate}
                    onChange={(event) => update(row.key, { dueDate: event.target.value })}
                  />
                </div>
                <Button variant="danger" onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}>
                  Remove instalment {index + 1}
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p id={summaryId} className="text-sm text-slate-800">
        {filled.length === 0
          ? 'No instalment plan: students pay any amount up to the balance.'
          : `${filled.length} instalment${filled.length === 1 ? '' : 's'} totalling ${formatPaiseCompact(totalPaise)}` +
            (feePaise === null ? ' (the course fee is not set yet).' : ` of the ${formatPaiseCompact(feePaise)} course fee.`)}
      </p>
      <div>
        <Button variant="outline" onClick={add} disabled={rows.length >= INSTALMENTS_MAX}>
          Add instalment
        </Button>
      </div>
      <FieldError id={fieldsetId} message={error} />
    </fieldset>
  );
}
