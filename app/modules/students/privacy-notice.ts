// Browser-safe: the notice a student reads before submitting the admission form, as section 5 of
// India's Digital Personal Data Protection Act, 2023 asks — itemised, with the purpose of each
// item, and the student's rights. The version is stored with the consent (profiles.consent_version),
// so change PRIVACY_NOTICE_VERSION whenever the meaning of this text changes: the form can then
// ask students who agreed to an older version again. It agrees with the privacy policy
// (modules/i18n/site/policies-texts.server.ts); change both together.
export const PRIVACY_NOTICE_VERSION = '2026-11-22';

/** The refusal of a first submission without the box ticked (the browser and saveProfile). */
export const CONSENT_REQUIRED = 'Please read the privacy notice and tick the box to agree before you submit your admission form.';

export type PrivacyNoticeItem = { what: string; why: string };
export type PrivacyNotice = {
  version: string;
  title: string;
  intro: string;
  items: PrivacyNoticeItem[];
  whoSees: string;
  howLong: string;
  rights: string[];
  grievance: string;
  consentLabel: string;
};

/** The notice, with the institute's contact details filled in (they come from configuration). */
export function privacyNotice({ name, email, address }: { name: string; email: string; address: string }): PrivacyNotice {
  return {
    version: PRIVACY_NOTICE_VERSION,
    title: 'How we use the details in your admission form',
    intro: `${name} collects the details below only to process your admission and run your course. We do not sell them or use them for advertising.`,
    items: [
      {
        what: 'Your name, date of birth, gender, marital status, category and blood group',
        why:
          'To identify you, keep your admission record and issue your certificates; category for ' +
          'reserved seats and concessions; blood group for emergencies during hospital training.',
      },
      {
        what: 'Your mobile numbers, address, city, state and PIN code',
        why: 'To contact you about your admission, classes, fees and placements.',
      },
      {
        what: 'Your Aadhaar number and the front and back of your Aadhaar card',
        why:
          'To verify your identity. The number is stored encrypted and shown only masked (XXXX XXXX ' +
          '1234); only authorised admissions staff can see it in full, and each time is recorded.',
      },
      {
        what: 'Your SSC, HSC, Diploma and Bachelor percentages and marksheets, and your leaving certificate',
        why: 'To check that you meet the eligibility of the course you apply for.',
      },
      {
        what: 'Your photograph',
        why: 'For your student record, identity card and certificates.',
      },
      {
        what: 'Your resume and how you heard about us',
        why: 'Your resume for placement support; the reference to learn which of our announcements reach students.',
      },
    ],
    whoSees:
      'You, and the admissions staff of the institute who need them for your admission. Your ' +
      'documents are private files, never on a public web address. We share details only when ' +
      'the law requires it, or with examination and certification bodies for your course.',
    howLong:
      'While you study with us, and afterwards only as long as the law or our affiliating bodies ' +
      'require. Fee receipts are kept for the period tax law requires. Details no longer needed ' +
      'are erased.',
    rights: [
      'See a summary of the details we hold about you and how we use them.',
      'Correct or update your details: you can edit your profile at any time.',
      'Ask us to erase your details, and withdraw your consent; records the law requires us to keep, such as fee receipts, are kept with the reason recorded.',
      'Nominate a person to use these rights for you if you cannot.',
      'Complain to our Grievance Officer, and then to the Data Protection Board of India if we do not resolve your complaint.',
    ],
    grievance: `Grievance Officer, ${name}: ${email}, ${address}. We reply within 30 days.`,
    consentLabel: 'I have read this notice and I agree that the institute may use my details for these purposes.',
  };
}
