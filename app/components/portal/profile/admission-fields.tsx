import { useState } from 'react';
import {
  ADDRESS_MAX,
  BLOOD_GROUPS,
  CATEGORIES,
  GENDERS,
  LEAVING_CERTIFICATE_TYPES,
  MARITAL_STATUSES,
  NAME_MAX,
  PROFILE_FIELD_LABELS as L,
  REFERENCES,
  TEXT_MAX,
} from '~/modules/students/profile.schemas';
import { FileField, PhotoField, SelectField, TextAreaField, TextField } from './form-fields';
import { formatDate, formatPercentage, type Profile } from './profile-ui';

const DOC_HINT = 'A PDF (up to 10 MB) or a JPEG, PNG or WebP picture (up to 5 MB).';
const sectionClasses = 'grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 sm:p-5';
const legendClasses = 'px-1 text-base font-semibold text-slate-900';
const EDUCATION = [
  { level: 'ssc', percentage: 'sscPercentage', document: 'sscDocument' },
  { level: 'hsc', percentage: 'hscPercentage', document: 'hscDocument' },
  { level: 'diploma', percentage: 'diplomaPercentage', document: 'diplomaDocument' },
  { level: 'bachelor', percentage: 'bachelorPercentage', document: 'bachelorDocument' },
] as const;

/**
 * The fields of the admission form (spec §2), grouped. `values` refills them after a post without
 * JavaScript; remount (change the key) to clear them after a successful submission.
 */
export function AdmissionFields({ profile, values, initials }: { profile: Profile | null; values: Record<string, string>; initials: string }) {
  const [reference, setReference] = useState(values.reference ?? '');
  // The referrer name belongs to 'Other' only: the one chosen now, or the one on file if unchanged.
  const askReferrer = reference === 'Other' || (reference === '' && profile?.reference === 'Other');
  const text = (name: keyof typeof L, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={L[name]}
      current={(profile?.[name] as string | undefined) || undefined}
      defaultValue={values[name]}
      maxLength={TEXT_MAX}
      {...extra}
    />
  );
  const select = (name: keyof typeof L, options: readonly string[], onChange?: (value: string) => void) => (
    <SelectField
      name={name}
      label={L[name]}
      options={options}
      current={(profile?.[name] as string | undefined) || undefined}
      defaultValue={values[name]}
      onChange={onChange}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
        <legend className={legendClasses}>Photo</legend>
        <PhotoField current={profile?.profilePhoto ?? ''} initials={initials} />
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Personal details</legend>
        {text('firstName', { autoComplete: 'given-name', maxLength: NAME_MAX })}
        {text('middleName', { autoComplete: 'additional-name', maxLength: NAME_MAX })}
        {text('lastName', { autoComplete: 'family-name', maxLength: NAME_MAX })}
        {text('dob', { type: 'date', autoComplete: 'bday', current: profile?.dob ? formatDate(profile.dob) : undefined })}
        {select('gender', GENDERS)}
        {select('maritalStatus', MARITAL_STATUSES)}
        {select('category', CATEGORIES)}
        {select('bloodGroup', BLOOD_GROUPS)}
        {/* Never refilled and never shown in full: only the masked number on file, as a hint. */}
        <TextField
          name="aadharNumber"
          label="Aadhaar number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          current={profile?.aadharNumber || undefined}
          hint={profile?.aadharNumber ? 'Type a new number only to replace the one on file.' : '12 digits, as printed on your Aadhaar card.'}
        />
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Contact details</legend>
        {text('contactNumber', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: 20 })}
        {text('alternateNumber', { type: 'tel', inputMode: 'numeric', autoComplete: 'off', maxLength: 20 })}
        <div className="sm:col-span-2">
          <TextAreaField name="address" label={L.address} current={profile?.address || undefined} defaultValue={values.address} maxLength={ADDRESS_MAX} />
        </div>
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1' })}
        {text('zipCode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 7 })}
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Education</legend>
        {EDUCATION.map(({ level, percentage, document }) => (
          <div key={level} className="contents">
            <TextField
              name={percentage}
              label={L[percentage]}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              current={formatPercentage(profile?.[percentage] ?? null) || undefined}
              defaultValue={values[percentage]}
            />
            <FileField kind={document} current={profile?.[document] ?? ''} hint={DOC_HINT} />
          </div>
        ))}
        {select('leavingCertificateType', LEAVING_CERTIFICATE_TYPES)}
        <FileField kind="leavingCertificate" current={profile?.leavingCertificate ?? ''} hint={DOC_HINT} />
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Aadhaar card</legend>
        <FileField kind="aadharFront" current={profile?.aadharFront ?? ''} hint={DOC_HINT} />
        <FileField kind="aadharBack" current={profile?.aadharBack ?? ''} hint={DOC_HINT} />
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Reference</legend>
        {select('reference', REFERENCES, setReference)}
        {askReferrer ? text('otherReference') : null}
      </fieldset>
    </div>
  );
}
