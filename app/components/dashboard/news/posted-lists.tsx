import { useState } from 'react';
import { useFetcher } from 'react-router';
import { type ActionResult, ResultStatus, useResultToast } from '~/components/dashboard/courses/action-result';
import { ResponsiveImage } from '~/components/responsive-image';
import type { StoredImage } from '~/modules/images/images';
import { formatNewsDate } from '~/modules/news/news-date';
import { EditNewsForm } from './news-forms';
import { smallButtonClass } from '~/components/ui/button-classes';

export const DELETE_NEWS_CONFIRM = 'Are you sure you want to delete this news item?';
export const DELETE_EVENT_CONFIRM = 'Are you sure you want to delete this event?';

type ListedNews = { id: string; title: string; description: string; date: number; images: StoredImage[] };
type ListedEvent = { id: string; title: string | null; image: StoredImage | null };

/** Posted news, newest date first, each with Edit and Delete. */
export function PostedNews({ news }: { news: ListedNews[] }) {
  // One fetcher for deleting: the item is gone from the list when the answer is shown.
  const deleter = useFetcher<ActionResult>({ key: 'delete-news' });
  const [notice, setNotice] = useState<ActionResult | null>(null);
  useResultToast(deleter.data, { onResult: setNotice });
  const [editing, setEditing] = useState<string | null>(null);
  const deletingId = deleter.state === 'idle' ? null : deleter.formData?.get('id');
  return (
    <section aria-labelledby="posted-news-heading">
      <h2 id="posted-news-heading" className="text-xl font-semibold text-slate-900">
        Posted News
      </h2>
      <ResultStatus result={notice} className="mt-1" />
      {news.length === 0 ? (
        <p className="mt-3 text-slate-700">No news posted yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
          {news.map((item) => (
            <li key={item.id} className={`p-3 ${deletingId === item.id ? 'opacity-50' : ''}`}>
              <div className="flex flex-wrap items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{item.title}</p>
                  <p className="text-sm text-slate-600">
                    {formatNewsDate(item.date)} · {item.images.length} image{item.images.length === 1 ? '' : 's'}
                  </p>
                </div>
                <button
                  type="button"
                  aria-expanded={editing === item.id}
                  aria-label={`Edit ${item.title}`}
                  onClick={() => setEditing(editing === item.id ? null : item.id)}
                  className={smallButtonClass('secondary')}
                >
                  Edit
                </button>
                <button
                  type="button"
                  disabled={deletingId === item.id}
                  aria-label={`Delete ${item.title}`}
                  onClick={() => {
                    if (window.confirm(DELETE_NEWS_CONFIRM)) deleter.submit({ intent: 'delete-news', id: item.id }, { method: 'post' });
                  }}
                  className={smallButtonClass('danger')}
                >
                  Delete
                </button>
              </div>
              {editing === item.id ? <EditNewsForm item={item} onDone={() => setEditing(null)} onResult={setNotice} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Posted events, newest first: thumbnail, title and Delete. */
export function PostedEvents({ events }: { events: ListedEvent[] }) {
  const deleter = useFetcher<ActionResult>({ key: 'delete-event' });
  const renamer = useFetcher<ActionResult>({ key: 'update-event' });
  const [notice, setNotice] = useState<ActionResult | null>(null);
  useResultToast(deleter.data, { onResult: setNotice });
  useResultToast(renamer.data, { onResult: setNotice });
  const deletingId = deleter.state === 'idle' ? null : deleter.formData?.get('id');
  return (
    <section aria-labelledby="posted-events-heading">
      <h2 id="posted-events-heading" className="text-xl font-semibold text-slate-900">
        Posted Events
      </h2>
      <ResultStatus result={notice} className="mt-1" />
      {events.length === 0 ? (
        <p className="mt-3 text-slate-700">No events posted yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => {
            const name = event.title ?? 'Untitled event';
            return (
              <li
                key={event.id}
                className={`flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-2 ${deletingId === event.id ? 'opacity-50' : ''}`}
              >
                {event.image ? (
                  <ResponsiveImage image={event.image} alt="" sizes="96px" className="h-16 w-24 shrink-0 rounded object-cover" />
                ) : (
                  <span className="h-16 w-24 shrink-0 rounded bg-slate-100" />
                )}
                {/* The whole title, wrapped: staff tell events apart by it. */}
                <p className={`min-w-[8rem] flex-1 break-words ${event.title ? 'text-slate-900' : 'text-slate-600 italic'}`}>{name}</p>
                <button
                  type="button"
                  aria-label={`Rename ${name}`}
                  onClick={() => {
                    // A cancelled prompt does nothing; an empty title leaves the event untitled.
                    const title = window.prompt('Event title (leave empty for none)', event.title ?? '');
                    if (title !== null) renamer.submit({ intent: 'update-event', id: event.id, title }, { method: 'post' });
                  }}
                  className={smallButtonClass('outline')}
                >
                  Rename
                </button>
                <button
                  type="button"
                  disabled={deletingId === event.id}
                  aria-label={`Delete ${name}`}
                  onClick={() => {
                    if (window.confirm(DELETE_EVENT_CONFIRM)) deleter.submit({ intent: 'delete-event', id: event.id }, { method: 'post' });
                  }}
                  className={smallButtonClass('danger')}
                >
                  Delete
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
