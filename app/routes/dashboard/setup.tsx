import { serialize } from 'hono/utils/cookie';
import { data, Form, redirect, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field as LabelledField } from '~/components/ui/field';
import { ADMIN_PASSWORD_MIN, adminSetupFields } from '~/modules/admins/admins.schemas';
import {
  createFirstAdmin,
  findSetupState,
  SETUP_FINISHED_MESSAGE,
  SETUP_LINK_INVALID_MESSAGE,
  type SetupState,
} from '~/modules/admins/first-admin-setup.server';
import { ADMIN_SESSION_COOKIE, adminSessionCookieOptions, createAdminSession } from '~/modules/admins/sessions.server';
import { AppError } from '~/utils/errors';
import { usePublicConfig } from '~/utils/use-public-config';
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

function Input({
  name,
  label,
  answer,
  hint,
  ...props
}: { name: Field; label: string; answer?: SetupAnswer; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField id={name} label={label} hint={hint} error={answer?.fieldErrors[name]}>
      {(control) => <input {...control} name={name} required {...props} />}
    </LabelledField>
  );
}

export default function FirstAdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { institute } = usePublicConfig();
  const submitting = useNavigation().state === 'submitting';
  const refusal = loaderData.refusal ?? (actionData?.refused ? { title: 'Setup refused', message: actionData.message } : null);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 px-4 py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{institute.name}</p>
      {refusal ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{refusal.title}</h1>
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            {refusal.message}
          </p>
          <a href="/?admin-login=1" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Go to the staff login
          </a>
        </>
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-bold text-slate-900">Set up the first administrator</h1>
            <p className="mt-2 text-slate-700">
              No administrator exists yet. The account you create here can sign in to the staff dashboard and add others. This link works once.
            </p>
          </div>
          {actionData ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {actionData.message}
            </p>
          ) : null}
          <Form method="post" className="flex flex-col gap-4">
            <Input name="name" label="Name" answer={actionData} autoComplete="name" maxLength={100} defaultValue={actionData?.values.name} />
            <Input name="email" label="Email" answer={actionData} type="email" autoComplete="email" maxLength={254} defaultValue={actionData?.values.email} />
            <Input
              name="password"
              label="Password"
              answer={actionData}
              type="password"
              autoComplete="new-password"
              minLength={ADMIN_PASSWORD_MIN}
              hint={`At least ${ADMIN_PASSWORD_MIN} characters, not a common password.`}
            />
            <Input
              name="confirmPassword"
              label="Confirm password"
              answer={actionData}
              type="password"
              autoComplete="new-password"
              minLength={ADMIN_PASSWORD_MIN}
            />
            <Button type="submit" block busy={submitting} spinner={false}>
              {submitting ? 'Creating administrator…' : 'Create administrator'}
            </Button>
          </Form>
        </>
      )}
    </main>
  );
}
