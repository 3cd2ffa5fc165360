import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

// The e-mail that carries a payment's receipt (app/modules/receipts/issue-payment-receipt.server.ts),
// in the student's language. Placeholders are filled there.
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
