import { useRef, useState } from 'react';
import { useFetcher, useNavigation } from 'react-router';
import { formatDateTime } from '~/utils/dates';
import { Pagination } from '~/components/ui/pagination';
import type { ActionResult } from '~/utils/action-result';
import { useResultToast } from '~/components/ui/result-notice';
import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import { ConfirmDialog } from '~/components/ui/dialog';

export type ContactMessage = { id: string; name: string; email: string; phone: string; message: string; createdAt: number };

const CONFIRM = 'Are you sure you want to delete this message?';
const FAILED = 'Failed to delete message.'; // spec §8: shown as an alert (role=alert in the dialog)

function TrashIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

/**
 * Asks before deleting a message (spec §5's question, in the page: no browser confirm()). It lives
 * beside the table, not in the row: the row is gone once the answer lands and the list reloads.
 * A failure stays in the dialog as an alert (spec §8 'Failed to delete message.').
 */
function DeleteMessageDialog({ message, onClose }: { message: ContactMessage; onClose: (deleted: boolean) => void }) {
  const fetcher = useFetcher<ActionResult>({ key: 'delete-message' });
  const dialog = useRef<HTMLDialogElement>(null);
  const [failed, setFailed] = useState(false);
  const deleted = useRef(false);
  // Deleted: a toast once the dialog closes. Refused: said in the dialog only.
  useResultToast(fetcher.data, {
    onResult: (result) => setFailed(!result.ok),
    onSuccess: () => {
      deleted.current = true;
      dialog.current?.close();
    },
    refusals: 'inline',
  });
  return (
    <ConfirmDialog
      ref={dialog}
      titleId="delete-message-title"
      title="Delete message"
      description={CONFIRM}
      error={failed ? FAILED : null}
      onClose={() => onClose(deleted.current)}
      confirmLabel="Delete message"
      busyLabel="Deleting..."
      tone="danger"
      busy={fetcher.state !== 'idle'}
      onConfirm={() => {
        setFailed(false);
        void fetcher.submit({ intent: 'delete', id: message.id }, { method: 'post' });
      }}
    >
      <p className="text-sm text-slate-800">
        From {message.name} ({message.email}): “{message.message.length > 120 ? `${message.message.slice(0, 120)}…` : message.message}”
      </p>
    </ConfirmDialog>
  );
}

// Spec §2 'Contact Us Messages'. Every value is rendered as text by React: a message that
// contains markup shows the markup, it is never interpreted as HTML.
export function ContactInbox({ messages, total, page, pageCount }: { messages: ContactMessage[]; total: number; page: number; pageCount: number }) {
  const navigation = useNavigation();
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A deleted message's button is gone (or about to go, once the list reloads): the focus goes to the heading instead.
  const closed = (deleted: boolean) => {
    setDeleting(null);
    if (deleted) heading.current?.focus();
  };
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/dashboard/contact-us';
  return (
    <section aria-labelledby="inbox-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="inbox-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          Contact Us Messages
        </h1>
        <p className="text-sm text-slate-700">{total === 1 ? '1 message' : `${total} messages`}</p>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {loading ? 'Loading messages...' : ''}
      </p>
      {messages.length === 0 ? (
        <EmptyState className="mt-4">No messages found.</EmptyState>
      ) : (
        <Table
          caption="Messages sent through the contact form, newest first"
          columns={['Name', 'Email', 'Phone', 'Message', 'Date', <span className="sr-only">Remove</span>]}
          minWidth="min-w-[48rem]"
          className="mt-2"
        >
          <tbody className="divide-y divide-slate-200">
            {messages.map((message) => (
              <tr key={message.id} className="align-top">
                <td className="px-3 py-2 font-medium text-slate-900">{message.name}</td>
                <td className="px-3 py-2">
                  <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
                    {message.email}
                  </a>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline-offset-2 hover:underline">
                    {message.phone}
                  </a>
                </td>
                <td className="max-w-md px-3 py-2 break-words whitespace-pre-wrap text-slate-800">{message.message}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                  <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
                </td>
                <td className="px-3 py-2 text-right">
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setDeleting(message)}
                    className="rounded-md p-2 text-red-700 hover:bg-red-50 disabled:opacity-50"
                  >
                    <TrashIcon className="size-5" />
                    <span className="sr-only">Delete message from {message.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} label="Messages pages" />
      {deleting ? <DeleteMessageDialog key={deleting.id} message={deleting} onClose={closed} /> : null}
    </section>
  );
}
