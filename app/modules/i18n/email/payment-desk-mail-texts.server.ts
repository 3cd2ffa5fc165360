import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

// The fee office's e-mails to a student, in the student's language (decision 043): a reported
// payment received or not confirmed, a cheque or draft returned unpaid, a receipt cancelled, a
// refund or withdrawal request received or declined (app/modules/offline-payments,
// app/modules/refunds). Placeholders are filled where they are sent.

export function paymentReportMailTexts(i18n: I18n) {
  return {
    receivedSubject: i18n._(msg`We have received your payment report`),
    received: template(i18n, msg`We have received your report of a payment for {course}:`, ['course']),
    amount: template(i18n, msg`Amount: {amount}`, ['amount']),
    paidBy: template(i18n, msg({ message: 'Paid by: {method} on {date}', comment: 'e.g. “Paid by: UPI on 3 Nov 2026”.' }), ['method', 'date']),
    next: i18n._(msg`What happens next: our accounts office will check the payment against the institute’s bank account.`),
    confirmed: i18n._(msg`Once it is confirmed, your receipt is e-mailed to you. If it cannot be confirmed, we will e-mail you the reason.`),
    awaiting: template(i18n, msg`Until then it shows as awaiting verification under Applied Courses, and it is not yet counted in your fees paid: {link}`, [
      'link',
    ]),
    noRepeat: i18n._(msg`There is no need to report the same payment again.`),
    rejectedSubject: i18n._(msg`We could not confirm your payment`),
    rejected: template(i18n, msg`We could not confirm the payment of {amount} (UTR {utr}) you reported for {course}.`, ['amount', 'utr', 'course']),
    mistake: template(i18n, msg`If you believe this is a mistake, reply to this e-mail or report the payment again under Applied Courses: {link}`, ['link']),
  };
}

/** Office payments undone: a cheque or demand draft the bank returned, a receipt issued in error. */
export function paymentUndoneMailTexts(i18n: I18n) {
  const returned = ['reference', 'bank', 'amount', 'receipt', 'course'];
  return {
    chequeSubject: i18n._(msg`Your cheque was returned unpaid`),
    draftSubject: i18n._(msg`Your demand draft was returned unpaid`),
    chequeReturned: template(
      i18n,
      msg`Your cheque {reference} of {bank} for {amount} (receipt {receipt}) for {course} was returned unpaid by the bank.`,
      returned,
    ),
    draftReturned: template(
      i18n,
      msg`Your demand draft {reference} of {bank} for {amount} (receipt {receipt}) for {course} was returned unpaid by the bank.`,
      returned,
    ),
    yourBank: i18n._(msg({ message: 'your bank', comment: 'Stands for the bank’s name when it was not written down: “Your cheque 123456 of your bank …”.' })),
    dueAgain: template(i18n, msg`The amount is due again. Please pay it at the institute office or online under Applied Courses: {link}`, ['link']),
    cancelledSubject: template(i18n, msg`Receipt {number} cancelled`, ['number']),
    cancelled: template(i18n, msg`Receipt {number} for {amount} ({course}) was issued in error and has been cancelled.`, ['number', 'amount', 'course']),
    noMoneyMoved: i18n._(msg`No money has moved: this corrects our records. The receipt keeps its number and now reads CANCELLED.`),
    balanceNow: template(i18n, msg`Balance due now: {amount}.`, ['amount']),
    appliedCourses: template(i18n, msg`Applied Courses: {link}`, ['link']),
  };
}

/** A student's refund or withdrawal request: received, or declined with the office's reason. */
export function refundRequestMailTexts(i18n: I18n) {
  return {
    refund: {
      receivedSubject: i18n._(msg`We have received your refund request`),
      received: template(i18n, msg`We have received your refund request for {course}.`, ['course']),
      declinedSubject: template(i18n, msg`Your refund request for {course}`, ['course']),
      declined: template(i18n, msg`We are sorry: your refund request for {course} has been declined.`, ['course']),
    },
    withdrawal: {
      receivedSubject: i18n._(msg`We have received your withdrawal request`),
      received: template(i18n, msg`We have received your withdrawal request for {course}.`, ['course']),
      declinedSubject: template(i18n, msg`Your withdrawal request for {course}`, ['course']),
      declined: template(i18n, msg`We are sorry: your withdrawal request for {course} has been declined.`, ['course']),
    },
    yourReason: template(i18n, msg`Your reason: {reason}`, ['reason']),
    next: i18n._(msg`What happens next: our accounts office will look at it under the institute’s refund policy.`),
    creditNote: i18n._(msg`If money is refunded, you will get a credit note by e-mail, and the money goes back the way you paid.`),
    gatewayDays: i18n._(msg`A refund through the payment gateway can take 5–7 working days to reach your account.`),
    ifDeclined: i18n._(msg`If the request is declined, we will e-mail you the reason.`),
    withdrawalOnly: i18n._(msg`A withdrawal does not change your application by itself: the admissions office decides that.`),
    seeRequest: template(i18n, msg`You can see your request under Applied Courses: {link}`, ['link']),
    questions: template(i18n, msg`If you have questions, please reply to {email} or call {phone}. Your applications: {link}`, ['email', 'phone', 'link']),
  };
}
