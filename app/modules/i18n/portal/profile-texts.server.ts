import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentKind } from '~/modules/documents/documents.schemas';
import type { ProfileField } from '~/modules/students/profile.schemas';
import { template } from '../template.server';
import { documentReviewTexts } from './document-review-texts.server';
import { DOCUMENT_NAMES, fieldName } from './profile-messages.server';

/** The admission form's labels, by field (spec §3), in i18n's language. */
function fieldLabels(i18n: I18n): Record<ProfileField, string> {
  return {
    firstName: fieldName(i18n, 'First name'),
    middleName: fieldName(i18n, 'Middle name'),
    lastName: fieldName(i18n, 'Last name'),
    contactNumber: fieldName(i18n, 'Contact number'),
    alternateNumber: fieldName(i18n, 'Alternate number'),
    aadharNumber: fieldName(i18n, 'Aadhaar number'),
    bloodGroup: fieldName(i18n, 'Blood group'),
    dob: fieldName(i18n, 'Date of birth'),
    address: fieldName(i18n, 'Address'),
    city: fieldName(i18n, 'City'),
    state: fieldName(i18n, 'State'),
    zipCode: fieldName(i18n, 'PIN code'),
    gender: fieldName(i18n, 'Gender'),
    maritalStatus: fieldName(i18n, 'Marital status'),
    category: fieldName(i18n, 'Category'),
    course: fieldName(i18n, 'Course'),
    reference: fieldName(i18n, 'How did you hear about us?'),
    otherReference: fieldName(i18n, 'Referrer name'),
    sscPercentage: fieldName(i18n, 'SSC percentage'),
    hscPercentage: fieldName(i18n, 'HSC percentage'),
    diplomaPercentage: fieldName(i18n, 'Diploma percentage'),
    bachelorPercentage: fieldName(i18n, 'Bachelor percentage'),
    leavingCertificateType: fieldName(i18n, 'Leaving certificate type'),
  };
}

/** The choices' names as the student reads them; the values sent stay the English ones (spec §3). */
function optionNames(i18n: I18n): Record<string, string> {
  return {
    Male: i18n._(msg`Male`),
    Female: i18n._(msg`Female`),
    Other: i18n._(msg`Other`),
    Single: i18n._(msg`Single`),
    Married: i18n._(msg`Married`),
    Divorced: i18n._(msg`Divorced`),
    Widowed: i18n._(msg`Widowed`),
    Open: i18n._(msg`Open`),
    Friend: i18n._(msg`Friend`),
    Newspaper: i18n._(msg`Newspaper`),
    'Social Media': i18n._(msg`Social Media`),
    'College Seminar': i18n._(msg`College Seminar`),
    'Website Search': i18n._(msg`Website Search`),
  };
}

