import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROOF_BYTES_PER_DAY, OPEN_REPORTS_PER_APPLICATION } from '~/modules/offline-payments/report-payment-limits.server';
import { proofBudgetSpent, tooManyOpenReports, utrAlreadyInLedger, utrAlreadyReported } from '~/modules/offline-payments/offline-payments.schemas';
import { allSeatsTaken } from '~/modules/admissions/admission-season';
import { firstInstalmentUnpaidSentence } from '~/modules/admissions/first-instalment.server';
import { amountOverBalance } from '~/modules/payments/pay-texts';
import { requestOverRefundable } from '~/modules/refunds/refunds.schemas';
import { ERASURE_REASON_MAX, ERASURE_REASON_TOO_LONG } from '~/modules/students/request-erasure.server';

// What the student-facing REST API may answer with a value in the sentence (an amount, a UTR, a
// limit): the domain writes these in English with the value inside, so translateMessage cannot
// find them by their text (api-messages.server.ts lists the fixed ones). Each is matched here by
// its English shape — the domain's own function, called with markers — and said again in the
// request's language with the values it carries. The English answer is never rewritten.

type Values = Record<string, string | number>;
type ValueMessage =
  /** A sentence written with values only the request knows: `english` is the domain's function, its arguments named by `names`. */
  | { names: string[]; english: (...values: string[]) => string; message: MessageDescriptor }
  /** A sentence written with one of the server's limits: always the same English, said with the same value. */
  | { english: string; values: Values; message: MessageDescriptor };

const VALUE_MESSAGES: ValueMessage[] = [
  // Paying online and reporting a payment: more than the balance due (₹…).
  { names: ['balance'], english: amountOverBalance, message: msg`The amount is more than the balance due ({balance}).` },
  // Asking for a refund: more than is left to refund (₹…).
  {
    names: ['refundable'],
    english: requestOverRefundable,
    message: msg`You can ask for at most {refundable}: what is left to refund of what you paid.`,
  },
  // Reporting a payment: the UTR the student typed.
  {
    names: ['utr'],
    english: utrAlreadyInLedger,
    message: msg`UTR {utr} is already recorded as a payment to the institute. If you made it, its receipt has been e-mailed to you; if not, check the UTR you typed.`, // eslint-disable-line max-len -- one message, as translators see it
  },
  {
    names: ['utr'],
    english: utrAlreadyReported,
    message: msg`UTR {utr} has already been reported and is waiting for the accounts office to check it.`,
  },
  {
    english: tooManyOpenReports(OPEN_REPORTS_PER_APPLICATION),
    values: { count: OPEN_REPORTS_PER_APPLICATION },
    message: msg`You already have {count} payments for this course waiting to be checked. Please wait for the accounts office to check them before reporting another.`, // eslint-disable-line max-len -- one message, as translators see it
  },
  {
    english: proofBudgetSpent(PROOF_BYTES_PER_DAY / (1024 * 1024)),
    values: { megabytes: PROOF_BYTES_PER_DAY / (1024 * 1024) },
    message: msg`Your screenshots of the last 24 hours add up to more than {megabytes} MB, the most we accept in a day. Attach a smaller screenshot (a picture of the payment confirmation is enough) or try again tomorrow.`, // eslint-disable-line max-len -- one message, as translators see it
  },
  // Accepting a seat offered in a merit round when staff have filled the course meanwhile (issue 23).
  { names: ['seats'], english: (seats) => allSeatsTaken(seats as unknown as number), message: msg`All {seats} seats of this course are taken.` },
  // Accepting it before paying the first instalment, for a course that asks for it (₹…).
  { names: ['amount'], english: firstInstalmentUnpaidSentence, message: msg`Pay the first instalment to accept this seat: {amount} is still to pay.` },
  // Asking for one's data to be erased.
  { english: ERASURE_REASON_TOO_LONG, values: { max: ERASURE_REASON_MAX }, message: msg`Keep the reason under {max} characters.` },
];

const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Shape = { pattern: RegExp; names: string[]; message: MessageDescriptor };

/** A sentence's English as a pattern: the function called with a marker per value, the markers then read back as groups. */
function shapeOf({ names, english, message }: Extract<ValueMessage, { names: string[] }>): Shape {
  const parts = english(...names.map((_, index) => `${MARK}${index}${MARK}`)).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  // split() with a group alternates: the text between values, a value's index, the text, …
  const order = parts.filter((_, index) => index % 2 === 1).map((index) => names[Number(index)]!);
  const source = parts.map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)')).join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names: order, message };
}

const SHAPES = VALUE_MESSAGES.filter((entry) => 'names' in entry).map(shapeOf);
const FIXED = new Map(VALUE_MESSAGES.flatMap((entry) => ('values' in entry ? [[entry.english, entry] as const] : [])));

/** `english`, one of the API's sentences with values, in i18n's language with its values; undefined when it is not one of them. */
export function translateValueMessage(i18n: I18n, english: string): string | undefined {
  const fixed = FIXED.get(english);
  if (fixed) return i18n._({ ...fixed.message, values: fixed.values });
  for (const { pattern, names, message } of SHAPES) {
    const match = pattern.exec(english);
    if (match) return i18n._({ ...message, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) });
  }
  return undefined;
}
