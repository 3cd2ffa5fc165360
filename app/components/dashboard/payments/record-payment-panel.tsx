import { useEffect, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { smallButtonClass } from '~/components/ui/button-classes';
import { EmptyState } from '~/components/ui/empty-state';
import { Field } from '~/components/ui/field';
import { inputClass } from '~/components/ui/field-classes';
import { ResultStatus, saidInline, useResultToast } from '~/components/ui/result-notice';
import { useRevealProblem } from '~/components/ui/reveal-problem';
import { Table } from '~/components/ui/table';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import type { PayableApplication } from '~/modules/offline-payments/find-payment-desk.server';
import { OFFLINE_METHOD_LABELS, OFFLINE_METHODS } from '~/modules/offline-payments/offline-payments.schemas';
import type { ActionResult } from '~/utils/action-result';
import { dateInputValue } from '~/utils/dates';

type Recorded = ActionResult<{ receiptNumber?: string; receiptUrl?: string }>;

/** A key per payment being entered: the server records a submission once, however often it arrives. */
const newSubmissionKey = () => crypto.randomUUID();

function RecordPaymentForm({ application, onDone }: { application: PayableApplication; onDone: () => void }) {
  const fetcher = useFetcher<Recorded>({ key: `record-payment-${application._id}` });
  const [method, setMethod] = useState<string>('cash');
  const [submissionKey, setSubmissionKey] = useState(newSubmissionKey);
  // A refusal takes the desk to the field (or the line) that says it.
  const { container: form, reveal } = useRevealProblem<HTMLFormElement>();
  useResultToast(fetcher.data, { refusals: 'inline', onResult: (answer) => (answer.ok ? undefined : reveal()) });
  // Opened under the list it was chosen from, below the fold at 1366×768 (issue 21): brought into
  // view, with the amount to type in focus. To the middle of the screen, so it stays whole if the
  // page above it settles a little later (the rest of the stylesheet arriving after a first tap).
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'center' });
    form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus({ preventScroll: true });
  }, [form]);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const recorded = fetcher.data?.ok ? fetcher.data : null;
  // Recorded: the form is emptied for the next payment, which gets a key of its own.
  useEffect(() => {
    if (!recorded) return;
    form.current?.reset();
    setMethod('cash');
    setSubmissionKey(newSubmissionKey());
  }, [recorded, form]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="mt-4 flex max-w-xl flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="record-form-heading"
    >
      <h3 id="record-form-heading" className="font-semibold text-slate-900">
        Record a payment for {application.student}, {application.course}
      </h3>
      <p className="text-sm text-slate-700">Balance due {formatPaiseCompact(application.balancePaise)}</p>
      <input type="hidden" name="intent" value="record" />
      <input type="hidden" name="applicationId" value={application._id} />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <Field id="record-amount" label="Amount received (₹)" required error={errors.amount}>
        {(control) => <input name="amount" inputMode="decimal" autoComplete="off" required {...control} />}
      </Field>
      <Field id="record-method" label="Paid by" required error={errors.method}>
        {(control) => (
          <select name="method" value={method} onChange={(event) => setMethod(event.target.value)} {...control}>
            {OFFLINE_METHODS.map((value) => (
              <option key={value} value={value}>
                {OFFLINE_METHOD_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {method === 'cash' ? null : (
        <Field
          id="record-reference"
          label={method === 'upi' || method === 'bank-transfer' ? 'UTR' : method === 'cheque' ? 'Cheque number' : 'Demand draft number'}
          required
          error={errors.reference}
        >
          {(control) => <input name="reference" autoComplete="off" required {...control} />}
        </Field>
      )}
      {method === 'cheque' || method === 'demand-draft' ? (
        <Field id="record-bank" label="Bank" required error={errors.bank}>
          {(control) => <input name="bank" autoComplete="off" required {...control} />}
        </Field>
      ) : null}
      <Field id="record-paid-on" label="Date paid" required error={errors.paidOn}>
        {(control) => <input name="paidOn" type="date" required defaultValue={dateInputValue(Date.now())} max={dateInputValue(Date.now())} {...control} />}
      </Field>
      {errors.confirmRepeat ? (
        <label className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <input type="checkbox" name="confirmRepeat" value="true" className="mt-1" />
          <span>
            {errors.confirmRepeat} <strong>Yes, this is a second payment.</strong>
          </span>
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={fetcher.state !== 'idle'}>
          Record payment
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
        <ResultStatus result={saidInline(fetcher.data)} />
      </div>
      {recorded?.receiptUrl ? (
        <p className="text-sm text-green-800">
          Recorded on receipt{' '}
          <a href={recorded.receiptUrl} download className="font-semibold underline">
            {recorded.receiptNumber}
          </a>
          .
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** 'Record a payment': find the application by the student's name, e-mail or phone, then the form. */
export function RecordPaymentPanel({ query, applications }: { query: string; applications: PayableApplication[] }) {
  const [chosen, setChosen] = useState<PayableApplication | null>(null);
  return (
    <section aria-labelledby="record-heading">
      <h2 id="record-heading" className="mb-3 text-xl font-semibold text-slate-900">
        Record a payment
      </h2>
      <Form method="get" role="search" className="flex max-w-xl flex-wrap items-end gap-3">
        <label className="min-w-64 flex-1 text-sm font-medium text-slate-800">
          Student name, e-mail or phone
          <input name="q" type="search" defaultValue={query} className={inputClass} />
        </label>
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </Form>
      {query ? (
        applications.length === 0 ? (
          <EmptyState className="mt-3">No application with a balance due matches “{query}”.</EmptyState>
        ) : (
          <Table
            className="mt-3"
            label="Applications with a balance due"
            columns={[
              'Student',
              'Course',
              'Balance',
              <span key="action" className="sr-only">
                Action
              </span>,
            ]}
            minWidth="min-w-[40rem]"
          >
            <tbody>
              {applications.map((application) => (
                <tr key={application._id} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {application.student}
                    <span className="block text-xs font-normal text-slate-600">{[application.email, application.phone].filter(Boolean).join(' · ')}</span>
                  </th>
                  <td className="px-3 py-2">{application.course}</td>
                  <td className="px-3 py-2">{formatPaiseCompact(application.balancePaise)}</td>
                  <td className="px-3 py-2">
                    <button type="button" onClick={() => setChosen(application)} className={smallButtonClass('primary')}>
                      Record a payment
                      <span className="sr-only">
                        {' '}
                        for {application.student}, {application.course}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )
      ) : null}
      {chosen ? <RecordPaymentForm key={chosen._id} application={chosen} onDone={() => setChosen(null)} /> : null}
    </section>
  );
}