/** /user-profile (spec §2, §3): the page, its two tabs, the admission form, My Profile and the data-rights panel. */
export function profileTexts(i18n: I18n) {
  return {
    meta: { title: i18n._(msg`My Profile`) },
    subtitle: i18n._(msg`Fill in your admission form once, update it whenever something changes, and see what we hold about you.`),
    tabs: {
      admission: i18n._(msg`Student Admission Form`),
      profile: i18n._(msg`My Profile`),
      sections: i18n._(msg`Profile sections`),
      closeSections: i18n._(msg`Close profile sections`),
    },
    form: {
      applyingFor: i18n._(msg`Applying for`),
      applyingHint: i18n._(
        msg`To apply, fill in your first, middle and last name as on your marksheet, then Submit. You will go back to the course to finish your application.`,
      ),
      updateHint: i18n._(msg`Only changed fields need filling for updates: the form shows what is on file, and only what you change is sent.`),
      firstHint: i18n._(msg`Fill in what you can now; you can add the rest later. Your first, middle and last name are needed to apply for a course.`),
      correctOne: template(i18n, msg`Please correct this field: {fields}.`, ['fields']),
      correctMany: template(i18n, msg`Please correct these {count} fields: {fields}.`, ['count', 'fields']),
      typedBack: i18n._(msg`What you typed is back in the form. Type a new Aadhaar number again if you were changing it, and choose your files again.`),
      typedBackCorrect: i18n._(
        msg`What you typed is back in the form: correct it and submit again. Type a new Aadhaar number again if you were changing it, and choose your files again.`, // eslint-disable-line max-len -- one message, as translators see it
      ),
      keptAll: i18n._(msg`Everything you entered is still in the form, files included: correct it and submit again.`),
      submit: i18n._(msg`Submit`),
      submitting: i18n._(msg`Submitting...`),
      privacyNotice: i18n._(msg`Privacy notice`),
    },
    fields: {
      labels: fieldLabels(i18n),
      documents: Object.fromEntries(Object.entries(DOCUMENT_NAMES).map(([kind, name]) => [kind, i18n._(name)])) as Record<DocumentKind, string>,
      options: optionNames(i18n),
      photo: i18n._(msg`Photo`),
      personal: i18n._(msg`Personal details`),
      contact: i18n._(msg`Contact details`),
      education: i18n._(msg`Education`),
      aadhaarCard: i18n._(msg`Aadhaar card`),
      reference: i18n._(msg`Reference`),
      documentHint: i18n._(msg`A PDF (up to 10 MB) or a JPEG, PNG or WebP picture (up to 5 MB).`),
      needed: i18n._(msg`Needed to apply for a course.`),
      neededTag: i18n._(msg`Needed to apply`),
      middleNameHint: i18n._(msg`Your father's or husband's name, as on your marksheet.`),
      aadhaarOnFile: template(i18n, msg`On file: {masked}. Type a new number only to replace it.`, ['masked']),
      aadhaarNew: i18n._(msg`12 digits, as printed on your Aadhaar card.`),
      select: i18n._(msg`Select…`),
      photoHint: i18n._(msg`A JPEG, PNG or WebP picture of your face, up to 5 MB.`),
      photoPreview: i18n._(msg`Profile photo preview`),
      currentFile: i18n._(msg`Current file:`),
      storedFile: template(i18n, msg`({type}, {size}, uploaded {date}). Choose a new file to replace it.`, ['type', 'size', 'date']),
    },
    view: {
      loading: i18n._(msg`Loading profile...`),
      yourPhoto: i18n._(msg`Your profile photo`),
      noPhoto: i18n._(msg`No profile photo`),
      noName: i18n._(msg`Your name is not on file yet`),
      notProvided: i18n._(msg`Not provided`),
      documents: i18n._(msg`Documents`),
      notUploaded: i18n._(msg`Not Uploaded`),
      view: i18n._(msg`View`),
      empty: i18n._(msg`No profile data available`),
      emptyHint: i18n._(msg`Fill in the admission form to create your profile.`),
      openForm: i18n._(msg`Open the admission form`),
    },
    review: documentReviewTexts(i18n),
    rights: {
      heading: i18n._(msg`Your data`),
      intro: i18n._(msg`Download a copy of everything we hold about you, or ask us to erase it. Records of fees you paid are kept as tax law requires.`),
      download: i18n._(msg`Download my data`),
      requested: template(i18n, msg`You asked us to erase your data on {date}. We will act on it within 30 days.`, ['date']),
      ask: i18n._(msg`Ask to erase my data`),
      confirmTitle: i18n._(msg`Erase my data`),
      confirmation: i18n._(
        msg`Ask the institute to erase your profile, documents and applications? Records of fees you paid are kept as tax law requires. You will be signed out when it is done.`, // eslint-disable-line max-len -- one message, as translators see it
      ),
      sending: i18n._(msg`Sending...`),
      cancel: i18n._(msg`Cancel`),
    },
    aadhaarRegistered: {
      title: i18n._(msg`Your Aadhaar number is already registered`),
      text: template(
        i18n,
        msg`Another student's profile has the same Aadhaar number. Your details are saved, but please contact the office so that we can check it: call {phone} or write to {email}.`, // eslint-disable-line max-len -- one message, as translators see it
        ['phone', 'email'],
      ),
    },
    notice: {
      whatWeCollect: i18n._(msg`What we collect and why`),
      what: i18n._(msg`What we collect`),
      why: i18n._(msg`Why`),
      whoSees: i18n._(msg`Who sees them`),
      howLong: i18n._(msg`How long we keep them`),
      rights: i18n._(msg`Your rights`),
      version: template(i18n, msg`Notice version {version}`, ['version']),
    },
  };
}

export type ProfileTexts = ReturnType<typeof profileTexts>;
