import { formatRupees } from '~/modules/courses/course-format';
import type { ReceiptLink } from '~/modules/receipts/receipt-link';
import { formatMediumDate } from '~/utils/dates';

/**
 * The receipt of each payment and the credit note of each refund of an application, as download links (the PDF as issued, private
 * to the student and staff). Nothing when there is none yet. A receipt of a test payment says TEST.
 */
export function ReceiptLinks({ receipts }: { receipts: ReceiptLink[] | undefined }) {
  if (!receipts?.length) return null;
  const label = ({ kind, number, amount, date, test }: ReceiptLink) =>
    kind === 'credit-note'
      ? `Download credit note ${number}, ${formatRupees(amount)} refunded on ${formatMediumDate(date)}${test ? ', test refund' : ''} (PDF)`
      : `Download receipt ${number}, ${formatRupees(amount)} paid on ${formatMediumDate(date)}${test ? ', test payment' : ''} (PDF)`;
  return (
    <div className="mt-2 text-sm">
      <p className="text-xs font-semibold text-slate-700">Receipts</p>
      <ul className="mt-1 flex flex-col gap-1">
        {receipts.map((receipt) => (
          <li key={receipt._id}>
            <a href={receipt.url} download className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900" aria-label={label(receipt)}>
              {receipt.number}
            </a>{' '}
            <span className="text-slate-600">
              · {receipt.kind === 'credit-note' ? `refund ${formatRupees(receipt.amount)}` : formatRupees(receipt.amount)} · {formatMediumDate(receipt.date)}
              {receipt.test ? ' · TEST' : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
