import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { useDialogAnswer } from '~/components/ui/result-notice';
import { DECLINE_REASON_REQUIRED, REFUND_REASON_MAX, REQUEST_KIND_LABELS } from '~/modules/refunds/refunds.schemas';

/** 'Decline' of a student's request: the reason is required and e-mailed to the student. */
export function DeclineButton({ request }: { request: { id: string; student: string; kind: 'refund' | 'withdrawal' } }) {
  const fetcher = useFetcher<ActionResult>();
  const { dialog, error, setError } = useDialogAnswer(fetcher.data);
  const [open, setOpen] = useState(false);
  const id = `decline-${request.id}`;
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={smallButtonClass('danger')}>
        Decline<span className="sr-only"> the request of {request.student}</span>
      </button>
      {open ? (
        <ConfirmDialog
          ref={dialog}
          titleId={`${id}-title`}
          title={`Decline ${REQUEST_KIND_LABELS[request.kind].toLowerCase()} request`}
          description={`${request.student} will be e-mailed the reason.`}
          error={error}
          onClose={() => setOpen(false)}
          confirmLabel="Decline"
          busyLabel="Declining..."
          tone="danger"
          busy={fetcher.state !== 'idle'}
          onConfirm={(values) => {
            const reason = String(values.get('reason') ?? '').trim();
            if (!reason) return setError(DECLINE_REASON_REQUIRED);
            void fetcher.submit({ intent: 'decline', id: request.id, reason }, { method: 'post' });
          }}
        >
          <Field id={`${id}-reason`} label="Reason" required>
            {(control) => <textarea {...control} name="reason" rows={3} maxLength={REFUND_REASON_MAX} required />}
          </Field>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
