import { describe, expect, it } from 'vitest';
import { friendlyAuthCodes, TOO_MANY_SIGN_IN_REQUESTS } from '~/modules/auth/student-auth.schemas';
import { documentFileProblem, documentMessages } from '~/modules/documents/documents.schemas';
import { validateAadhaar } from '~/modules/students/aadhaar';
import { CONSENT_REQUIRED } from '~/modules/students/privacy-notice';
import { APPLICATION_NAMES, neededToApply, PROFILE_FIELD_LABELS, PROFILE_FIELDS, profileFieldErrors } from '~/modules/students/profile.schemas';
import { LOCALES } from '../locales';
import { translateMessage } from '../translate-message.server';
import { i18nFor } from '../translate.server';
import { applicationsTexts } from './applications-texts.server';
import { checkoutTexts } from './checkout-texts.server';
import { payTexts } from './pay-texts.server';
import { privacyNoticeIn } from './privacy-notice-texts.server';
import { profileMessages, translateProfileMessage } from './profile-messages.server';
import { profileTexts } from './profile-texts.server';
import { signInTexts } from './sign-in-texts.server';

const leaves = (texts: unknown): string[] =>
  typeof texts === 'string' ? [texts] : texts && typeof texts === 'object' ? Object.values(texts).flatMap(leaves) : [];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const institute = { name: 'Sai Institute', email: 'office@example.org', address: 'Nagpur' };

// Every text the portal's pages, the sign-in dialog and the pay page are given.
const MODULES = {
  signIn: signInTexts,
  profile: profileTexts,
  applications: applicationsTexts,
  pay: payTexts,
  checkout: checkoutTexts,
  notice: (i18n: Parameters<typeof signInTexts>[0]) => privacyNoticeIn(i18n, institute),
};

describe('the portal’s texts', () => {
  it('are in the language asked for', () => {
    expect(signInTexts(i18nFor('en')).title).toBe('Student Login');
    expect(signInTexts(i18nFor('hi')).title).toBe('विद्यार्थी लॉगिन');
    expect(profileTexts(i18nFor('mr')).tabs.admission).toBe('विद्यार्थी प्रवेश अर्ज');
    expect(applicationsTexts(i18nFor('hi')).status).toEqual({ Pending: 'लंबित', Accepted: 'स्वीकृत', Rejected: 'अस्वीकृत' });
    expect(payTexts(i18nFor('mr')).details.balanceDue).toBe('थकबाकी');
  });

  for (const [name, texts] of Object.entries(MODULES)) {
    it(`${name}: every Hindi and Marathi text differs from the English one and keeps its placeholders`, () => {
      const english = leaves(texts(i18nFor('en')));
      expect(english.length).toBeGreaterThan(0);
      for (const locale of ['hi', 'mr'] as const) {
        const translated = leaves(texts(i18nFor(locale)));
        expect(translated).toHaveLength(english.length);
        translated.forEach((text, index) => {
          // Numbers, versions and names stay as they are (the notice's version, an institute's name).
          if (!/\p{L}{2}/u.test(english[index]!) || english[index] === institute.name) return;
          expect(text, english[index]).not.toBe(english[index]);
          expect(placeholders(text), english[index]).toEqual(placeholders(english[index]!));
        });
      }
    });
  }
});

describe('the sign-in API’s refusals', () => {
  it('are all in the catalogues, in Hindi and Marathi', () => {
    for (const english of [...Object.values(friendlyAuthCodes), TOO_MANY_SIGN_IN_REQUESTS, 'Sign-in did not work. Please try again.']) {
      for (const locale of ['hi', 'mr'] as const) expect(translateMessage(i18nFor(locale), english), english).not.toBe(english);
    }
  });
});

// Bad input for every field the schema checks, so that every sentence it may say is produced.
const BAD_INPUTS: Record<string, unknown>[] = [
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, 'x'.repeat(400)])),
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, 7])),
  { dob: '2004-13-45', zipCode: '12', contactNumber: '12', alternateNumber: '12', sscPercentage: '120', hscPercentage: '1.234' },
  { dob: '2999-01-01', diplomaPercentage: 'abc', bachelorPercentage: '-3', gender: 'Unknown', reference: 'Radio' },
  { dob: '2024-01-01', aadharNumber: '123', maritalStatus: 'x', category: 'x', bloodGroup: 'x', leavingCertificateType: 'x' },
  { dob: '04/03/2004' },
];

describe('the admission form’s sentences', () => {
  const dictionaries = Object.fromEntries(LOCALES.map((locale) => [locale, profileMessages(i18nFor(locale))]));
  const said = new Set<string>([
    ...BAD_INPUTS.flatMap((input) => Object.values(profileFieldErrors(input))),
    ...['', 'abc', '12345', '0123 4567 8901', '1234 5678 1234', '2234 5678 9012'].flatMap((typed) => {
      const checked = validateAadhaar(typed);
      return checked.valid ? [] : [checked.reason];
    }),
    // admission-check.ts's refusal to empty a field on file (components are not imported here).
    ...PROFILE_FIELDS.map((field) => `${PROFILE_FIELD_LABELS[field]} cannot be emptied here: type the new value, or leave it as it was.`),
    ...APPLICATION_NAMES.map(neededToApply),
    CONSENT_REQUIRED,
    documentMessages.empty,
    documentMessages.damaged,
    documentMessages.tooManyPixels,
    documentMessages.busy,
    documentFileProblem('sscDocument', { size: 11 * 1024 * 1024, type: 'application/pdf' })!,
    documentFileProblem('sscDocument', { size: 1024, type: 'image/gif' })!,
    documentFileProblem('profilePhoto', { size: 6 * 1024 * 1024, type: 'image/png' })!,
    documentFileProblem('profilePhoto', { size: 1024, type: 'application/pdf' })!,
    documentFileProblem('aadharFront', { size: 6 * 1024 * 1024, type: 'image/jpeg' })!,
    documentMessages.unrecognised('resume'),
    documentMessages.tooLarge('resume'),
  ]);

  it('are many, each found in the dictionary: the English page says it as it is, Hindi and Marathi translate it', () => {
    expect(said.size).toBeGreaterThan(40);
    for (const english of said) {
      expect(dictionaries.en![english], english).toBe(english);
      for (const locale of ['hi', 'mr'] as const) {
        const translated = dictionaries[locale]![english];
        expect(translated, `${locale}: ${english}`).toBeDefined();
        expect(translated).not.toBe(english);
        expect(translated).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('translate on the server too, also a sentence only the catalogues know', () => {
    expect(translateProfileMessage(i18nFor('mr'), 'Enter a 6-digit PIN code.')).toBe('6 अंकी पिन कोड लिहा.');
    expect(translateProfileMessage(i18nFor('hi'), 'Resume updated successfully!')).toBe('बायोडाटा सफलतापूर्वक अपडेट हो गया!');
    expect(translateProfileMessage(i18nFor('hi'), 'Something no catalogue has.')).toBe('Something no catalogue has.');
  });
});
