import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import type { StaffInvitation, StaffMember } from '~/modules/admins/find-staff.server';
import { STAFF_ROLE_LABELS } from '~/modules/admins/staff-roles';
import { formatDateTime } from '~/utils/dates';
import { InviteStaffForm } from './invite-staff-form';
import { RevokeInvitation } from './revoke-invitation';
import { StaffTable } from './staff-table';

/** The owner's Staff page (docs/decisions/031-staff-invitations.md): who works here, what they may do, who is invited. */
export function StaffPage({ staff, invitations, selfId }: { staff: StaffMember[]; invitations: StaffInvitation[]; selfId: string }) {
  return (
    <section aria-labelledby="staff-heading" className="p-4 sm:p-6">
      <h1 id="staff-heading" className="text-2xl font-semibold text-slate-900">
        Staff
      </h1>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-700">
        Owners manage staff and can do everything; Admissions handle applications, students and Aadhaar numbers; Accounts handle payments and receipts; Content
        handles courses, news, events and the contact inbox. A new role applies from the person&apos;s next click. The institute always keeps one owner who can
        sign in.
      </p>
      <StaffTable staff={staff} selfId={selfId} />
      <InviteStaffForm />
      <div className="mt-8">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Open invitations</h2>
        {invitations.length === 0 ? (
          <EmptyState>No invitations are waiting.</EmptyState>
        ) : (
          <Table
            label="Open invitations"
            caption="Open invitations"
            columns={[
              'E-mail',
              'Role',
              'Invited by',
              'Link expires',
              <span key="action" className="sr-only">
                Action
              </span>,
            ]}
            minWidth="min-w-[40rem]"
          >
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 text-left font-medium break-words text-slate-900">
                    {invitation.email}
                  </th>
                  <td className="px-3 py-2">{STAFF_ROLE_LABELS[invitation.role]}</td>
                  <td className="px-3 py-2">{invitation.invitedBy ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.expiresAt)}</td>
                  <td className="px-3 py-2">
                    <RevokeInvitation invitation={invitation} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </section>
  );
}
