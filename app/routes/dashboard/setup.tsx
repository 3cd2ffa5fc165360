import { serialize } from 'hono/utils/cookie';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AccountFormAlert, AccountInput, NewPasswordInputs, StaffLinkPage } from '~/components/dashboard/staff/staff-link-page';
import { Button } from '~/components/ui/button';
import { adminSetupFields } from '~/modules/admins/admins.schemas';
import {
  createFirstAdmin,
  findSetupState,
  SETUP_FINISHED_MESSAGE,
  SETUP_LINK_INVALID_MESSAGE,
  type SetupState,
} from '~/modules/admins/first-admin-setup.server';
import { ADMIN_SESSION_COOKIE, adminSessionCookieOptions, createAdminSession } from '~/modules/admins/sessions.server';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/setup';

// /dashboard/setup/:token — the first administrator of a public deployment, from the one-time
// link the server prints at start while no administrator exists (first-admin-setup.server.ts).
// Under /dashboard because it is the staff area's front door, but outside its signed-in layout
// (app/routes.ts): nobody can sign in yet. The token is a path segment so the printed link is one
// piece to copy; it leaves no trace elsewhere (Referrer-Policy sends other sites the origin only).

type Field = 'name' | 'email' | 'password' | 'confirmPassword';
type SetupAnswer = { message: string; fieldErrors: Partial<Record<Field, string>>; values: { name: string; email: string }; refused?: boolean };

const STATUS: Record<SetupState, number> = { open: 200, finished: 403, invalid: 404 };
const REFUSAL: Record<Exclude<SetupState, 'open'>, { title: string; message: string }> = {
  finished: { title: 'Setup is finished', message: SETUP_FINISHED_MESSAGE },
  invalid: { title: 'This setup link is not valid', message: SETUP_LINK_INVALID_MESSAGE },
};

export const meta: Route.MetaFunction = () => [{ title: 'Set up the first administrator' }, { name: 'robots', content: 'noindex, nofollow' }];

// The form is for one person, and its link is a credential: never kept by a browser or a proxy.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ params }: Route.LoaderArgs) {
  const state = await findSetupState({ token: params.token });
  return data({ state, refusal: state === 'open' ? null : REFUSAL[state] }, { status: STATUS[state] });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = Object.fromEntries([...(await request.formData())].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  const values = { name: String(form.name ?? ''), email: String(form.email ?? '') };
  const parsed = adminSetupFields.safeParse(form);
  if (!parsed.success) {
    const fieldErrors: SetupAnswer['fieldErrors'] = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
    return data<SetupAnswer>({ message: 'Check the highlighted fields.', fieldErrors, values }, { status: 400 });
  }
  if (parsed.data.password !== parsed.data.confirmPassword) {
    return data<SetupAnswer>({ message: 'Passwords do not match', fieldErrors: { confirmPassword: 'Passwords do not match' }, values }, { status: 400 });
  }
  let adminId: string;
  try {
    ({ id: adminId } = await createFirstAdmin({
      token: params.token,
      input: { name: parsed.data.name, email: parsed.data.email, password: parsed.data.password },
    }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const refused = error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND';
    const fieldErrors = error.code === 'BAD_REQUEST' ? { password: error.message } : error.code === 'CONFLICT' ? { email: error.message } : {};
    return data<SetupAnswer>({ message: error.message, fieldErrors, values, refused }, { status: error.status });
  }
  const { token } = await createAdminSession({ adminId });
  return redirect('/dashboard', { headers: { 'Set-Cookie': serialize(ADMIN_SESSION_COOKIE, token, adminSessionCookieOptions()) } });
}

export default function FirstAdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const refusal = loaderData.refusal ?? (actionData?.refused ? { title: 'Setup refused', message: actionData.message } : null);
  return (
    <StaffLinkPage refusal={refusal}>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Set up the first administrator</h1>
        <p className="mt-2 text-slate-700">
          No administrator exists yet. The account you create here can sign in to the staff dashboard and add others. This link works once.
        </p>
      </div>
      <AccountFormAlert answer={actionData} />
      <Form method="post" className="flex flex-col gap-4">
        <AccountInput name="name" label="Name" answer={actionData} autoComplete="name" maxLength={100} required defaultValue={actionData?.values.name} />
        <AccountInput
          name="email"
          label="Email"
          answer={actionData}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          defaultValue={actionData?.values.email}
        />
        <NewPasswordInputs answer={actionData} />
        <Button type="submit" block busy={submitting} spinner={false}>
          {submitting ? 'Creating administrator…' : 'Create administrator'}
        </Button>
      </Form>
    </StaffLinkPage>
  );
}
