import { z } from 'zod';
import { ADMISSION_DOCUMENT_KINDS } from '~/modules/documents/documents.schemas';
import { recordId } from '~/utils/record-id';
import { validateAadhaar } from './aadhaar';

// Browser-safe: the admission form, the staff profile editor and the enroll wizard (spec §2, §3, §5).
// Multipart forms send every value as text, so numbers and phone numbers are read from strings.
// Messages are sentences a student can act on; forms show them per field, the API joins them.
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const CATEGORIES = ['OBC', 'SC', 'ST', 'NT', 'Open'] as const;
export type Category = (typeof CATEGORIES)[number];
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed', 'Other'] as const;
export const REFERENCES = ['Friend', 'Newspaper', 'Social Media', 'College Seminar', 'Website Search', 'Other'] as const;
export const LEAVING_CERTIFICATE_TYPES = ['SSC', 'HSC', 'Diploma', 'Bachelor'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export const NAME_MAX = 60;
export const ADDRESS_MAX = 300;
export const TEXT_MAX = 100;
export const AGE_MIN = 10;
export const AGE_MAX = 100;

export const PROFILE_FIELD_LABELS = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  contactNumber: 'Contact number',
  alternateNumber: 'Alternate number',
  aadharNumber: 'Aadhaar number',
  bloodGroup: 'Blood group',
  dob: 'Date of birth',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'PIN code',
  gender: 'Gender',
  maritalStatus: 'Marital status',
  category: 'Category',
  course: 'Course',
  reference: 'How did you hear about us?',
  otherReference: 'Referrer name',
  sscPercentage: 'SSC percentage',
  hscPercentage: 'HSC percentage',
  diplomaPercentage: 'Diploma percentage',
  bachelorPercentage: 'Bachelor percentage',
  leavingCertificateType: 'Leaving certificate type',
} as const;
export type ProfileField = keyof typeof PROFILE_FIELD_LABELS;
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_LABELS) as ProfileField[];

