import { formatRupees } from '~/modules/courses/course-format';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { ApplicationsTexts } from '~/modules/i18n/portal/applications-texts.server';
import type { ReceiptLink } from '~/modules/receipts/receipt-link';
import { formatMediumDate } from '~/utils/dates';

/**
 * The receipt of each payment and the credit note of each refund of an application, as download links (the PDF as issued, private
 * to the student and staff). Nothing when there is none yet. A receipt of a test payment says TEST.
 */
export function ReceiptLinks({ receipts, locale, texts }: { receipts: ReceiptLink[] | undefined; locale: Locale; texts: ApplicationsTexts['receipts'] }) {
  if (!receipts?.length) return null;
  const label = ({ kind, number, amount, date, test }: ReceiptLink) =>
    fillText(kind === 'credit-note' ? (test ? texts.testCreditNote : texts.creditNote) : test ? texts.testReceipt : texts.receipt, {
      number,
      amount: formatRupees(amount),
      date: formatMediumDate(date, locale),
    });
  return (
    <div className="mt-2 text-sm">
      <p className="text-xs font-semibold text-slate-700">{texts.heading}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {receipts.map((receipt) => (
          <li key={receipt._id}>
            <a href={receipt.url} download className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900" aria-label={label(receipt)}>
              {receipt.number}
            </a>{' '}
            <span className="text-slate-600">
              · {receipt.kind === 'credit-note' ? fillText(texts.refund, { amount: formatRupees(receipt.amount) }) : formatRupees(receipt.amount)} ·{' '}
              {formatMediumDate(receipt.date, locale)}
              {receipt.test ? ' · TEST' : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
