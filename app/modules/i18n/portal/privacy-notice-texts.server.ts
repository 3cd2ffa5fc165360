import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRIVACY_NOTICE_VERSION, type PrivacyNotice } from '~/modules/students/privacy-notice';

/**
 * The privacy notice of the admission form (DPDP Act 2023, section 5, which asks for it in the
 * languages of the Eighth Schedule on request) in i18n's language: the same items as
 * app/modules/students/privacy-notice.ts, whose English it follows; change both together.
 */
export function privacyNoticeIn(i18n: I18n, { name, email, address }: { name: string; email: string; address: string }): PrivacyNotice {
  return {
    version: PRIVACY_NOTICE_VERSION,
    title: i18n._(msg`How we use the details in your admission form`),
    intro: i18n._({
      ...msg`{name} collects the details below only to process your admission and run your course. We do not sell them or use them for advertising.`,
      values: { name },
    }),
    items: [
      {
        what: i18n._(msg`Your name, date of birth, gender, marital status, category and blood group`),
        why: i18n._(
          msg`To identify you, keep your admission record and issue your certificates; category for reserved seats and concessions; blood group for emergencies during hospital training.`, // eslint-disable-line max-len -- one message, as translators see it
        ),
      },
      {
        what: i18n._(msg`Your mobile numbers, address, city, state and PIN code`),
        why: i18n._(msg`To contact you about your admission, classes, fees and placements.`),
      },
      {
        what: i18n._(msg`Your Aadhaar number and the front and back of your Aadhaar card`),
        why: i18n._(
          msg`To verify your identity. The number is stored encrypted and shown only masked (XXXX XXXX 1234); only authorised admissions staff can see it in full, and each time is recorded.`, // eslint-disable-line max-len -- one message, as translators see it
        ),
      },
      {
        what: i18n._(msg`Your SSC, HSC, Diploma and Bachelor percentages and marksheets, and your leaving certificate`),
        why: i18n._(msg`To check that you meet the eligibility of the course you apply for.`),
      },
      {
        what: i18n._(msg`Your photograph`),
        why: i18n._(msg`For your student record, identity card and certificates.`),
      },
      {
        what: i18n._(msg`Your resume and how you heard about us`),
        why: i18n._(msg`Your resume for placement support; the reference to learn which of our announcements reach students.`),
      },
    ],
    whoSees: i18n._(
      msg`You, and the admissions staff of the institute who need them for your admission. Your documents are private files, never on a public web address. We share details only when the law requires it, or with examination and certification bodies for your course.`, // eslint-disable-line max-len -- one message, as translators see it
    ),
    howLong: i18n._(
      msg`While you study with us, and afterwards only as long as the law or our affiliating bodies require. Fee receipts are kept for the period tax law requires. Details no longer needed are erased.`, // eslint-disable-line max-len -- one message, as translators see it
    ),
    rights: [
      i18n._(msg`See a summary of the details we hold about you and how we use them.`),
      i18n._(msg`Correct or update your details: you can edit your profile at any time.`),
      i18n._(
        msg`Ask us to erase your details, and withdraw your consent; records the law requires us to keep, such as fee receipts, are kept with the reason recorded.`, // eslint-disable-line max-len -- one message, as translators see it
      ),
      i18n._(msg`Nominate a person to use these rights for you if you cannot.`),
      i18n._(msg`Complain to our Grievance Officer, and then to the Data Protection Board of India if we do not resolve your complaint.`),
    ],
    grievance: i18n._({ ...msg`Grievance Officer, {name}: {email}, {address}. We reply within 30 days.`, values: { name, email, address } }),
    consentLabel: i18n._(msg`I have read this notice and I agree that the institute may use my details for these purposes.`),
  };
}
