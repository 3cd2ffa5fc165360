import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';
import { statusTexts } from './applications-texts.server';

// What the payment API and the pay page's own code may say in English (pay-texts.ts,
// payments.schemas.ts), in the page's language: the page looks each answer up by its English text.
const PAY_MESSAGES = {
  'Invalid application ID': msg`Invalid application ID`,
  'Failed to create order': msg`Failed to create order`,
  'Payment verification failed': msg`Payment verification failed`,
  'Verification request failed': msg`Verification request failed`,
  'Payment successful! Please Check your email for Receipt': msg`Payment successful! Please Check your email for Receipt`,
  'Online payment is not available. Please pay your fees at the institute office.': msg`Online payment is not available. Please pay your fees at the institute office.`, // eslint-disable-line max-len -- one message, as translators see it
  'This application was rejected, so its fees cannot be paid.': msg`This application was rejected, so its fees cannot be paid.`,
  'The fee for this course is not set yet. Please confirm it with the institute office.': msg`The fee for this course is not set yet. Please confirm it with the institute office.`, // eslint-disable-line max-len -- one message, as translators see it
  'The fees for this course are already paid.': msg`The fees for this course are already paid.`,
  'You have started too many payments in a short time. Please wait a few minutes and try again.': msg`You have started too many payments in a short time. Please wait a few minutes and try again.`, // eslint-disable-line max-len -- one message, as translators see it
  'We could not confirm the payment with the payment gateway just now. If money was taken, it will show here within a few minutes.': msg`We could not confirm the payment with the payment gateway just now. If money was taken, it will show here within a few minutes.`, // eslint-disable-line max-len -- one message, as translators see it
  'Enter the amount in rupees, with at most 2 decimals (for example 1500 or 1,500.50).': msg`Enter the amount in rupees, with at most 2 decimals (for example 1500 or 1,500.50).`, // eslint-disable-line max-len -- one message, as translators see it
  'The amount must be at least ₹1.': msg`The amount must be at least ₹1.`,
};

/** Spec §2 'Pay course' and §4 'Student payment': the pay page, its checks and the payment's outcomes. */
export function payTexts(i18n: I18n) {
  return {
    meta: { title: i18n._(msg`Pay course fees`) },
    back: i18n._(msg`← Back to Applied Courses`),
    status: statusTexts(i18n),
    messages: Object.fromEntries(Object.entries(PAY_MESSAGES).map(([english, descriptor]) => [english, i18n._(descriptor)])),
    amountOverBalance: template(i18n, msg`The amount is more than the balance due ({balance}).`, ['balance']),
    paymentFailed: template(i18n, msg`The payment did not go through{why}. Nothing was recorded against your fees; you can try again.`, ['why']),
    windowFailed: i18n._(msg`The payment window could not be loaded. Check your connection and try again.`),
    description: i18n._(msg`Course Enrollment`),
    processing: i18n._(msg`Please wait, payment is being processed. Do not press back.`),
    details: {
      heading: i18n._(msg`Payment Details`),
      testMode: i18n._(msg`TEST MODE: payments on this page are simulated. No money moves.`),
      confirmFee: i18n._(msg`Please confirm the final fee with the administration before paying.`),
      questions: i18n._(msg`Questions about your fees?`),
      contact: template(i18n, msg`{institute}, {address}. Call {phones} or write to {email}.`, ['institute', 'address', 'phones', 'email']),
      or: i18n._(msg`or`),
      courseFee: i18n._(msg`Course fee`),
      notSet: i18n._(msg`Not set yet`),
      totalPaid: i18n._(msg`Total fees paid`),
      balanceDue: i18n._(msg`Balance due`),
      amount: i18n._(msg`Amount to Pay (₹)`),
      amountHint: template(i18n, msg`Any amount from ₹1 up to the balance of {balance}.`, ['balance']),
      nextInstalment: template(i18n, msg`Next instalment: {amount}`, ['amount']),
      wholeBalance: template(i18n, msg`Whole balance: {amount}`, ['amount']),
      payNow: i18n._(msg`Pay Now`),
    },
    schedule: {
      heading: i18n._(msg`Instalment schedule`),
      instalment: template(i18n, msg`Instalment {number}: {amount}`, ['number', 'amount']),
      due: template(i18n, msg`Due {date}`, ['date']),
      stillToPay: template(i18n, msg`{amount} still to pay`, ['amount']),
      next: i18n._(msg`Next`),
      states: { paid: i18n._(msg`Paid`), 'part-paid': i18n._(msg`Part paid`), due: i18n._(msg`Due`), overdue: i18n._(msg`Overdue`) },
    },
    summary: {
      heading: i18n._(msg`Course and Profile Summary`),
      course: i18n._(msg`Course`),
      profile: i18n._(msg`Profile`),
      duration: i18n._(msg`Duration`),
      eligibility: i18n._(msg`Eligibility`),
      appliedOn: i18n._(msg`Applied on`),
      status: i18n._(msg`Status`),
      name: i18n._(msg`Name`),
      email: i18n._(msg`E-mail`),
      contactNumber: i18n._(msg`Contact number`),
      city: i18n._(msg`City`),
    },
  };
}

export type PayTexts = ReturnType<typeof payTexts>;
