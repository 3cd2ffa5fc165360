import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAID_ON_FUTURE, PAYMENT_REPORTED, PROOF_REQUIRED, REPORT_AMOUNT_INVALID, UTR_REQUIRED } from '~/modules/offline-payments/offline-payments.schemas';
import { APPLICATION_REJECTED, NO_COURSE_FEE, NOTHING_DUE } from '~/modules/payments/payments.schemas';
import {
  REFUND_WINDOW_DAYS,
  REQUEST_ALREADY_OPEN,
  REQUEST_NOT_FOUND,
  REQUEST_NOTHING_PAID,
  REQUEST_NOTHING_REFUNDABLE,
  REQUEST_OUTSIDE_WINDOW,
  REQUEST_SENT,
} from '~/modules/refunds/refunds.schemas';
import { template } from '../template.server';

/** What the refund-request and payment-report API may answer a student (in English), keyed by that English, in i18n's language. */
function apiMessages(i18n: I18n): Record<string, string> {
  return {
    [REQUEST_SENT]: i18n._(msg`Your request has been sent to the accounts office. We will e-mail you when it is decided.`),
    [REQUEST_ALREADY_OPEN]: i18n._(msg`You have already asked about this application. The accounts office will answer that request first.`),
    [REQUEST_OUTSIDE_WINDOW]: i18n._({
      ...msg`Refunds and withdrawals can be asked for within {days} days of payment or enrolment. Please contact the institute office.`,
      values: { days: REFUND_WINDOW_DAYS },
    }),
    [REQUEST_NOTHING_PAID]: i18n._(msg`Nothing has been paid for this application, so there is nothing for the accounts office to refund.`),
    [REQUEST_NOT_FOUND]: i18n._(msg`Application not found`),
    [REQUEST_NOTHING_REFUNDABLE]: i18n._(msg`Everything paid for this application has been refunded already.`),
    [PAYMENT_REPORTED]: i18n._(msg`Thank you. The accounts office will check your payment and e-mail you the receipt.`),
    [UTR_REQUIRED]: i18n._(msg`Enter the UTR (transaction reference) of your payment.`),
    [REPORT_AMOUNT_INVALID]: i18n._(msg`Enter the amount you paid in rupees (for example 1500 or 1500.50).`),
    [PROOF_REQUIRED]: i18n._(msg`Attach a screenshot of the payment or the bank receipt (image or PDF).`),
    [PAID_ON_FUTURE]: i18n._(msg`The day paid cannot be in the future.`),
    [APPLICATION_REJECTED]: i18n._(msg`This application was rejected, so its fees cannot be paid.`),
    [NO_COURSE_FEE]: i18n._(msg`The fee for this course is not set yet. Please confirm it with the institute office.`),
    [NOTHING_DUE]: i18n._(msg`The fees for this course are already paid.`),
  };
}

/** An application's status as the student reads it (spec §4); the stored value stays English. */
export function statusTexts(i18n: I18n): Record<string, string> {
  return { Pending: i18n._(msg`Pending`), Accepted: i18n._(msg`Accepted`), Rejected: i18n._(msg`Rejected`) };
}

