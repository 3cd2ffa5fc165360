import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notFoundTexts } from './not-found-texts.server';

/** The public page that confirms an admission letter by its code (app/routes/_site/verify-letter.tsx). */
export function verifyLetterTexts(i18n: I18n) {
  return {
    title: i18n._(msg`Check an admission letter`),
    description: i18n._(msg`Confirms that an admission letter with this code was issued by the institute.`),
    genuine: i18n._(msg`This admission letter is genuine.`),
    notInForce: i18n._(msg`This admission letter was issued by the institute, but the admission is no longer in force.`),
    code: i18n._(msg`Verification code`),
    institute: i18n._(msg({ message: 'Institute', comment: 'The institute that issued the letter.' })),
    student: i18n._(msg`Student`),
    course: i18n._(msg`Course`),
    dateOfAdmission: i18n._(msg`Date of admission`),
    issuedOn: i18n._(msg`Letter issued on`),
    privacy: i18n._(msg`Only what confirms the letter is shown here. For anything else, contact the institute.`),
  };
}

/** A code no letter has: the site's 404 page, saying so. */
export function letterNotFoundTexts(i18n: I18n) {
  return {
    ...notFoundTexts(i18n),
    title: i18n._(msg`No admission letter has this code`),
    message: i18n._(msg`No admission letter was issued with this verification code. Check the code on the letter, or contact the institute.`),
  };
}

export type VerifyLetterTexts = ReturnType<typeof verifyLetterTexts>;
