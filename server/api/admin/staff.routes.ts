import { createRoute, z } from '@hono/zod-openapi';
import { changeStaffRoleInput, inviteStaffInput } from '~/modules/admins/admins.schemas';
import { changeStaffRole, disableStaff, enableStaff, LAST_OWNER_MESSAGE, STAFF_NOT_FOUND_MESSAGE } from '~/modules/admins/change-staff-access.server';
import { findStaff } from '~/modules/admins/find-staff.server';
import { ALREADY_STAFF_MESSAGE, INVITATION_NOT_OPEN, INVITATION_REVOKED, inviteStaff, revokeInvitation } from '~/modules/admins/staff-invitations.server';
import { STAFF_ROLES } from '~/modules/admins/staff-roles';
import { recordId } from '~/utils/record-id';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// The owner's Staff page as an API (docs/decisions/031-staff-invitations.md): the list, invitations,
// role changes, disable and enable. Every call needs the area 'staff' (owners only).
const TAGS = ['Admin: staff'];
const role = z.enum(STAFF_ROLES);
const epochMs = (description: string) => z.number().openapi({ description: `${description} (epoch ms)` });

const staffMember = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable().openapi({ description: 'URL of the photo, or null' }),
    role,
    disabled: z.boolean().openapi({ description: 'Disabled staff cannot sign in and have no session' }),
    lastSignIn: epochMs('When their newest session started; null if not known').nullable(),
    created: epochMs('When the account was made'),
  })
  .openapi('StaffMember');
const invitation = z
  .object({
    _id: z.string(),
    email: z.string(),
    role,
    invitedBy: z.string().nullable().openapi({ description: 'Name of the owner who sent it' }),
    expires: epochMs('When the link stops working'),
  })
  .openapi('StaffInvitation');
const idParam = z.object({ id: recordId('Staff member').openapi({ param: { name: 'id', in: 'path' } }) });
const invitationParam = z.object({ id: recordId('Invitation').openapi({ param: { name: 'id', in: 'path' } }) });
const notFound = { 404: failureResponse(STAFF_NOT_FOUND_MESSAGE) };
const lastOwner = { 409: failureResponse(LAST_OWNER_MESSAGE) };

export const adminStaffApi = createRouter<AdminVariables>();

adminStaffApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/staff',
    tags: TAGS,
    summary: 'Every member of staff (owners first) and the open invitations (newest first)',
    middleware: [requireStaff('staff')] as const,
    request: { headers: tokenHeader },
    responses: {
      200: json(done.extend({ staff: z.array(staffMember), invitations: z.array(invitation) }), 'The staff'),
      ...unauthorized,
      ...forbidden,
    },
  }),
  async (c) => {
    const { staff, invitations } = await findStaff();
    return c.json(
      {
        success: true as const,
        message: 'Staff fetched successfully',
        staff: staff.map(({ id, lastSignInAt, createdAt, ...member }) => ({ _id: id, ...member, lastSignIn: lastSignInAt, created: createdAt })),
        invitations: invitations.map(({ id, email, role, invitedBy, expiresAt }) => ({ _id: id, email, role, invitedBy, expires: expiresAt })),
      },
      200,
    );
  },
);

adminStaffApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/staff/invite',
    tags: TAGS,
    summary: 'Invite someone to the staff by e-mail',
    description:
      'E-mails a link that works once, for 48 hours; only its SHA-256 is stored. Inviting an address again ' +
      'replaces the open invitation: the earlier link stops working.',
    middleware: [requireStaff('staff')] as const,
    request: { headers: tokenHeader, ...jsonBody(inviteStaffInput) },
    responses: {
      200: json(done.extend({ expires: epochMs('When the link stops working') }), 'Invitation stored and its e-mail queued'),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      409: failureResponse(ALREADY_STAFF_MESSAGE),
    },
  }),
  async (c) => {
    const { email, expiresAt } = await inviteStaff({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, message: `Invitation sent to ${email}.`, expires: expiresAt }, 200);
  },
);

adminStaffApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/staff/invitations/{id}/revoke',
    tags: TAGS,
    summary: 'Revoke an open invitation: its link stops working at once',
    middleware: [requireStaff('staff')] as const,
    request: { headers: tokenHeader, params: invitationParam },
    responses: {
      200: json(done, INVITATION_REVOKED),
      ...unauthorized,
      ...forbidden,
      404: failureResponse(INVITATION_NOT_OPEN),
    },
  }),
  async (c) => {
    const { message } = await revokeInvitation({ id: c.req.valid('param').id, actor: actorOf(c) });
    return c.json({ success: true as const, message }, 200);
  },
);

adminStaffApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/staff/{id}/role',
    tags: TAGS,
    summary: "Change a member of staff's role",
    description: 'Their open sessions carry the new role from their next request. The only enabled owner cannot be given another role.',
    middleware: [requireStaff('staff')] as const,
    request: { headers: tokenHeader, params: idParam, ...jsonBody(changeStaffRoleInput) },
    responses: { 200: json(done, 'Role changed (or already that role)'), ...badInput, ...unauthorized, ...forbidden, ...notFound, ...lastOwner },
  }),
  async (c) => {
    const message = await changeStaffRole({ id: c.req.valid('param').id, role: c.req.valid('json').role, actor: actorOf(c) });
    return c.json({ success: true as const, message }, 200);
  },
);

adminStaffApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/staff/{id}/disable',
    tags: TAGS,
    summary: 'Disable a member of staff',
    description: 'Ends every session of theirs at once and refuses their sign-in until enabled. Not the only enabled owner, and not yourself.',
    middleware: [requireStaff('staff')] as const,
    request: { headers: tokenHeader, params: idParam },
    responses: {
      200: json(done, 'Disabled (or already disabled)'),
      ...unauthorized,
      ...forbidden,
      ...notFound,
      409: failureResponse(`${LAST_OWNER_MESSAGE} Or: your own account`),
    },
  }),
  async (c) => c.json({ success: true as const, message: await disableStaff({ id: c.req.valid('param').id, actor: actorOf(c) }) }, 200),
);

adminStaffApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/staff/{id}/enable',
    tags: TAGS,
    summary: 'Let a disabled member of staff sign in again',
    middleware: [requireStaff('staff')] as const,
    request: { headers: tokenHeader, params: idParam },
    responses: { 200: json(done, 'Enabled (or already enabled)'), ...unauthorized, ...forbidden, ...notFound },
  }),
  async (c) => c.json({ success: true as const, message: await enableStaff({ id: c.req.valid('param').id, actor: actorOf(c) }) }, 200),
);