/** Applied Courses (spec §2, issue 11): the page, the table and cards, receipts, refund requests, payment reports and the resume. */
export function applicationsTexts(i18n: I18n) {
  return {
    meta: { title: i18n._(msg`Applied Courses`) },
    subtitle: i18n._(msg`Your resume and the courses you applied to, with their status and fees.`),
    status: statusTexts(i18n),
    /** The API's answers, looked up by their English text (it speaks English: spec §8). */
    messages: apiMessages(i18n),
    table: {
      caption: i18n._(msg`Your applications`),
      columns: [i18n._(msg`Student Name`), i18n._(msg`Course Title`), i18n._(msg`Date of Application`), i18n._(msg`Status`), i18n._(msg`Fees`)],
      none: i18n._(msg`You have not applied to any course yet.`),
      browse: i18n._(msg`Browse the courses`),
      feesPaid: template(i18n, msg`Fees Paid: {amount}`, ['amount']),
      paid: i18n._(msg`Paid`),
      pending: i18n._(msg`Pending`),
      notSet: i18n._(msg`Not set yet`),
      askOffice: i18n._(msg`Ask the office`),
      nextDue: template(i18n, msg`{amount} due {date}`, ['amount', 'date']),
      overdue: i18n._(msg`(overdue)`),
      awaiting: template(i18n, msg`{amount} awaiting verification`, ['amount']),
      payNow: i18n._(msg`Pay Now`),
      payNowFor: template(i18n, msg`Pay Now: {course}`, ['course']),
      courseFee: i18n._(msg`Course fee`),
      balance: i18n._(msg`Balance`),
      nextInstalment: i18n._(msg`Next instalment`),
      refundDue: i18n._(msg`Refund due`),
      reported: i18n._(msg`Reported`),
    },
    receipts: {
      heading: i18n._(msg`Receipts`),
      receipt: template(i18n, msg`Download receipt {number}, {amount} paid on {date} (PDF)`, ['number', 'amount', 'date']),
      testReceipt: template(i18n, msg`Download receipt {number}, {amount} paid on {date}, test payment (PDF)`, ['number', 'amount', 'date']),
      creditNote: template(i18n, msg`Download credit note {number}, {amount} refunded on {date} (PDF)`, ['number', 'amount', 'date']),
      testCreditNote: template(i18n, msg`Download credit note {number}, {amount} refunded on {date}, test refund (PDF)`, ['number', 'amount', 'date']),
      refund: template(i18n, msg`refund {amount}`, ['amount']),
    },
    admissionLetter: {
      link: i18n._(msg`Admission letter`),
      label: template(i18n, msg`Download the admission letter for {course} (PDF)`, ['course']),
    },
    refund: {
      kinds: { refund: i18n._(msg`Refund`), withdrawal: i18n._(msg`Withdrawal`) },
      open: template(i18n, msg`{kind} requested on {date}: waiting for the accounts office.`, ['kind', 'date']),
      declined: {
        refund: template(i18n, msg`Your refund request was declined: {reason}`, ['reason']),
        withdrawal: template(i18n, msg`Your withdrawal request was declined: {reason}`, ['reason']),
      },
      refunded: {
        refund: i18n._(msg`Your refund request was answered with a refund: see its credit note.`),
        withdrawal: i18n._(msg`Your withdrawal request was answered with a refund: see its credit note.`),
      },
      ask: i18n._(msg`Ask for a refund or withdrawal`),
      askFor: template(i18n, msg`Ask for a refund or withdrawal: {course}`, ['course']),
      description: template(i18n, msg`{course}. The accounts office answers by e-mail.`, ['course']),
      send: i18n._(msg`Send request`),
      sending: i18n._(msg`Sending...`),
      cancel: i18n._(msg`Cancel`),
      wouldLike: i18n._(msg`I would like`),
      aRefund: i18n._(msg`a refund of fees paid`),
      toWithdraw: i18n._(msg`to withdraw from the course`),
      amount: i18n._(msg`Amount to refund (₹)`),
      amountHint: template(i18n, msg`Leave it blank to ask for all that can be refunded (you have paid {paid}).`, ['paid']),
      reason: i18n._(msg`Reason`),
      reasonRequired: i18n._(msg`Tell us why you are asking.`),
      amountInvalid: i18n._(msg`Enter the amount to refund in rupees (for example 1500 or 1,500.50), or leave it blank for all of it.`),
      failed: i18n._(msg`Could not send the request. Try again.`),
      unreachable: i18n._(msg`Could not reach the server. Check the connection and try again.`),
    },
    report: {
      summary: i18n._(msg`I have paid by UPI or bank transfer`),
      forCourse: template(i18n, msg`for {course}`, ['course']),
      formName: template(i18n, msg`Report a payment for {course}`, ['course']),
      paidBy: i18n._(msg`Paid by`),
      bankTransfer: i18n._(msg`Bank transfer`),
      amount: i18n._(msg`Amount paid (₹)`),
      date: i18n._(msg`Date paid`),
      utr: i18n._(msg`UTR (transaction reference)`),
      screenshot: i18n._(msg`Screenshot or bank receipt (image or PDF)`),
      send: i18n._(msg`Send for verification`),
      unreachable: i18n._(msg`Could not reach the server. Check the connection and try again.`),
    },
    offer: {
      offered: template(i18n, msg`Offered — accept by {date}`, ['date']),
      place: template(i18n, msg`Merit round {round}: rank {rank}, category {category}`, ['round', 'rank', 'category']),
      waitlisted: template(i18n, msg`Waitlisted in merit round {round}: rank {rank}, category {category}`, ['round', 'rank', 'category']),
      declined: template(i18n, msg`You declined the seat offered in merit round {round}.`, ['round']),
      lapsed: template(i18n, msg`The seat offered in merit round {round} was not accepted by {date}.`, ['round', 'date']),
      accept: i18n._(msg`Accept`),
      decline: i18n._(msg`Decline`),
      acceptFor: template(i18n, msg`Accept the seat: {course}`, ['course']),
      declineFor: template(i18n, msg`Decline the seat: {course}`, ['course']),
      confirmDecline: template(i18n, msg`Decline the seat offered for {course}? It goes to the next student on the merit list.`, ['course']),
      cancel: i18n._(msg`Cancel`),
      open: i18n._(msg`Open`),
      accepted: i18n._(msg`Offer accepted: your application is Accepted.`),
      declinedNow: i18n._(msg`Offer declined.`),
      noOffer: i18n._(msg`This application has no open offer.`),
      tooLate: i18n._(msg`The deadline to accept this offer has passed; the seat goes to the next student on the merit list.`),
      seatsTaken: i18n._(msg`All seats of this course are taken. Please contact the institute office.`),
      payFirst: template(i18n, msg`Pay the first instalment to accept this seat: {amount} is still to pay.`, ['amount']),
    },
    resume: {
      heading: i18n._(msg`Your Resume`),
      link: i18n._(msg`Resume`),
      edit: i18n._(msg`Edit`),
      label: i18n._(msg`Resume (PDF, up to 10 MB)`),
      save: i18n._(msg`Save`),
      saving: i18n._(msg`Saving...`),
      cancel: i18n._(msg`Cancel`),
      select: i18n._(msg`Please select a resume file before saving.`),
    },
  };
}

export type ApplicationsTexts = ReturnType<typeof applicationsTexts>;
