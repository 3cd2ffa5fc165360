import { useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { ResultStatus, saidInline, useResultToast } from '~/components/ui/result-notice';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '~/modules/admins/staff-roles';

/** Invite by e-mail: sent, its toast and an empty form; refused, at its field (or beside the button). */
export function InviteStaffForm() {
  const fetcher = useFetcher<ActionResult>({ key: 'invite-staff' });
  const form = useRef<HTMLFormElement>(null);
  useResultToast(fetcher.data, { refusals: 'inline', onSuccess: () => form.current?.reset() });
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  return (
    <section aria-labelledby="invite-heading" className="mt-8 max-w-2xl">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invite a member of staff
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-700">
        They get an e-mail with a link that works once, for 48 hours, to set their name, photo and password. Inviting the same address again replaces the
        earlier link.
      </p>
      <fetcher.Form ref={form} method="post" noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value="invite" />
        <Field id="invite-email" label="E-mail" error={errors.email} className="flex-1">
          {(control) => <input {...control} name="email" type="email" autoComplete="off" maxLength={254} required />}
        </Field>
        <Field id="invite-role" label="Role" error={errors.role}>
          {(control) => (
            <select {...control} name="role" defaultValue="admissions">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" busy={busy} className="sm:mt-7">
          {busy ? 'Sending...' : 'Send invitation'}
        </Button>
      </fetcher.Form>
      <ResultStatus result={saidInline(fetcher.data)} className="mt-2" />
    </section>
  );
}
