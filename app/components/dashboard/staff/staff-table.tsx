import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { controlClass } from '~/components/ui/field-classes';
import { useDialogAnswer, useResultToast } from '~/components/ui/result-notice';
import { Table } from '~/components/ui/table';
import type { StaffMember } from '~/modules/admins/find-staff.server';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '~/modules/admins/staff-roles';
import { formatDateTime } from '~/utils/dates';

/** A role select and its button: changing the select alone sends nothing (arrow keys would). */
function RoleForm({ member }: { member: StaffMember }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const id = `role-${member.id}`;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={member.id} />
      <label htmlFor={id} className="sr-only">
        Role of {member.name}
      </label>
      <select id={id} name="role" defaultValue={member.role} key={member.role} className={`${controlClass} min-w-36 py-1 text-sm`}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${smallButtonClass('outline')} whitespace-nowrap`}>
        {busy ? 'Saving...' : 'Change role'}
        <span className="sr-only"> of {member.name}</span>
      </button>
    </fetcher.Form>
  );
}

type Access = { member: StaffMember; intent: 'disable' | 'enable' };

/** Asks before disabling (they are signed out at once) or enabling; a refusal (the last owner) is said in the dialog. */
function AccessDialog({ access: { member, intent }, onClose }: { access: Access; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: 'staff-access' });
  const { dialog, error } = useDialogAnswer(fetcher.data);
  const disabling = intent === 'disable';
  return (
    <ConfirmDialog
      ref={dialog}
      titleId="staff-access-title"
      title={disabling ? 'Disable staff account' : 'Enable staff account'}
      description={
        disabling
          ? `${member.name} will be signed out at once and cannot sign in until an owner enables the account again.`
          : `${member.name} will be able to sign in again as ${STAFF_ROLE_LABELS[member.role]}.`
      }
      error={error}
      onClose={onClose}
      confirmLabel={disabling ? 'Disable' : 'Enable'}
      busyLabel={disabling ? 'Disabling...' : 'Enabling...'}
      tone={disabling ? 'danger' : 'primary'}
      busy={fetcher.state !== 'idle'}
      onConfirm={() => void fetcher.submit({ intent, id: member.id }, { method: 'post' })}
    />
  );
}

/** Every member of staff: role (changeable), whether they may sign in, and when they last did. */
export function StaffTable({ staff, selfId }: { staff: StaffMember[]; selfId: string }) {
  const [access, setAccess] = useState<Access | null>(null);
  return (
    <>
      <Table
        label="Staff members"
        caption="Staff members"
        columns={['Name', 'Role', 'Status', 'Last sign-in', 'Added', <span className="sr-only">Action</span>]}
        minWidth="min-w-[56rem]"
      >
        <tbody>
          {staff.map((member) => (
            <tr key={member.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                <span className="block break-words">
                  {member.name}
                  {member.id === selfId ? <span className="font-normal text-slate-600"> (you)</span> : null}
                </span>
                <span className="block font-normal break-words text-slate-600">{member.email}</span>
              </th>
              <td className="px-3 py-2">
                <RoleForm member={member} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {member.disabled ? <span className="font-semibold text-red-800">Disabled</span> : <span className="text-green-800">Can sign in</span>}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{member.lastSignInAt === null ? 'Not known' : formatDateTime(member.lastSignInAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(member.createdAt)}</td>
              <td className="px-3 py-2">
                {member.id === selfId ? null : (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setAccess({ member, intent: member.disabled ? 'enable' : 'disable' })}
                    className={smallButtonClass(member.disabled ? 'primary' : 'danger')}
                  >
                    {member.disabled ? 'Enable' : 'Disable'}
                    <span className="sr-only"> {member.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {access ? <AccessDialog key={`${access.member.id}-${access.intent}`} access={access} onClose={() => setAccess(null)} /> : null}
    </>
  );
}
