import { z } from 'zod';
import { AddEventForm, AddNewsForm } from '~/components/dashboard/news/news-forms';
import { PostedEvents, PostedNews } from '~/components/dashboard/news/posted-lists';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { addEvent } from '~/modules/events/add-event.server';
import { deleteEvent } from '~/modules/events/delete-event.server';
import { updateEvent } from '~/modules/events/update-event.server';
import { findEvents } from '~/modules/events/events.server';
import { addNewsItem } from '~/modules/news/add-news-item.server';
import { deleteNewsItem } from '~/modules/news/delete-news-item.server';
import { editNewsItem } from '~/modules/news/edit-news-item.server';
import { translationsOf } from '~/modules/content/content-languages';
import {
  addEventInput,
  addNewsForm,
  editNewsForm,
  eventTranslationsForm,
  NEWS_TRANSLATED_FIELDS,
  newsTranslationsForm,
  updateEventInput,
} from '~/modules/news/news.schemas';
import { findNews } from '~/modules/news/news.server';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import { recordId } from '~/utils/record-id';
import type { Route } from './+types/news-events';

// The commands of the page's forms and buttons: the schemas of the /api/admin/post-news,
// /update-news, /post-event and /update-event calls, told apart by `intent`, with the Hindi and
// Marathi versions the dashboard's forms add.
const newsAction = z.discriminatedUnion(
  'intent',
  [
    addNewsForm.extend({ intent: z.literal('add-news'), ...newsTranslationsForm.shape }),
    editNewsForm.extend({ intent: z.literal('update-news'), ...newsTranslationsForm.shape }),
    z.object({ intent: z.literal('delete-news'), id: recordId('News') }),
    addEventInput.extend({ intent: z.literal('add-event'), ...eventTranslationsForm.shape }),
    updateEventInput.extend({ intent: z.literal('update-event'), ...eventTranslationsForm.shape }),
    z.object({ intent: z.literal('delete-event'), id: recordId('Event') }),
  ],
  { error: 'Unknown action.' },
);

export const meta: Route.MetaFunction = () => [{ title: 'News And Events | Dashboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'content');
  const [news, events] = await Promise.all([findNews(), findEvents()]);
  return { news, events: events.map(({ id, title, image, translations }) => ({ id, title, image, translations })) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'content');
  return runAction(async () => {
    const form = parseForm(newsAction, await readForm(request));
    const actor = actorOf(admin);
    switch (form.intent) {
      case 'add-news':
        await addNewsItem({ input: form, translations: translationsOf(form, NEWS_TRANSLATED_FIELDS), actor });
        return 'News added successfully!';
      case 'update-news':
        await editNewsItem({ id: form.id, changes: { ...form, translations: translationsOf(form, NEWS_TRANSLATED_FIELDS) }, actor });
        return 'News updated successfully!';
      case 'delete-news':
        await deleteNewsItem({ id: form.id, actor });
        return 'News deleted successfully';
      case 'add-event':
        await addEvent({ input: form, translations: translationsOf(form, ['title']), actor });
        return 'Event added successfully!';
      case 'update-event':
        // The rename dialog posts the Hindi and Marathi titles with the English one (folded, as hidden fields), as Edit News does.
        await updateEvent({ id: form.id, title: form.title ?? null, translations: translationsOf(form, ['title']), actor });
        return 'Event updated successfully!';
      case 'delete-event':
        await deleteEvent({ id: form.id, actor });
        return 'Event deleted successfully';
    }
  });
}

export default function NewsEvents({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="news-events-heading" className="flex flex-col gap-10 p-4 sm:p-6">
      <h1 id="news-events-heading" className="text-2xl font-semibold text-slate-900">
        News And Events
      </h1>
      <div className="grid gap-10 xl:grid-cols-2">
        <div className="max-w-3xl">
          <AddNewsForm />
        </div>
        <div className="max-w-3xl">
          <AddEventForm />
        </div>
      </div>
      <PostedNews news={loaderData.news} />
      <PostedEvents events={loaderData.events} />
    </section>
  );
}
