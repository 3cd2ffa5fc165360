import { CONSENT_REQUIRED } from '~/modules/students/privacy-notice';
import {
  APPLICATION_NAMES,
  neededToApply,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  type ProfileField,
  profileFieldErrors,
} from '~/modules/students/profile.schemas';
import { type Profile, valueOnFile } from './profile-ui';

const isProfileField = (name: string): name is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(name);

/** Blank means "unchanged" to the server (spec §2), so a field on file cannot be emptied by the form. */
export const cannotEmpty = (field: ProfileField) => `${PROFILE_FIELD_LABELS[field]} cannot be emptied here: type the new value, or leave it as it was.`;

export type AdmissionCheck = {
  /** What the form posts: only fields that differ from what is on file, chosen files, the consent. */
  send: FormData;
  /** A message per field that must be corrected first ({} when the form may be sent). */
  errors: Record<string, string>;
};

/**
 * The browser's check of the admission form before anything is sent, with the schema the server
 * uses (profileFieldErrors: Aadhaar, phone numbers, PIN code, percentages, …). `unreadable` names
 * the number inputs whose text the browser could not read as a number (their value is '').
 */
export function checkAdmission({
  form,
  profile,
  needsConsent,
  applying,
  unreadable = [],
}: {
  form: FormData;
  profile: Profile | null;
  needsConsent: boolean;
  applying: boolean;
  unreadable?: readonly string[];
}): AdmissionCheck {
  const send = new FormData();
  const errors: Record<string, string> = {};
  const changed: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') {
      if (value.name !== '') send.append(name, value); // an input with no file chosen keeps the one on file
      continue;
    }
    if (!isProfileField(name)) {
      send.append(name, value);
      continue;
    }
    const onFile = valueOnFile(profile, name);
    if (value.trim() === onFile.trim()) continue;
    if (value.trim() === '') {
      if (!unreadable.includes(name)) errors[name] = cannotEmpty(name);
      continue;
    }
    changed[name] = value;
    send.append(name, value);
  }
  for (const name of unreadable) changed[name] = 'not a number'; // the schema's own message for it
  for (const [name, message] of Object.entries(profileFieldErrors(changed))) errors[name] ??= message;
  if (applying) {
    for (const name of APPLICATION_NAMES) {
      const typed = form.get(name);
      if (typeof typed !== 'string' || typed.trim() === '') errors[name] ??= neededToApply(name);
    }
  }
  if (needsConsent && form.get('consent') === null) errors.consent = CONSENT_REQUIRED;
  return { send, errors };
}
