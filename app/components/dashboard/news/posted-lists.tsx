import { type ReactNode, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { useResultToast } from '~/components/ui/result-notice';
import { ResponsiveImage } from '~/components/responsive-image';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import type { StoredImage } from '~/modules/images/images';
import { EVENT_TITLE_MAX } from '~/modules/news/news.schemas';
import { formatNewsDate } from '~/modules/news/news-date';
import { TranslationsSection } from '~/components/dashboard/content/translations-section';
import { EditNewsForm, EVENT_TRANSLATED } from './news-forms';
import { smallButtonClass } from '~/components/ui/button-classes';

export const DELETE_NEWS_CONFIRM = 'Are you sure you want to delete this news item?';
export const DELETE_EVENT_CONFIRM = 'Are you sure you want to delete this event?';

type ListedNews = { id: string; title: string; description: string; date: number; images: StoredImage[]; translations: Partial<Record<string, string | null>> };
type ListedEvent = { id: string; title: string | null; image: StoredImage | null; translations: Partial<Record<string, string | null>> };

type Question = {
  /** The action's intent and the fetcher's key (one per kind of question). */
  intent: 'delete-news' | 'delete-event' | 'update-event';
  id: string;
  title: string;
  description?: string;
  /** Which item is meant, in its own words. */
  item: string;
  confirmLabel: string;
  busyLabel: string;
  tone: 'primary' | 'danger';
  /** The fields the question asks for, if any (the event's title and its versions), given the refusals at each. */
  field?: (errors: Record<string, string>) => ReactNode;
};

/**
 * Asks in the page (no browser confirm() or prompt()) and posts the answer. It lives beside the
 * list, not in the item: a deleted item is gone once the answer lands. Done: the dialog closes and a
 * toast says so. Refused: said in the dialog only, at its field when it is about the field.
 */
function QuestionDialog({ question, onClose }: { question: Question; onClose: (done: boolean) => void }) {
  const fetcher = useFetcher<ActionResult>({ key: question.intent });
  const dialog = useRef<HTMLDialogElement>(null);
  const [refusal, setRefusal] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const done = useRef(false);
  /** The names of the fields posted: a refusal is said at one of them, else in the dialog. */
  const posted = useRef<string[]>([]);
  useResultToast(fetcher.data, {
    refusals: 'inline',
    onResult: (result) => {
      if (!result.ok)
        setRefusal({
          message: result.message,
          fields: Object.fromEntries(Object.entries(result.fieldErrors).filter(([name]) => posted.current.includes(name))),
        });
    },
    onSuccess: () => {
      done.current = true;
      dialog.current?.close();
    },
  });
  return (
    <ConfirmDialog
      ref={dialog}
      titleId={`${question.intent}-title`}
      title={question.title}
      description={question.description}
      error={refusal && Object.keys(refusal.fields).length === 0 ? refusal.message : null}
      onClose={() => onClose(done.current)}
      confirmLabel={question.confirmLabel}
      busyLabel={question.busyLabel}
      tone={question.tone}
      busy={fetcher.state !== 'idle'}
      onConfirm={(values) => {
        setRefusal(null);
        // The fields asked for (the title and its Hindi and Marathi versions), as typed.
        const fields = question.field ? Object.fromEntries([...values].map(([name, value]) => [name, String(value)])) : {};
        posted.current = Object.keys(fields);
        void fetcher.submit({ ...fields, intent: question.intent, id: question.id }, { method: 'post' });
      }}
    >
      <p className="break-words text-slate-800">{question.item}</p>
      {question.field?.(refusal?.fields ?? {})}
    </ConfirmDialog>
  );
}

/** The question being asked, and where the focus goes after it: back to its button, or the list's heading when the item is gone. */
function useQuestion() {
  const [question, setQuestion] = useState<Question | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = question ? (
    <QuestionDialog
      key={`${question.intent}-${question.id}`}
      question={question}
      onClose={(done) => {
        setQuestion(null);
        if (done && question.intent !== 'update-event') heading.current?.focus();
      }}
    />
  ) : null;
  return { ask: setQuestion, heading, dialog };
}

/** Posted news, newest date first, each with Edit and Delete. */
export function PostedNews({ news }: { news: ListedNews[] }) {
  const { ask, heading, dialog } = useQuestion();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="posted-news-heading">
      <h2 id="posted-news-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        Posted News
      </h2>
      {news.length === 0 ? (
        <p className="mt-3 text-slate-700">No news posted yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
          {news.map((item) => (
            <li key={item.id} className="p-3">
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
                  aria-haspopup="dialog"
                  aria-label={`Delete ${item.title}`}
                  onClick={() =>
                    ask({
                      intent: 'delete-news',
                      id: item.id,
                      item: item.title,
                      title: 'Delete news',
                      description: DELETE_NEWS_CONFIRM,
                      confirmLabel: 'Delete news',
                      busyLabel: 'Deleting...',
                      tone: 'danger',
                    })
                  }
                  className={smallButtonClass('danger')}
                >
                  Delete
                </button>
              </div>
              {editing === item.id ? <EditNewsForm item={item} onDone={() => setEditing(null)} /> : null}
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}

/** Posted events, newest first: thumbnail, title, Rename (with its Hindi and Marathi titles) and Delete. */
export function PostedEvents({ events }: { events: ListedEvent[] }) {
  const { ask, heading, dialog } = useQuestion();
  return (
    <section aria-labelledby="posted-events-heading">
      <h2 id="posted-events-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        Posted Events
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-slate-700">No events posted yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => {
            const name = event.title ?? 'Untitled event';
            return (
              <li key={event.id} className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-2">
                {event.image ? (
                  <ResponsiveImage image={event.image} alt="" sizes="96px" className="h-16 w-24 shrink-0 rounded object-cover" />
                ) : (
                  <span className="h-16 w-24 shrink-0 rounded bg-slate-100" />
                )}
                {/* The whole title, wrapped: staff tell events apart by it. */}
                <p className={`min-w-[8rem] flex-1 break-words ${event.title ? 'text-slate-900' : 'text-slate-600 italic'}`}>{name}</p>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={`Rename ${name}`}
                  onClick={() =>
                    ask({
                      intent: 'update-event',
                      id: event.id,
                      item: name,
                      title: 'Rename event',
                      confirmLabel: 'Save title',
                      busyLabel: 'Saving...',
                      tone: 'primary',
                      // Cancel changes nothing; an empty title leaves the event untitled.
                      // Its Hindi and Marathi titles beside it, as Add Event has them (decision 044).
                      field: (errors) => (
                        <>
                          <Field id={`event-title-${event.id}`} label="Event title (leave empty for none)" error={errors.title}>
                            {(control) => <input {...control} name="title" maxLength={EVENT_TITLE_MAX} autoComplete="off" defaultValue={event.title ?? ''} />}
                          </Field>
                          <TranslationsSection idPrefix={`event-${event.id}`} fields={EVENT_TRANSLATED} values={event.translations} errors={errors} />
                        </>
                      ),
                    })
                  }
                  className={smallButtonClass('outline')}
                >
                  Rename
                </button>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={`Delete ${name}`}
                  onClick={() =>
                    ask({
                      intent: 'delete-event',
                      id: event.id,
                      item: name,
                      title: 'Delete event',
                      description: DELETE_EVENT_CONFIRM,
                      confirmLabel: 'Delete event',
                      busyLabel: 'Deleting...',
                      tone: 'danger',
                    })
                  }
                  className={smallButtonClass('danger')}
                >
                  Delete
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </section>
  );
}
