import { useState } from 'react';
import type { DocumentKind } from '~/modules/documents/documents.schemas';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import type { StoredDocument } from '~/modules/documents/find-student-documents.server';
import {
  ADDRESS_MAX,
  BLOOD_GROUPS,
  CATEGORIES,
  GENDERS,
  LEAVING_CERTIFICATE_TYPES,
  MARITAL_STATUSES,
  NAME_MAX,
  type ProfileField,
  REFERENCES,
  TEXT_MAX,
} from '~/modules/students/profile.schemas';
import { FileField, PhotoField, SelectField, TextAreaField, TextField } from './form-fields';
import { type Profile, valueOnFile } from './profile-ui';

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
  locale,
  texts,
  say,
}: {
  profile: Profile | null;
  documents: StoredDocuments;
  values: Record<string, string>;
  errors: Record<string, string>;
  initials: string;
  locale: Locale;
  texts: ProfileTexts['fields'];
  /** The shared code's English sentence (a file refused by the browser) in the page's language. */
  say: (english: string) => string;
}) {
  const L = texts.labels;
  const NEEDED = texts.needed;
  const start = (name: ProfileField) => values[name] ?? valueOnFile(profile, name);
  const [reference, setReference] = useState(start('reference'));
  const text = (name: ProfileField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={L[name]} defaultValue={start(name)} error={errors[name]} maxLength={TEXT_MAX} {...extra} />
  );
  const select = (name: ProfileField, options: readonly string[], onChange?: (value: string) => void) => (
    <SelectField
      name={name}
      label={L[name]}
      options={options}
      optionNames={texts.options}
      placeholder={texts.select}
      defaultValue={start(name)}
      error={errors[name]}
      onChange={onChange}
    />
  );
  const file = (kind: Exclude<DocumentKind, 'resume' | 'profilePhoto'>) => (
    <FileField
      kind={kind}
      label={texts.documents[kind]}
      stored={documents[kind]}
      hint={texts.documentHint}
      error={errors[kind]}
      locale={locale}
      texts={texts}
      say={say}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
        <legend className={legendClasses}>{texts.photo}</legend>
        <PhotoField stored={documents.profilePhoto} initials={initials} error={errors.profilePhoto} locale={locale} texts={texts} say={say} />
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>{texts.personal}</legend>
        {/* Spec §5: applying needs all three names; the form itself may be sent without them. */}
        {text('firstName', { autoComplete: 'given-name', maxLength: NAME_MAX, tag: texts.neededTag, hint: NEEDED })}
        {text('middleName', {
          autoComplete: 'additional-name',
          maxLength: NAME_MAX,
          tag: texts.neededTag,
          hint: `${NEEDED} ${texts.middleNameHint}`,
        })}
        {text('lastName', { autoComplete: 'family-name', maxLength: NAME_MAX, tag: texts.neededTag, hint: NEEDED })}
        {text('dob', { type: 'date', autoComplete: 'bday' })}
        {select('gender', GENDERS)}
        {select('maritalStatus', MARITAL_STATUSES)}
        {select('category', CATEGORIES)}
        {select('bloodGroup', BLOOD_GROUPS)}
        {/* Never filled in and never shown in full: only the masked number on file, in the hint. */}
        {text('aadharNumber', {
          label: L.aadharNumber,
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 14,
          defaultValue: values.aadharNumber,
          hint: profile?.aadharNumber ? fillText(texts.aadhaarOnFile, { masked: profile.aadharNumber }) : texts.aadhaarNew,
        })}
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>{texts.contact}</legend>
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
        <legend className={legendClasses}>{texts.education}</legend>
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
        <legend className={legendClasses}>{texts.aadhaarCard}</legend>
        {file('aadharFront')}
        {file('aadharBack')}
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>{texts.reference}</legend>
        {select('reference', REFERENCES, setReference)}
        {reference === 'Other' ? text('otherReference') : null}
      </fieldset>
    </div>
  );
}
