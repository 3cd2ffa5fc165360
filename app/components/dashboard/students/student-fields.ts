import {
  BLOOD_GROUPS,
  CATEGORIES,
  GENDERS,
  LEAVING_CERTIFICATE_TYPES,
  MARITAL_STATUSES,
  type ProfileField,
  REFERENCES,
} from '~/modules/students/profile.schemas';

// Browser-safe: how each profile field of spec §3 is entered on the staff screens (Enroll Student
// step 2 and Edit user profile). The rules themselves are the domain's (profile.schemas.ts).
export type FieldSpec = {
  name: ProfileField;
  label: string;
  type: 'text' | 'tel' | 'date' | 'number' | 'select' | 'textarea';
  options?: readonly string[];
  autoComplete?: string;
};

const percentage = (name: ProfileField, label: string): FieldSpec => ({ name, label, type: 'number' });

export const FIELD_SPECS: Record<Exclude<ProfileField, 'course'>, FieldSpec> = {
  firstName: { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'off' },
  middleName: { name: 'middleName', label: 'Middle Name', type: 'text', autoComplete: 'off' },
  lastName: { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'off' },
  contactNumber: { name: 'contactNumber', label: 'Contact Number', type: 'tel', autoComplete: 'off' },
  alternateNumber: { name: 'alternateNumber', label: 'Alternate Number', type: 'tel', autoComplete: 'off' },
  dob: { name: 'dob', label: 'Date of Birth', type: 'date' },
  gender: { name: 'gender', label: 'Gender', type: 'select', options: GENDERS },
  maritalStatus: { name: 'maritalStatus', label: 'Marital Status', type: 'select', options: MARITAL_STATUSES },
  category: { name: 'category', label: 'Category', type: 'select', options: CATEGORIES },
  bloodGroup: { name: 'bloodGroup', label: 'Blood Group', type: 'select', options: BLOOD_GROUPS },
  aadharNumber: { name: 'aadharNumber', label: 'Aadhaar Number', type: 'text', autoComplete: 'off' },
  address: { name: 'address', label: 'Address', type: 'textarea' },
  city: { name: 'city', label: 'City', type: 'text' },
  state: { name: 'state', label: 'State', type: 'text' },
  zipCode: { name: 'zipCode', label: 'PIN Code', type: 'text' },
  reference: { name: 'reference', label: 'Reference', type: 'select', options: REFERENCES },
  otherReference: { name: 'otherReference', label: 'Referrer Name', type: 'text' },
  sscPercentage: percentage('sscPercentage', 'SSC Percentage'),
  hscPercentage: percentage('hscPercentage', 'HSC Percentage'),
  diplomaPercentage: percentage('diplomaPercentage', 'Diploma Percentage'),
  bachelorPercentage: percentage('bachelorPercentage', 'Bachelor Percentage'),
  leavingCertificateType: { name: 'leavingCertificateType', label: 'Leaving Certificate Type', type: 'select', options: LEAVING_CERTIFICATE_TYPES },
};

/** Staff must fill these when enrolling (spec §5). */
export const ENROLL_REQUIRED: readonly ProfileField[] = ['firstName', 'lastName', 'contactNumber', 'dob', 'address'];

/** Edit user profile, in the order of spec §2 (otherReference only while reference is Other). */
export const EDITABLE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'contactNumber',
  'alternateNumber',
  'dob',
  'gender',
  'maritalStatus',
  'category',
  'bloodGroup',
  'aadharNumber',
  'address',
  'city',
  'state',
  'zipCode',
  'reference',
  'otherReference',
  'sscPercentage',
  'hscPercentage',
  'diplomaPercentage',
  'bachelorPercentage',
] as const satisfies readonly (keyof typeof FIELD_SPECS)[];
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Keeps only values that say something: the screens send no empty fields (spec §5). */
export function nonEmpty(form: FormData): FormData {
  const out = new FormData();
  for (const [key, value] of form) {
    if (typeof value === 'string' ? value.trim() !== '' : value.size > 0) out.append(key, value);
  }
  return out;
}
