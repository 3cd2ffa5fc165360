import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALES, type Locale } from '../locales';
import { template } from '../template.server';
import { i18nFor } from '../translate.server';

/** The simulated TEST checkout (server/simulated-gateway/checkout.js) as the student sees it; {amount} is filled by the script. */
export function checkoutTexts(i18n: I18n) {
  return {
    badge: i18n._(msg`TEST MODE`),
    title: template(i18n, msg`TEST payment of {amount}`, ['amount']),
    titleNoAmount: i18n._(msg`TEST payment`),
    note: i18n._(msg`Simulated payment gateway: no money moves.`),
    methods: i18n._(msg`Payment method (TEST)`),
    card: i18n._(msg`Card`),
    netbanking: i18n._(msg`Netbanking`),
    pay: template(i18n, msg`Pay {amount} (TEST)`, ['amount']),
    fail: i18n._(msg`Fail payment (TEST)`),
    cancel: i18n._(msg`Cancel`),
    processing: i18n._(msg`Processing the TEST payment…`),
    failed: i18n._(msg`The TEST payment failed.`),
    tryAgain: i18n._(msg`You can try again or cancel.`),
    unreachable: i18n._(msg`Could not reach the simulated gateway. Check the connection and try again.`),
  };
}

export type CheckoutTexts = ReturnType<typeof checkoutTexts>;

/** The checkout's texts in every language: the script reads its page's <html lang> and picks one. */
export const checkoutTextsByLanguage = (): Record<Locale, CheckoutTexts> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, checkoutTexts(i18nFor(locale))])) as Record<Locale, CheckoutTexts>;