// Uploaded files; stored in `documents` by these kinds ('resume' is the user's, not the form's).
export const DOCUMENT_FIELDS = ADMISSION_DOCUMENT_KINDS;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long (${max} characters at most).`);

const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `Choose the ${label.toLowerCase()} from the list: ${values.join(', ')}.`),
  });

/** 10 digits starting 6–9, from what people type: '+91 98765 43210', '09876543210', '919876543210'. */
export function normaliseMobile(value: string): string | null {
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(value.replace(/[\s().-]/g, ''));
  return match ? match[1]! : null;
}
const mobile = (label: string, message: string) =>
  text(label, 20)
    .refine((value) => normaliseMobile(value) !== null, message)
    .transform((value) => normaliseMobile(value)!);

const aadhaar = text('Aadhaar number', 20).transform((value, ctx) => {
  const checked = validateAadhaar(value);
  if (checked.valid) return checked.aadhaar;
  ctx.issues.push({ code: 'custom', message: checked.reason, input: value });
  return z.NEVER;
});

// "Today" is the date in India, where the institute is, whatever the clock of the browser or server.
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** Whole years from `dob` to `today`, both YYYY-MM-DD. */
export function ageOn(dob: string, today: string): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}
const dob = text('Date of birth', 40)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the date of birth as YYYY-MM-DD.', abort: true })
  .refine(isCalendarDate, { error: 'This date of birth does not exist. Please check it.', abort: true })
  .refine((value) => value <= todayInIndia(), { error: 'The date of birth cannot be in the future.', abort: true })
  .refine((value) => {
    const age = ageOn(value, todayInIndia());
    return age >= AGE_MIN && age <= AGE_MAX;
  }, `Please check the date of birth: the age must be between ${AGE_MIN} and ${AGE_MAX} years.`);

const zipCode = text('PIN code', 10)
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => /^[1-9]\d{5}$/.test(value), 'Enter a 6-digit PIN code.');

const percentage = (label: string) => {
  const message = `Enter the ${label} as a number from 0 to 100.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,3}(\.\d+)?\s*%?\s*$/.test(value) ? Number(value.replace('%', '')) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required.` : message) })
      .min(0, message)
      .max(100, message)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `Use at most 2 decimal places for the ${label}.`),
  );
};

const fields = {
  firstName: text('First name', NAME_MAX),
  middleName: text('Middle name', NAME_MAX),
  lastName: text('Last name', NAME_MAX),
  contactNumber: mobile('Contact number', 'Enter a 10-digit Indian mobile number.'),
  alternateNumber: mobile('Alternate number', 'Enter a 10-digit Indian mobile number as the alternate number.'),
  aadharNumber: aadhaar,
  bloodGroup: choice('Blood group', BLOOD_GROUPS),
  dob,
  address: text('Address', ADDRESS_MAX),
  city: text('City', TEXT_MAX),
  state: text('State', TEXT_MAX),
  zipCode,
  gender: choice('Gender', GENDERS),
  maritalStatus: choice('Marital status', MARITAL_STATUSES),
  category: choice('Category', CATEGORIES),
  course: text('Course', TEXT_MAX),
  reference: choice('Reference', REFERENCES),
  otherReference: text('Referrer name', TEXT_MAX),
  sscPercentage: percentage('SSC percentage'),
  hscPercentage: percentage('HSC percentage'),
  diplomaPercentage: percentage('Diploma percentage'),
  bachelorPercentage: percentage('Bachelor percentage'),
  leavingCertificateType: choice('Leaving certificate type', LEAVING_CERTIFICATE_TYPES),
} satisfies Record<ProfileField, z.ZodType>;

// An empty or blank value means "not changed" (spec §2), so it is dropped before validation.
// Object.fromEntries defines keys as own data properties: a `__proto__` key cannot reach a
// prototype, and z.object then strips it with every other unknown key (role, status, fees, …).
function dropBlanks(input: unknown): unknown {
  const source = typeof FormData !== 'undefined' && input instanceof FormData ? Object.fromEntries(input) : input;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return source;
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value != null && !(typeof value === 'string' && value.trim() === '')));
}

// A referrer name belongs only to reference 'Other'. `reference` missing from an update means
// unchanged, so saveProfile decides then, against the stored reference.
function otherReferenceOnlyForOther<T extends { reference?: string; otherReference?: string }>(value: T, referenceKnown: boolean): T {
  if (value.reference === 'Other' || (!referenceKnown && value.reference === undefined)) return value;
  const { otherReference: _dropped, ...rest } = value;
  return rest as T;
}

const formObject = { error: 'Send the profile as form fields.' };

/** Admission form and staff edits: every field optional, blank = unchanged, unknown keys dropped. */
export const profileUpdateInput = z
  .preprocess(dropBlanks, z.object(fields, formObject).partial())
  .transform((value) => otherReferenceOnlyForOther(value, false));
export type ProfileChanges = z.output<typeof profileUpdateInput>;
/** The first message of each field, by name: how a form shows a refusal beside each field. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/**
 * The admission form's field checks, by field name ({} when every field is fine): the browser runs
 * them before sending (Aadhaar, phone, PIN code, percentages, …) and submitAdmission runs the same.
 */
export function profileFieldErrors(input: unknown): Record<string, string> {
  const result = profileUpdateInput.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/** Spec §5: applying for a course needs these three names, none blank (isProfileComplete). */
export const APPLICATION_NAMES = ['firstName', 'middleName', 'lastName'] as const satisfies readonly ProfileField[];
export type ApplicationName = (typeof APPLICATION_NAMES)[number];
/** The names a profile still lacks before its student can apply (all three when there is no profile). */
export const missingApplicationNames = (profile: Partial<Record<ApplicationName, string>> | null | undefined): ApplicationName[] =>
  APPLICATION_NAMES.filter((name) => !profile?.[name]?.trim());
export const neededToApply = (name: ApplicationName) => `${PROFILE_FIELD_LABELS[name]} is needed to apply for a course.`;

/** A staff edit that names no profile field (Edit user profile, PATCH /api/admin/update-user-profile). */
export const NOTHING_TO_UPDATE = `Nothing to update: send at least one profile field (${PROFILE_FIELDS.join(', ')}).`;

/** Reveal a student's full Aadhaar number (View Applications, POST /api/admin/reveal-aadhaar). */
export const revealAadhaarInput = z.object({ userId: recordId('Student') }).meta({ id: 'RevealAadhaar' });
/** Carry out a student's erasure request (Data Erasure Requests, POST /api/admin/erase-student). */
export const eraseStudentInput = z.object({ userId: recordId('Student') }).meta({ id: 'EraseStudent' });

const fullName = text('Full name', TEXT_MAX);
const email = text('E-mail', 254)
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }))
  .transform((value) => value.toLowerCase());

/** Enroll Student, step 1 (spec §2, §5): the account. */
export const enrollStudentAccountInput = z.preprocess(dropBlanks, z.object({ name: fullName, email }, formObject));

const enrollProfileShape = z.object(fields, formObject).partial().extend({
  firstName: fields.firstName,
  lastName: fields.lastName,
  contactNumber: fields.contactNumber,
  dob: fields.dob,
  address: fields.address,
});
/** Enroll Student, step 2: the profile, with the five fields staff must fill. */
export const enrollStudentProfileInput = z.preprocess(dropBlanks, enrollProfileShape).transform((value) => otherReferenceOnlyForOther(value, true));
/** Both steps together, as the final submission sends them. */
export const enrollStudentInput = z
  .preprocess(dropBlanks, enrollProfileShape.extend({ name: fullName, email }))
  .transform((value) => otherReferenceOnlyForOther(value, true));
export type EnrollStudentInput = z.output<typeof enrollStudentInput>;
