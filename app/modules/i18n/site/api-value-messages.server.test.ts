import { describe, expect, it } from 'vitest';
import { OPEN_REPORTS_PER_APPLICATION, PROOF_BYTES_PER_DAY } from '~/modules/offline-payments/report-payment-limits.server';
import { proofBudgetSpent, tooManyOpenReports, utrAlreadyInLedger, utrAlreadyReported } from '~/modules/offline-payments/offline-payments.schemas';
import { amountOverBalance } from '~/modules/payments/pay-texts';
import { requestOverRefundable } from '~/modules/refunds/refunds.schemas';
import { ERASURE_REASON_TOO_LONG } from '~/modules/students/request-erasure.server';
import { firstInstalmentUnpaid } from '~/modules/admissions/first-instalment.server';
import { i18nFor } from '../translate.server';
import { translateValueMessage } from './api-value-messages.server';

// The code's own sentences, written with values as the domain writes them: each is found by its
// shape and said in Hindi and Marathi with the same values, whatever the value holds.
const SENTENCES: { english: string; values: string[] }[] = [
  { english: amountOverBalance('₹1,25,000.50'), values: ['₹1,25,000.50'] },
  { english: amountOverBalance('₹15,000'), values: ['₹15,000'] },
  { english: requestOverRefundable('₹5,000.00'), values: ['₹5,000.00'] },
  { english: utrAlreadyInLedger('utr (1) $& ?'), values: ['utr (1) $& ?'] },
  { english: utrAlreadyReported('UTR 4821'), values: ['UTR 4821'] },
  { english: tooManyOpenReports(OPEN_REPORTS_PER_APPLICATION), values: [String(OPEN_REPORTS_PER_APPLICATION)] },
  { english: proofBudgetSpent(PROOF_BYTES_PER_DAY / (1024 * 1024)), values: [String(PROOF_BYTES_PER_DAY / (1024 * 1024))] },
  { english: ERASURE_REASON_TOO_LONG, values: ['1000'] },
  { english: firstInstalmentUnpaid(600_050), values: ['₹6,000.50'] },
];

describe('the API’s sentences with values', () => {
  for (const locale of ['hi', 'mr'] as const)
    it(`are said in ${locale} with their values`, () => {
      for (const { english, values } of SENTENCES) {
        const translated = translateValueMessage(i18nFor(locale), english);
        expect(translated, english).toMatch(/[\u0900-\u097F]/);
        for (const value of values) expect(translated, english).toContain(value);
      }
    });

  it('leave every other sentence alone: English is never matched by a neighbour', () => {
    expect(translateValueMessage(i18nFor('mr'), 'Tell us why you are asking.')).toBeUndefined();
    expect(translateValueMessage(i18nFor('mr'), `${amountOverBalance('₹5')} Extra.`)).toBeUndefined();
    expect(translateValueMessage(i18nFor('en'), amountOverBalance('₹5'))).toBe(amountOverBalance('₹5'));
  });
});
