import { describe, expect, it } from 'vitest';
import { ALREADY_APPLIED, COMPLETE_PROFILE_FIRST } from '~/modules/applications/application-texts';
import {
  PAID_ON_FUTURE,
  PAID_ON_INVALID,
  PAYMENT_REPORTS_TOO_OFTEN,
  PROOF_REQUIRED,
  PROOF_TOO_LARGE,
  PROOF_WRONG_TYPE,
  REPORT_AMOUNT_INVALID,
  UTR_REQUIRED,
} from '~/modules/offline-payments/offline-payments.schemas';
import { INVALID_APPLICATION_ID } from '~/modules/payments/pay-texts';
import { APPLICATION_REJECTED, NO_COURSE_FEE, NOTHING_DUE } from '~/modules/payments/payments.schemas';
import {
  REFUND_AMOUNT_MINIMUM,
  REQUEST_ALREADY_OPEN,
  REQUEST_AMOUNT_INVALID,
  REQUEST_NOT_FOUND,
  REQUEST_NOTHING_PAID,
  REQUEST_NOTHING_REFUNDABLE,
  REQUEST_OUTSIDE_WINDOW,
  REQUEST_REASON_REQUIRED,
} from '~/modules/refunds/refunds.schemas';
import { translateMessage } from '../translate-message.server';
import { i18nFor } from '../translate.server';

// The list in api-messages.server.ts is written out (a macro needs the text itself): these are
// the code's own sentences, so a sentence changed in the code without its list fails here.
const STUDENT_API_SENTENCES = [
  COMPLETE_PROFILE_FIRST,
  ALREADY_APPLIED,
  UTR_REQUIRED,
  REPORT_AMOUNT_INVALID,
  PAID_ON_INVALID,
  PAID_ON_FUTURE,
  PROOF_REQUIRED,
  PROOF_TOO_LARGE,
  PROOF_WRONG_TYPE,
  PAYMENT_REPORTS_TOO_OFTEN,
  INVALID_APPLICATION_ID,
  APPLICATION_REJECTED,
  NO_COURSE_FEE,
  NOTHING_DUE,
  REQUEST_REASON_REQUIRED,
  REQUEST_AMOUNT_INVALID,
  REFUND_AMOUNT_MINIMUM,
  REQUEST_NOT_FOUND,
  REQUEST_NOTHING_PAID,
  REQUEST_OUTSIDE_WINDOW,
  REQUEST_ALREADY_OPEN,
  REQUEST_NOTHING_REFUNDABLE,
];

describe('the student-facing API’s sentences', () => {
  it.each(['hi', 'mr'] as const)('are each found in the catalogues, in %s', (locale) => {
    const untranslated = STUDENT_API_SENTENCES.filter((english) => translateMessage(i18nFor(locale), english) === english);
    expect(untranslated).toEqual([]);
  });

  it('stay English in English', () => {
    for (const english of STUDENT_API_SENTENCES) expect(translateMessage(i18nFor('en'), english)).toBe(english);
  });
});
