import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { ResultStatus, saidInline, useResultToast } from '~/components/ui/result-notice';
import { ImagePicker } from '~/components/dashboard/courses/image-picker';
import { RichTextEditor } from '~/components/dashboard/editor/rich-text-editor';
import { buttonClass } from '~/components/ui/button-classes';
import { labelClass } from '~/components/ui/field-classes';
import { Button } from '~/components/ui/button';
import { Field, FieldError } from '~/components/ui/field';
import { RICH_TEXT_MAX } from '~/modules/courses/courses.schemas';
import { EVENT_TITLE_MAX, NEWS_TITLE_MAX } from '~/modules/news/news.schemas';
import { TranslationsSection, type TranslatedFieldSpec } from '~/components/dashboard/content/translations-section';
import { dateInputValue } from '~/utils/dates';

/** A refusal beside the form's button, led by spec §8's sentence; a success is said by its toast only. */
function Status({ result, busy, failure }: { result?: ActionResult; busy: boolean; failure?: string }) {
  return <ResultStatus result={busy ? null : saidInline(result, failure)} />;
}

type EditedNews = { title: string; description: string; date: number; translations: Partial<Record<string, string | null>> };

const NEWS_TRANSLATED: TranslatedFieldSpec[] = [
  { field: 'title', label: 'Title', max: NEWS_TITLE_MAX },
  { field: 'description', label: 'Description', max: RICH_TEXT_MAX, kind: 'rich' },
];
/** An event's title in Hindi and Marathi: Add Event and the rename dialog (posted-lists.tsx). */
export const EVENT_TRANSLATED: TranslatedFieldSpec[] = [{ field: 'title', label: 'Event title', max: EVENT_TITLE_MAX }];

/** The title, description and date of a news item, and their Hindi and Marathi versions: Add News, and the edit form of a listed item. */
function NewsFields({ prefix, errors, item }: { prefix: string; errors: Record<string, string>; item?: EditedNews }) {
  return (
    <>
      <Field id={`${prefix}-title`} label="Title" required error={errors.title}>
        {(control) => <input {...control} name="title" required maxLength={NEWS_TITLE_MAX} defaultValue={item?.title} />}
      </Field>
      <RichTextEditor name="description" label="Description" defaultValue={item?.description} error={errors.description} />
      <Field id={`${prefix}-date`} label="Date" required error={errors.date}>
        {(control) => (
          <input
            {...control}
            name="date"
            type="date"
            required
            defaultValue={item ? dateInputValue(item.date) : undefined}
            className={`${control.className} max-w-xs`}
          />
        )}
      </Field>
      <TranslationsSection idPrefix={prefix} fields={NEWS_TRANSLATED} values={item?.translations} errors={errors} />
    </>
  );
}

/** Add News (spec §2): title and date required, rich text, up to two images. Cleared after success. */
export function AddNewsForm() {
  const fetcher = useFetcher<ActionResult>();
  const [generation, setGeneration] = useState(0);
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  useResultToast(fetcher.data, { onSuccess: () => setGeneration((n) => n + 1), refusals: 'inline' });
  return (
    <fetcher.Form method="post" encType="multipart/form-data" aria-labelledby="add-news-heading" className="flex flex-col gap-4">
      <h2 id="add-news-heading" className="text-xl font-semibold text-slate-900">
        Add News
      </h2>
      <input type="hidden" name="intent" value="add-news" />
      <div key={generation} className="flex flex-col gap-4">
        <NewsFields prefix="news" errors={errors} />
        <fieldset>
          <legend className={labelClass}>Images (up to two)</legend>
          <div className="mt-1 grid gap-4 sm:grid-cols-2">
            <ImagePicker name="images" label="News image 1" hint="The picture at the top of the news page." />
            <ImagePicker name="images" label="News image 2" hint="The picture on the news card." />
          </div>
          <FieldError id="news-images" message={errors.images} />
        </fieldset>
      </div>
      <Status result={fetcher.data} busy={busy} failure="Failed to add news." />
      <div>
        <Button type="submit" busy={busy}>
          Add News
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Add Event (spec §2): an optional title and one image. Cleared after success. */
export function AddEventForm() {
  const fetcher = useFetcher<ActionResult>();
  const [generation, setGeneration] = useState(0);
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  useResultToast(fetcher.data, { onSuccess: () => setGeneration((n) => n + 1), refusals: 'inline' });
  return (
    <fetcher.Form method="post" encType="multipart/form-data" aria-labelledby="add-event-heading" className="flex flex-col gap-4">
      <h2 id="add-event-heading" className="text-xl font-semibold text-slate-900">
        Add Event
      </h2>
      <input type="hidden" name="intent" value="add-event" />
      <div key={generation} className="flex flex-col gap-4">
        <Field id="event-title" label="Event title (optional)" error={errors.title}>
          {(control) => <input {...control} name="title" maxLength={EVENT_TITLE_MAX} />}
        </Field>
        <TranslationsSection idPrefix="event" fields={EVENT_TRANSLATED} errors={errors} />
        <div className="sm:max-w-sm">
          <ImagePicker name="image" label="Event image" required />
          <FieldError id="event-image" message={errors.image} />
        </div>
      </div>
      <Status result={fetcher.data} busy={busy} failure="Failed to add event." />
      <div>
        <Button type="submit" busy={busy}>
          Add Event
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The edit form of one listed news item (title, description, date); closes after saving. */
export function EditNewsForm({ item, onDone }: { item: EditedNews & { id: string }; onDone: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  useResultToast(fetcher.data, { onSuccess: onDone, refusals: 'inline' });
  const prefix = `edit-${item.id}`;
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      aria-label={`Edit ${item.title}`}
      className="mt-3 flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <input type="hidden" name="intent" value="update-news" />
      <input type="hidden" name="id" value={item.id} />
      <NewsFields prefix={prefix} errors={errors} item={item} />
      <Status result={fetcher.data} busy={busy} />
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          Save
        </Button>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
