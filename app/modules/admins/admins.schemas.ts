import { z } from 'zod';
import { isEmptyPart } from '~/utils/form-parts';
import { STAFF_ROLES } from './staff-roles';

// Field rules of the staff dialogs (spec §5), safe in the browser. The common-password check
// runs on the server only (password.server.ts).
export const ADMIN_PASSWORD_MIN = 10;
export const ADMIN_PASSWORD_MAX = 128;

const email = z.string().trim().min(1, 'E-mail is required.').max(254, 'E-mail is too long.').pipe(z.email('Enter a valid e-mail address.'));
const password = z.string().min(1, 'Password is required.').max(1024, 'Password is too long.');

export const adminLoginInput = z.object({ email, password });
export const adminSendOtpInput = z.object({ email });
export const adminVerifyOtpInput = z.object({
  email,
  otp: z.string().trim().min(1, 'The code is required.').max(12, 'Invalid or expired code.'),
  newPassword: z.string().min(1, 'New password is required.').max(1024, 'Password is too long.'),
});
export const adminRegisterFields = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100, 'Name must be at most 100 characters.'),
  email,
  password,
  accessPassword: z.string().min(1, 'Admin access password is required.').max(1024, 'Incorrect admin access password'),
});

/** POST /api/admin/register: the sign-up dialog's fields and an optional photo; `.meta()` documents it. */
export const adminRegisterInput = adminRegisterFields
  .extend({
    // An input left empty arrives as a nameless empty part (or ''): no photo, as for every upload.
    image: z
      .preprocess((value) => (isEmptyPart(value) ? undefined : value), z.custom<File>((value) => value instanceof File, 'The photo must be a file.').optional())
      .meta({ type: 'string', format: 'binary', description: 'Photo: JPEG, PNG, WebP or GIF, at most 5 MB' }),
  })
  .meta({ id: 'AdminRegisterForm' });
export type AdminRegisterInput = z.output<typeof adminRegisterInput>;

/** The first-administrator setup page: the sign-up details without the access password (the link is the permission). */
export const adminSetupFields = adminRegisterFields.omit({ accessPassword: true }).extend({
  confirmPassword: z.string().max(1024, 'Password is too long.'),
});

// The Staff page (docs/decisions/031-staff-invitations.md): the owner's commands, for the page and the API alike.
const role = z
  .enum(STAFF_ROLES, { error: 'Choose a role: Owner, Admissions, Accounts or Content.' })
  .meta({ description: 'owner | admissions | accounts | content' });

/** POST /api/admin/staff/invite and the page's invite form. */
export const inviteStaffInput = z.object({ email, role }).meta({ id: 'InviteStaffInput' });
/** POST /api/admin/staff/{id}/role. */
export const changeStaffRoleInput = z.object({ role }).meta({ id: 'ChangeStaffRoleInput' });

/** The invitation page: the invitee's name, password twice and an optional photo (the link is the permission, the e-mail is the invitation's). */
export const acceptInvitationFields = adminSetupFields.omit({ email: true }).extend({
  image: z.preprocess(
    (value) => (isEmptyPart(value) ? undefined : value),
    z.custom<File>((value) => value instanceof File, 'The photo must be a file.').optional(),
  ),
});
