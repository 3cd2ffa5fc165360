import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DOCUMENT_LABELS, type DocumentKind, documentMessages } from '~/modules/documents/documents.schemas';
import {
  AGE_MAX,
  AGE_MIN,
  BLOOD_GROUPS,
  CATEGORIES,
  GENDERS,
  LEAVING_CERTIFICATE_TYPES,
  MARITAL_STATUSES,
  REFERENCES,
} from '~/modules/students/profile.schemas';
import { translateMessage } from '../translate-message.server';
import { i18nFor } from '../translate.server';

// What the admission form may say about a field, from the shared English code: the schema of
// profile.schemas.ts (run by the browser before sending and by the server), the Aadhaar check,
// the document checks, the consent, the action's own answers. Fixed sentences are listed as they
// are; sentences built around a field's name are patterns with {label}. profileMessages() turns
// both into one dictionary, English sentence → the language's, which the page's data carries so
// that the browser's own check speaks the page's language too (a test feeds the schema bad input
// and finds every answer in it).
export const PROFILE_MESSAGES = [
  msg`Enter the date of birth as YYYY-MM-DD.`,
  msg`This date of birth does not exist. Please check it.`,
  msg`The date of birth cannot be in the future.`,
  msg`Enter a 6-digit PIN code.`,
  msg`Enter a 10-digit Indian mobile number.`,
  msg`Enter a 10-digit Indian mobile number as the alternate number.`,
  msg`Enter your 12-digit Aadhaar number.`,
  msg`An Aadhaar number contains only digits.`,
  msg`An Aadhaar number has exactly 12 digits.`,
  msg`An Aadhaar number never starts with 0 or 1.`,
  msg`This is not a valid Aadhaar number. Please check it.`,
  msg`This Aadhaar number has a typing mistake. Please check the digits.`,
  msg`Please read the privacy notice and tick the box to agree before you submit your admission form.`,
  msg`The chosen file is empty. Choose the file again.`,
  msg`That image is damaged or incomplete. Save it again and upload the new copy.`,
  msg`That image has too many pixels. Take the photo at a lower resolution and try again.`,
  msg`This document was being replaced at the same moment. Please try again.`,
  msg`That file is too large: PDF files can be at most 10 MB and images 5 MB.`,
  msg`PDF files can be at most 10 MB. Choose a smaller file.`,
  msg`Images can be at most 5 MB. Choose a smaller file.`,
  msg`Send the profile as form fields.`,
  msg`Form submitted successfully!`,
  msg`The form could not be read. Please submit it again.`,
  msg`The form could not be sent. Check your connection, and that each file is within its limit (images 5 MB, PDF files 10 MB), then try again.`,
  msg`That is more than this form accepts. Choose smaller files and try again.`,
  msg`Many students are sending their forms right now, and yours was not saved yet. Please send it again in a minute: what you filled in is still in the form.`,
  msg`Your request to erase your data has been sent. The institute will act on it within 30 days.`,
  msg`Your request to erase your data is already with the institute.`,
];

/** The names the schema and the document checks give the fields in their sentences. */
const FIELD_NAMES = {
  'First name': msg`First name`,
  'Middle name': msg`Middle name`,
  'Last name': msg`Last name`,
  'Contact number': msg`Contact number`,
  'Alternate number': msg`Alternate number`,
  'Aadhaar number': msg`Aadhaar number`,
  'Blood group': msg`Blood group`,
  'Date of birth': msg`Date of birth`,
  Address: msg`Address`,
  City: msg`City`,
  State: msg`State`,
  'PIN code': msg`PIN code`,
  Gender: msg`Gender`,
  'Marital status': msg`Marital status`,
  Category: msg`Category`,
  Course: msg`Course`,
  Reference: msg`Reference`,
  'Referrer name': msg`Referrer name`,
  'SSC percentage': msg`SSC percentage`,
  'HSC percentage': msg`HSC percentage`,
  'Diploma percentage': msg`Diploma percentage`,
  'Bachelor percentage': msg`Bachelor percentage`,
  'Leaving certificate type': msg`Leaving certificate type`,
  'How did you hear about us?': msg`How did you hear about us?`,
} satisfies Record<string, MessageDescriptor>;
type FieldName = keyof typeof FIELD_NAMES;

export const DOCUMENT_NAMES = {
  profilePhoto: msg`Profile photo`,
  sscDocument: msg`SSC marksheet`,
  hscDocument: msg`HSC marksheet`,
  diplomaDocument: msg`Diploma marksheet`,
  bachelorDocument: msg`Bachelor marksheet`,
  leavingCertificate: msg`Leaving certificate`,
  aadharFront: msg`Aadhaar card (front)`,
  aadharBack: msg`Aadhaar card (back)`,
  resume: msg`Resume`,
} satisfies Record<DocumentKind, MessageDescriptor>;

