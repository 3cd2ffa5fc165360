import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { ResultStatus, saidInline, useResultToast } from '~/components/ui/result-notice';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import {
  GST_STATUS_LABELS,
  GST_STATUSES,
  ISSUER_ADDRESS_MAX,
  ISSUER_NAME_MAX,
  ISSUER_PHONE_MAX,
  type ReceiptIssuerInput,
} from '~/modules/receipt-issuer/receipt-issuer.schemas';

/**
 * Receipt issuer: the name, address, contact and tax identity printed on every receipt, credit
 * note and fee statement issued from now on, saved together. Fields start with the values in force.
 */
export function ReceiptIssuerForm({ fields }: { fields: ReceiptIssuerInput }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fieldErrors : {};
  // A save is said by its toast; a refusal at its fields and beside Save.
  useResultToast(result, { refusals: 'inline' });
  const text = (
    name: Exclude<keyof ReceiptIssuerInput, 'gstStatus'>,
    label: string,
    options: { max: number; required?: boolean; hint?: string; type?: string; autoComplete?: string },
  ) => (
    <Field id={`issuer-${name}`} label={label} required={options.required} hint={options.hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={options.type ?? 'text'}
          required={options.required}
          maxLength={options.max}
          autoComplete={options.autoComplete ?? 'off'}
          defaultValue={fields[name]}
        />
      )}
    </Field>
  );

  return (
    <fetcher.Form method="post" className="flex max-w-3xl flex-col gap-6" aria-busy={busy}>
      <section aria-labelledby="issuer-contact" className="rounded-xl border border-slate-200 bg-white p-5 tab:p-6">
        <h2 id="issuer-contact" className="text-lg font-semibold text-slate-900">
          Letterhead
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">The institute as its receipts, credit notes and fee statements name it.</p>
        <div className="grid gap-5 desk:grid-cols-2">
          {text('name', 'Name', { max: ISSUER_NAME_MAX, required: true, autoComplete: 'organization' })}
          {text('email', 'E-mail', { max: 254, required: true, type: 'email', hint: 'Students are told to write here about a payment.' })}
          <Field id="issuer-address" label="Address" required error={errors.address} className="desk:col-span-2">
            {(control) => <textarea {...control} name="address" required rows={2} maxLength={ISSUER_ADDRESS_MAX} defaultValue={fields.address} />}
          </Field>
          {text('phone1', 'Phone 1', { max: ISSUER_PHONE_MAX, required: true, type: 'tel', hint: 'The number the e-mails about fees give.' })}
          {text('phone2', 'Phone 2', { max: ISSUER_PHONE_MAX, type: 'tel', hint: 'Optional.' })}
        </div>
      </section>

      <section aria-labelledby="issuer-tax" className="rounded-xl border border-slate-200 bg-white p-5 tab:p-6">
        <h2 id="issuer-tax" className="text-lg font-semibold text-slate-900">
          Tax details
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">Printed under the address. Ask the institute&apos;s accountant what applies.</p>
        <div className="grid gap-5 desk:grid-cols-2">
          <Field id="issuer-gstStatus" label="GST" required error={errors.gstStatus} className="desk:col-span-2">
            {(control) => (
              <select {...control} name="gstStatus" required defaultValue={fields.gstStatus}>
                {GST_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {GST_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('gstin', 'GSTIN', { max: 20, hint: "15 characters, for example 27ABCDE1234F1Z5. Only with 'Registered'." })}
          {text('pan', 'PAN', { max: 12, hint: 'Optional. 10 characters, for example ABCDE1234F.' })}
        </div>
      </section>

      <ResultStatus result={busy ? null : saidInline(result)} />
      <div>
        <Button type="submit" busy={busy}>
          Save Issuer Details
        </Button>
      </div>
    </fetcher.Form>
  );
}
