import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { useResultToast } from '~/components/ui/result-notice';
import { formatDateTime } from '~/utils/dates';
import { smallButtonClass } from '~/components/ui/button-classes';
import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import type { FailedMail } from '~/modules/mail/find-failed-mail.server';

/** Its answer, sent or refused, is one toast. */
function RetryButton({ mail }: { mail: FailedMail }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={mail.id} />
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${smallButtonClass('primary')} whitespace-nowrap`}>
        {busy ? 'Retrying...' : 'Retry now'}
        <span className="sr-only"> (e-mail to {mail.recipient})</span>
      </button>
    </fetcher.Form>
  );
}

/** E-mails the mail server never accepted (decision 022), newest first, each with Retry now. */
export function FailedMailTable({ failed, retrying }: { failed: FailedMail[]; retrying: number }) {
  return (
    <section aria-labelledby="failed-mail-heading" className="p-4 sm:p-6">
      <h1 id="failed-mail-heading" className="text-2xl font-semibold text-slate-900">
        E-mails not sent
      </h1>
      <p className="mt-1 mb-2 max-w-3xl text-sm text-slate-700">
        E-mails are retried automatically for about a day (after 1, 5 and 15 minutes, then hourly and longer). These ones were still not accepted by the mail
        server. Check the last error, fix its cause (the mail server settings or the address), then retry.
      </p>
      <p className="mb-4 text-sm text-slate-700">
        {retrying === 0 ? 'No other e-mails are waiting for a retry.' : `${retrying} other e-mail${retrying === 1 ? ' is' : 's are'} waiting for a retry.`}
      </p>
      {failed.length === 0 ? (
        <EmptyState>All e-mails were sent.</EmptyState>
      ) : (
        <Table
          label="Failed e-mails"
          columns={['Recipient', 'Subject', 'Attempts', 'Last error', 'Last attempt', <span className="sr-only">Action</span>]}
          minWidth="min-w-[60rem]"
        >
          <tbody>
            {failed.map((mail) => (
              <tr key={mail.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium break-words text-slate-900">
                  {mail.recipient}
                </th>
                <td className="px-3 py-2 break-words">{mail.subject}</td>
                <td className="px-3 py-2">{mail.attempts}</td>
                <td className="px-3 py-2 break-words text-slate-800">{mail.lastError ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(mail.failedAt)}</td>
                <td className="px-3 py-2">
                  {mail.canRetry ? <RetryButton mail={mail} /> : <span className="text-xs text-slate-700">Expired: cannot be resent</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
