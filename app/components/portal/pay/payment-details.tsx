import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { useRevealProblem } from '~/components/ui/reveal-problem';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { fillNodes } from '~/modules/i18n/fill-nodes';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { PayTexts } from '~/modules/i18n/portal/pay-texts.server';
import { AMOUNT_FORMAT, AMOUNT_MINIMUM } from '~/modules/payments/pay-texts';
import { parseRupees } from '~/utils/rupees';
import type { PayPage } from '~/modules/payments/pay-page.server';
import { PaymentOverlay } from './payment-overlay';
import { InstalmentSchedule } from './instalment-schedule';
import { type CheckoutSettings, usePayNow } from './use-pay-now';

type Institute = { name: string; address: string; phones: readonly string[]; email: string };

const rupeesForInput = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** Why the typed amount cannot be paid, or null. The server decides again (create-order). */
function amountProblem(text: string, balancePaise: number, texts: PayTexts): string | null {
  const paise = parseRupees(text);
  if (paise === null) return texts.messages[AMOUNT_FORMAT] ?? AMOUNT_FORMAT;
  if (paise < 100) return texts.messages[AMOUNT_MINIMUM] ?? AMOUNT_MINIMUM;
  if (paise > balancePaise) return fillText(texts.amountOverBalance, { balance: formatPaiseCompact(balancePaise) });
  return null;
}

/**
 * Whether the fee shown may still change before the student pays (issue 21): until staff accept the
 * application they may move it to another course, with another fee, or turn it down. Once accepted,
 * the balance is the admitted course's, as the ledger and the fee reminders count it; with nothing
 * to pay there is nothing to confirm.
 */
const feeMayChange = (page: PayPage) => page.status === 'Pending' && page.feePaise !== null && page.balancePaise > 0 && page.feeStatus !== 'Paid';

/**
 * Spec §2 'Pay course' Payment Details: the warning to confirm the final fee with the office (while
 * it may change), the institute's contact details, total fees paid (when > 0), the balance, the
 * instalment schedule, 'Amount to Pay' (the next instalment, the whole balance, or any amount from
 * ₹1 up to the balance) and 'Pay Now'. When it cannot be paid online (payments off, rejected,
 * nothing due) it says why instead.
 */
export function PaymentDetails({
  page,
  institute,
  checkout,
  locale,
  texts,
}: {
  page: PayPage;
  institute: Institute;
  checkout: CheckoutSettings | null;
  locale: Locale;
  texts: PayTexts;
}) {
  const words = texts.details;
  const next = page.schedule?.find((row) => row.next) ?? null;
  const [amount, setAmount] = useState(() => rupeesForInput(next?.outstandingPaise ?? page.balancePaise));
  const [error, setError] = useState<string | null>(null);
  const { container: form, reveal } = useRevealProblem<HTMLFormElement>();
  const payable = page.notPayable === null && checkout !== null;
  const { phase, failure, payNow } = usePayNow({
    applicationId: page.applicationId,
    courseId: page.course.id,
    instituteName: institute.name,
    prefill: { name: page.student.name, email: page.student.email, ...(page.student.phone ? { contact: page.student.phone } : {}) },
    checkout: checkout ?? { keyId: '', checkoutScriptUrl: '', test: false },
    texts,
  });
  const busy = phase !== 'idle';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(amount, page.balancePaise, texts);
    setError(problem);
    if (problem) reveal();
    else void payNow(amount.trim());
  };
  const choose = (paise: number) => {
    setAmount(rupeesForInput(paise));
    setError(null);
  };

  return (
    <section aria-labelledby="payment-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="payment-heading" className="text-xl font-semibold text-slate-900">
        {words.heading}
      </h2>
      {/* Simulated payments (and Razorpay test keys): every page that shows one says TEST. */}
      {checkout?.test ? (
        <p className="mt-3 rounded-md border-2 border-dashed border-amber-600 bg-amber-50 p-3 text-sm font-semibold text-amber-950">{words.testMode}</p>
      ) : null}
      <div role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {feeMayChange(page) ? <p className="mb-1 font-semibold">{words.confirmFee}</p> : <p className="mb-1 font-semibold">{words.questions}</p>}
        <p>
          {fillNodes(words.contact, {
            institute: institute.name,
            address: institute.address,
            phones: institute.phones.filter(Boolean).map((phone, index) => (
              <span key={phone}>
                {index > 0 ? ` ${words.or} ` : ''}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-semibold underline">
                  {phone}
                </a>
              </span>
            )),
            email: (
              <a href={`mailto:${institute.email}`} className="font-semibold break-all underline">
                {institute.email}
              </a>
            ),
          })}
        </p>
      </div>
      <dl className="mt-4 flex flex-col gap-2">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{words.courseFee}</dt>
          <dd className="font-semibold text-slate-900">{page.feePaise === null ? words.notSet : formatPaiseCompact(page.feePaise)}</dd>
        </div>
        {page.paidPaise > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">{words.totalPaid}</dt>
            <dd className="font-semibold text-green-800">{formatPaiseCompact(page.paidPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{words.balanceDue}</dt>
          <dd className="font-semibold text-slate-900">{formatPaiseCompact(page.balancePaise)}</dd>
        </div>
      </dl>
      {page.schedule ? (
        <div className="mt-4">
          <InstalmentSchedule schedule={page.schedule} locale={locale} texts={texts.schedule} />
        </div>
      ) : null}
      {page.notPayable ? <p className="mt-4 rounded-md bg-slate-100 p-3 text-slate-900">{page.notPayable}</p> : null}
      {payable ? (
        <form ref={form} onSubmit={submit} noValidate className="mt-5 flex flex-col gap-3" aria-busy={busy} inert={phase === 'verifying'}>
          <Field
            id="amount-to-pay"
            label={words.amount}
            hint={fillText(words.amountHint, { balance: formatPaiseCompact(page.balancePaise) })}
            error={error ?? undefined}
          >
            {(control) => (
              <input
                {...control}
                name="amount"
                // Text, not a number field: amounts are typed the Indian way ('1,500', '₹25,000'), which
                // a number field refuses; parseRupees reads them here and on the server alike.
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            {next && next.outstandingPaise < page.balancePaise ? (
              <Button variant="outline" onClick={() => choose(next.outstandingPaise)} disabled={busy}>
                {fillText(words.nextInstalment, { amount: formatPaiseCompact(next.outstandingPaise) })}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => choose(page.balancePaise)} disabled={busy}>
              {fillText(words.wholeBalance, { amount: formatPaiseCompact(page.balancePaise) })}
            </Button>
          </div>
          {failure ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {failure}
            </p>
          ) : null}
          <div>
            <Button type="submit" busy={busy} block>
              {words.payNow}
            </Button>
          </div>
        </form>
      ) : null}
      <PaymentOverlay shown={phase === 'verifying'} message={texts.processing} />
    </section>
  );
}
