import type { StudentView } from '~/modules/students/get-student.server';
import type { ProfileField } from '~/modules/students/profile.schemas';
import { initials } from '~/utils/initials';
import { formatCalendarDate } from '~/utils/dates';

// Shared by the /user-profile route and its components (browser-safe: types, formats and the link class; inputs and buttons come from components/ui).

/**
 * What the /user-profile action answers. `fieldErrors`: the message of each refused field (a form
 * field, a document or `consent`); `values`: the typed text, only to refill a form posted without JavaScript.
 */
export type AdmissionResult = (
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string>; values?: Record<string, string> }
) & {
  /** The answer to a new copy of one document from My Profile, not to the admission form. */
  reuploaded?: string;
};

export type ProfileUser = StudentView;
export type Profile = NonNullable<StudentView['profile']>;

export type ProfileTab = 'admission' | 'profile';

export const linkClasses = 'font-semibold text-brand-700 underline hover:text-brand-800';

/** '2004-03-15' → '15 Mar 2004' (the date as typed: no time zone may move it a day). */
export const formatDate = formatCalendarDate;

export const formatPercentage = (value: number | null) => (value == null ? '' : `${value}%`);

/** Initials for the default avatar: the profile's names, else the account name or e-mail. */
export function profileInitials(user: ProfileUser): string {
  const names = [user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ');
  return initials(names || user.name || user.email.split('@')[0] || '');
}

/**
 * A field's value on file as the form's input holds it ('' when none). Never the Aadhaar number:
 * only its masked form reaches the browser, so that input starts empty and empty keeps it.
 */
export function valueOnFile(profile: Profile | null, field: ProfileField): string {
  if (!profile || field === 'aadharNumber') return '';
  const value = profile[field];
  return value == null ? '' : String(value);
}
