import { useState } from 'react';
import type { DocumentKind } from '~/modules/documents/documents.schemas';
import type { StoredDocument } from '~/modules/documents/find-student-documents.server';
import {
  ADDRESS_MAX,
  BLOOD_GROUPS,
  CATEGORIES,
  GENDERS,
  LEAVING_CERTIFICATE_TYPES,
  MARITAL_STATUSES,
  NAME_MAX,
  PROFILE_FIELD_LABELS as L,
  type ProfileField,
  REFERENCES,
  TEXT_MAX,
} from '~/modules/students/profile.schemas';
import { FileField, PhotoField, SelectField, TextAreaField, TextField } from './form-fields';
import { type Profile, valueOnFile } from './profile-ui';

const DOC_HINT = 'A PDF (up to 10 MB) or a JPEG, PNG or WebP picture (up to 5 MB).';
const NEEDED = 'Needed to apply for a course.';
const sectionClasses = 'grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 sm:p-5';
const legendClasses = 'px-1 text-base font-semibold text-slate-900';
const EDUCATION = [
  { level: 'ssc', percentage: 'sscPercentage', document: 'sscDocument' },
  { level: 'hsc', percentage: 'hscPercentage', document: 'hscDocument' },
  { level: 'diploma', percentage: 'diplomaPercentage', document: 'diplomaDocument' },
  { level: 'bachelor', percentage: 'bachelorPercentage', document: 'bachelorDocument' },
] as const;

export type StoredDocuments = Partial<Record<DocumentKind, StoredDocument>>;

/** Every field that can carry a message, in the order of the page (keep it with the layout below). */
export const FIELD_ORDER = [
  'profilePhoto',
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'gender',
  'maritalStatus',
  'category',
  'bloodGroup',
  'aadharNumber',
  'contactNumber',
  'alternateNumber',
  'address',
  'city',
  'state',
  'zipCode',
  ...EDUCATION.flatMap(({ percentage, document }) => [percentage, document]),
  'leavingCertificateType',
  'leavingCertificate',
  'aadharFront',
  'aadharBack',
  'reference',
  'otherReference',
  'consent',
  'form',
] as const;

/**
 * The fields of the admission form (spec §2), grouped, each filled with what is on file (or, after
 * a post without JavaScript, with what was typed: `values`) and showing its error from `errors`.
 * Remount (change the key) to refill them from a newly saved profile.
 */
export function AdmissionFields({
  profile,
  documents,
  values,
  errors,
  initials,
}: {
  profile: Profile | null;
  documents: StoredDocuments;
  values: Record<string, string>;
  errors: Record<string, string>;
  initials: string;
}) {
  const start = (name: ProfileField) => values[name] ?? valueOnFile(profile, name);
  const [reference, setReference] = useState(start('reference'));
  const text = (name: ProfileField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={L[name]} defaultValue={start(name)} error={errors[name]} maxLength={TEXT_MAX} {...extra} />
  );
  const select = (name: ProfileField, options: readonly string[], onChange?: (value: string) => void) => (
    <SelectField name={name} label={L[name]} options={options} defaultValue={start(name)} error={errors[name]} onChange={onChange} />
  );
  const file = (kind: Exclude<DocumentKind, 'resume' | 'profilePhoto'>) => (
    <FileField kind={kind} stored={documents[kind]} hint={DOC_HINT} error={errors[kind]} />
  );

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
        <legend className={legendClasses}>Photo</legend>
        <PhotoField stored={documents.profilePhoto} initials={initials} error={errors.profilePhoto} />
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Personal details</legend>
        {/* Spec §5: applying needs all three names; the form itself may be sent without them. */}
        {text('firstName', { autoComplete: 'given-name', maxLength: NAME_MAX, tag: 'Needed to apply', hint: NEEDED })}
        {text('middleName', {
          autoComplete: 'additional-name',
          maxLength: NAME_MAX,
          tag: 'Needed to apply',
          hint: `${NEEDED} Your father's or husband's name, as on your marksheet.`,
        })}
        {text('lastName', { autoComplete: 'family-name', maxLength: NAME_MAX, tag: 'Needed to apply', hint: NEEDED })}
        {text('dob', { type: 'date', autoComplete: 'bday' })}
        {select('gender', GENDERS)}
        {select('maritalStatus', MARITAL_STATUSES)}
        {select('category', CATEGORIES)}
        {select('bloodGroup', BLOOD_GROUPS)}
        {/* Never filled in and never shown in full: only the masked number on file, in the hint. */}
        {text('aadharNumber', {
          label: 'Aadhaar number',
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 14,
          defaultValue: values.aadharNumber,
          hint: profile?.aadharNumber
            ? `On file: ${profile.aadharNumber}. Type a new number only to replace it.`
            : '12 digits, as printed on your Aadhaar card.',
        })}
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Contact details</legend>
        {text('contactNumber', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: 20 })}
        {text('alternateNumber', { type: 'tel', inputMode: 'numeric', autoComplete: 'off', maxLength: 20 })}
        <div className="sm:col-span-2">
          <TextAreaField name="address" label={L.address} defaultValue={start('address')} error={errors.address} maxLength={ADDRESS_MAX} />
        </div>
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1' })}
        {text('zipCode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 7 })}
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Education</legend>
        {EDUCATION.map(({ level, percentage, document }) => (
          <div key={level} className="contents">
            {/* Numeric inputs (spec §5); the limits are the shared schema's, checked before sending. */}
            {text(percentage, { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: 0.01, maxLength: undefined })}
            {file(document)}
          </div>
        ))}
        {select('leavingCertificateType', LEAVING_CERTIFICATE_TYPES)}
        {file('leavingCertificate')}
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Aadhaar card</legend>
        {file('aadharFront')}
        {file('aadharBack')}
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Reference</legend>
        {select('reference', REFERENCES, setReference)}
        {reference === 'Other' ? text('otherReference') : null}
      </fieldset>
    </div>
  );
}