const TEXT_FIELDS: FieldName[] = [
  'First name',
  'Middle name',
  'Last name',
  'Contact number',
  'Alternate number',
  'Aadhaar number',
  'Date of birth',
  'Address',
  'City',
  'State',
  'PIN code',
  'Course',
  'Referrer name',
];
const PERCENTAGES: FieldName[] = ['SSC percentage', 'HSC percentage', 'Diploma percentage', 'Bachelor percentage'];
const CHOICES: [FieldName, readonly string[]][] = [
  ['Blood group', BLOOD_GROUPS],
  ['Gender', GENDERS],
  ['Marital status', MARITAL_STATUSES],
  ['Category', CATEGORIES],
  ['Reference', REFERENCES],
  ['Leaving certificate type', LEAVING_CERTIFICATE_TYPES],
];
const MAXIMUMS = [20, 40, 60, 100, 300, 10];

/** A field's name in i18n's language, as the profile's sentences use it. */
export const fieldName = (i18n: I18n, english: FieldName) => i18n._(FIELD_NAMES[english]);

/** Every sentence the admission form may show about a field, English → i18n's language. */
export function profileMessages(i18n: I18n): Record<string, string> {
  const out: Record<string, string> = {};
  // Keyed by the English catalogue's text: a built message keeps only its id.
  const en = i18nFor('en');
  for (const descriptor of PROFILE_MESSAGES) out[en._(descriptor)] = i18n._(descriptor);
  const ageRange = `Please check the date of birth: the age must be between ${AGE_MIN} and ${AGE_MAX} years.`;
  out[ageRange] = i18n._({ ...msg`Please check the date of birth: the age must be between {min} and {max} years.`, values: { min: AGE_MIN, max: AGE_MAX } });
  for (const name of Object.keys(FIELD_NAMES) as FieldName[]) {
    const label = fieldName(i18n, name);
    out[`${name} is required.`] = i18n._({ ...msg`{label} is required.`, values: { label } });
    out[`${name} cannot be emptied here: type the new value, or leave it as it was.`] = i18n._({
      ...msg`{label} cannot be emptied here: type the new value, or leave it as it was.`,
      values: { label },
    });
    out[`${name} is needed to apply for a course.`] = i18n._({ ...msg`{label} is needed to apply for a course.`, values: { label } });
  }
  for (const english of TEXT_FIELDS) {
    const label = fieldName(i18n, english);
    out[`${english} must be text.`] = i18n._({ ...msg`{label} must be text.`, values: { label } });
    for (const max of MAXIMUMS)
      out[`${english} is too long (${max} characters at most).`] = i18n._({ ...msg`{label} is too long ({max} characters at most).`, values: { label, max } });
  }
  for (const english of PERCENTAGES) {
    const label = fieldName(i18n, english);
    out[`Enter the ${english} as a number from 0 to 100.`] = i18n._({ ...msg`Enter the {label} as a number from 0 to 100.`, values: { label } });
    out[`Use at most 2 decimal places for the ${english}.`] = i18n._({ ...msg`Use at most 2 decimal places for the {label}.`, values: { label } });
  }
  for (const [english, values] of CHOICES) {
    out[`Choose the ${english.toLowerCase()} from the list: ${values.join(', ')}.`] = i18n._({
      ...msg`Choose the {label} from the list: {values}.`,
      values: {
        label: fieldName(i18n, english).toLowerCase(), // as the English schema says it; Devanagari has no case
        values: values.join(', '),
      },
    });
  }
  for (const kind of Object.keys(DOCUMENT_NAMES) as DocumentKind[]) {
    const label = i18n._(DOCUMENT_NAMES[kind]);
    const formats =
      kind === 'resume'
        ? i18n._(msg`a PDF file`)
        : kind === 'profilePhoto'
          ? i18n._(msg`a JPEG, PNG or WebP image`)
          : i18n._(msg`a PDF file or a JPEG, PNG or WebP image`);
    out[documentMessages.notAllowed(kind)] = i18n._({ ...msg`{label} must be {formats}.`, values: { label, formats } });
    out[documentMessages.unrecognised(kind)] = i18n._({
      ...msg`That file is not really {formats}: renaming a file does not change what is inside. {label} must be {formats}.`,
      values: { label, formats },
    });
    if (kind !== 'resume' && kind !== 'profilePhoto') continue;
    out[documentMessages.tooLarge(kind)] = i18n._({
      ...msg`{label} can be at most {size}. Choose a smaller file.`,
      values: { label, size: kind === 'resume' ? '10 MB' : '5 MB' },
    });
  }
  // The document's own name as the form shows it, for the summary of fields to correct.
  for (const kind of Object.keys(DOCUMENT_LABELS) as DocumentKind[]) out[DOCUMENT_LABELS[kind]] = i18n._(DOCUMENT_NAMES[kind]);
  return out;
}

/** A sentence of the admission form in i18n's language (the dictionary, else the catalogues, else as it is). */
export function translateProfileMessage(i18n: I18n, english: string, dictionary = profileMessages(i18n)): string {
  return dictionary[english] ?? translateMessage(i18n, english);
}
