import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '~/components/ui/field';
import { ADMIN_PASSWORD_MIN } from '~/modules/admins/admins.schemas';
import { usePublicConfig } from '~/utils/use-public-config';

// The pages a link e-mailed or printed to one person opens, outside the signed-in dashboard: the
// first administrator's setup (routes/dashboard/setup.tsx) and an invitation to join the staff
// (routes/dashboard/accept-invite.tsx). One look: the institute's name, then either why the link
// cannot be used, or the form that creates the account and signs its owner in.

/** What such a page's action answers that the form shows: its alert, and each field's error. */
export type AccountFormAnswer<Field extends string> = { message: string; fieldErrors: Partial<Record<Field, string>> };

export function StaffLinkPage({ refusal, children }: { refusal: { title: string; message: string } | null; children: ReactNode }) {
  const { institute } = usePublicConfig();
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
        children
      )}
    </main>
  );
}

/** What the action refused, said once above the form (each field says its own part). */
export function AccountFormAlert({ answer }: { answer?: { message: string } }) {
  return answer ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {answer.message}
    </p>
  ) : null;
}

/** A labelled input of the form, showing the action's error for its name. */
export function AccountInput<Name extends string>({
  name,
  label,
  answer,
  hint,
  ...props
}: { name: Name; label: string; answer?: AccountFormAnswer<Name>; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={name} label={label} hint={hint} error={answer?.fieldErrors[name]}>
      {(control) => <input {...control} name={name} {...props} />}
    </Field>
  );
}

/** The new password, twice (the action checks they match). */
export function NewPasswordInputs({ answer }: { answer?: AccountFormAnswer<'password' | 'confirmPassword'> }) {
  const props = { answer, type: 'password', autoComplete: 'new-password', required: true, minLength: ADMIN_PASSWORD_MIN } as const;
  return (
    <>
      <AccountInput name="password" label="Password" hint={`At least ${ADMIN_PASSWORD_MIN} characters, not a common password.`} {...props} />
      <AccountInput name="confirmPassword" label="Confirm password" {...props} />
    </>
  );
}
