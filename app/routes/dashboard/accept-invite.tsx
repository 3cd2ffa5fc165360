import { serialize } from 'hono/utils/cookie';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AccountFormAlert, AccountInput, NewPasswordInputs, StaffLinkPage } from '~/components/dashboard/staff/staff-link-page';
import { Button } from '~/components/ui/button';
import { acceptInvitationFields } from '~/modules/admins/admins.schemas';
import { ADMIN_SESSION_COOKIE, adminSessionCookieOptions, createAdminSession } from '~/modules/admins/sessions.server';
import { acceptInvitation, findInvitation, INVITATION_INVALID_MESSAGE } from '~/modules/admins/staff-invitations.server';
import { STAFF_ROLE_LABELS } from '~/modules/admins/staff-roles';
import { readForm } from '~/utils/dashboard-action.server';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/accept-invite';

// /dashboard/accept-invite/:token — an invitation to join the staff (staff-invitations.server.ts),
// the way the first administrator's setup page works (setup.tsx): outside the signed-in layout,
// the token a path segment, the page never cached. The invitee sets their name, photo and
// password; the e-mail and role are the invitation's. Then they are signed in.

type Field = 'name' | 'password' | 'confirmPassword' | 'image';
type InviteAnswer = { message: string; fieldErrors: Partial<Record<Field, string>>; values: { name: string }; refused?: boolean };

export const meta: Route.MetaFunction = () => [{ title: 'Join the staff' }, { name: 'robots', content: 'noindex, nofollow' }];

// The link is a credential: never kept by a browser or a proxy.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await findInvitation({ token: params.token });
  return data({ invitation, refusal: invitation ? null : INVITATION_INVALID_MESSAGE }, { status: invitation ? 200 : 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  // The link first: an unknown one is refused before its body (up to a photo's size) is read.
  if (!(await findInvitation({ token: params.token }))) {
    return data<InviteAnswer>({ message: INVITATION_INVALID_MESSAGE, fieldErrors: {}, values: { name: '' }, refused: true }, { status: 404 });
  }
  let values = { name: '' };
  try {
    const form = await readForm(request);
    values = { name: typeof form.name === 'string' ? form.name : '' };
    const parsed = acceptInvitationFields.safeParse(form);
    if (!parsed.success) {
      const fieldErrors: InviteAnswer['fieldErrors'] = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      return data<InviteAnswer>({ message: 'Check the highlighted fields.', fieldErrors, values }, { status: 400 });
    }
    if (parsed.data.password !== parsed.data.confirmPassword) {
      return data<InviteAnswer>({ message: 'Passwords do not match', fieldErrors: { confirmPassword: 'Passwords do not match' }, values }, { status: 400 });
    }
    const admin = await acceptInvitation({ token: params.token, input: parsed.data });
    const { token } = await createAdminSession({ adminId: admin.id });
    return redirect('/dashboard', { headers: { 'Set-Cookie': serialize(ADMIN_SESSION_COOKIE, token, adminSessionCookieOptions()) } });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors: InviteAnswer['fieldErrors'] =
      error.code === 'BAD_REQUEST'
        ? { password: error.message }
        : ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'].includes(error.code)
          ? { image: error.message }
          : {};
    return data<InviteAnswer>(
      { message: error.message, fieldErrors, values, refused: error.code === 'NOT_FOUND' || error.code === 'CONFLICT' },
      { status: error.status },
    );
  }
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const { invitation } = loaderData;
  // The loader says why whenever there is no invitation.
  const refusal = loaderData.refusal ?? (actionData?.refused ? actionData.message : null);
  return (
    <StaffLinkPage refusal={refusal ? { title: 'This invitation link is not valid', message: refusal } : null}>
      {invitation ? (
        <>
          <div>
            <h1 className="text-2xl font-bold text-slate-900">Join the staff</h1>
            <p className="mt-2 text-slate-700">
              You are invited as <strong>{STAFF_ROLE_LABELS[invitation.role]}</strong> with the e-mail <strong>{invitation.email}</strong>. Set your name, photo
              and password to sign in. This link works once.
            </p>
          </div>
          <AccountFormAlert answer={actionData} />
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
            <AccountInput name="name" label="Name" answer={actionData} autoComplete="name" maxLength={100} required defaultValue={actionData?.values.name} />
            <AccountInput
              name="image"
              label="Photo"
              answer={actionData}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              hint="JPEG, PNG, WebP or GIF, at most 5 MB."
            />
            <NewPasswordInputs answer={actionData} />
            <Button type="submit" block busy={submitting} spinner={false}>
              {submitting ? 'Joining…' : 'Join the staff'}
            </Button>
          </Form>
        </>
      ) : null}
    </StaffLinkPage>
  );
}
