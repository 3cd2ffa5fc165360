import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

// The e-mails that carry a student's money documents, in the student's language (decision 043).
// Placeholders are filled where they are sent.

// The e-mail that carries a payment's receipt (app/modules/receipts/issue-payment-receipt.server.ts).
export function receiptMailTexts(i18n: I18n) {
  return {
    subject: template(i18n, msg`Payment received: receipt {number}`, ['number']),
    greeting: template(i18n, msg({ message: 'Dear {name},', comment: 'The student’s full name.' }), ['name']),
    received: template(i18n, msg`We have received your payment of {amount} ({words}) for {course}.`, ['amount', 'words', 'course']),
    test: i18n._(msg`TEST: this payment was made on a test gateway. No money was received, and this receipt is not valid for accounts.`),
    receiptNumber: template(i18n, msg`Receipt number: {number}`, ['number']),
    paymentReference: template(i18n, msg`Payment reference: {reference}`, ['reference']),
    totalPaid: template(i18n, msg`Total paid: {amount}`, ['amount']),
    balanceDue: template(i18n, msg`Balance due: {amount}`, ['amount']),
    attached: template(i18n, msg`Your receipt is attached. You can also download it at any time under Applied Courses: {link}`, ['link']),
    closing: i18n._(msg`With best wishes,`),
  };
}

// The e-mail that carries a refund's credit note (app/modules/receipts/issue-credit-note.server.ts).
export function creditNoteMailTexts(i18n: I18n) {
  return {
    subject: template(i18n, msg`Refund made: credit note {number}`, ['number']),
    refunded: template(i18n, msg`We have refunded {amount} ({words}) of your fees for {course}.`, ['amount', 'words', 'course']),
    reason: template(i18n, msg`Reason: {reason}`, ['reason']),
    returned: template(i18n, msg`Returned: {how}`, ['how']),
    test: i18n._(msg`TEST: this refund was made on a test gateway. No money was returned.`),
    creditNoteNumber: template(i18n, msg`Credit note number: {number}`, ['number']),
    againstReceipt: template(i18n, msg`Against receipt: {number}`, ['number']),
    totalPaidAfter: template(i18n, msg`Total paid after this refund: {amount}`, ['amount']),
    attached: template(i18n, msg`Your credit note is attached. You can also download it at any time under Applied Courses: {link}`, ['link']),
  };
}
