import { useState } from 'react';
import { useFetcher } from 'react-router';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { useDialogAnswer } from '~/components/ui/result-notice';
import type { StaffInvitation } from '~/modules/admins/find-staff.server';
import { STAFF_ROLE_LABELS } from '~/modules/admins/staff-roles';
import type { ActionResult } from '~/utils/action-result';

/** 'Revoke' of an open invitation, asked first: its link stops working at once. */
export function RevokeInvitation({ invitation }: { invitation: StaffInvitation }) {
  const fetcher = useFetcher<ActionResult>({ key: `revoke-${invitation.id}` });
  const { dialog, error } = useDialogAnswer(fetcher.data);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={smallButtonClass('danger')}>
        Revoke<span className="sr-only"> the invitation of {invitation.email}</span>
      </button>
      {open ? (
        <ConfirmDialog
          ref={dialog}
          titleId={`revoke-${invitation.id}-title`}
          title="Revoke the invitation"
          description={
            `${invitation.email} was invited as ${STAFF_ROLE_LABELS[invitation.role]}. ` +
            'The link in their e-mail stops working at once; you can invite them again later.'
          }
          error={error}
          onClose={() => setOpen(false)}
          confirmLabel="Revoke"
          busyLabel="Revoking..."
          tone="danger"
          busy={fetcher.state !== 'idle'}
          onConfirm={() => void fetcher.submit({ intent: 'revoke', id: invitation.id }, { method: 'post' })}
        >
          {null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
