import { z } from 'zod';
import { actorOf, parseForm, readForm, runAction } from '~/components/dashboard/courses/dashboard-form.server';
import { AddEventForm, AddNewsForm } from '~/components/dashboard/news/news-forms';
import { PostedEvents, PostedNews } from '~/components/dashboard/news/posted-lists';
import { db } from '~/db/db.server';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { richText } from '~/modules/courses/courses.schemas';
import { deleteEvent } from '~/modules/events/delete-event.server';
import { updateEvent } from '~/modules/events/update-event.server';
import { createEvent, findEvents } from '~/modules/events/events.server';
import { deleteNewsItem } from '~/modules/news/delete-news-item.server';
import { eventTitle, NEWS_IMAGES_MAX, newsDate, newsTitle } from '~/modules/news/news.schemas';
import { createNewsItem, findNews } from '~/modules/news/news.server';
import { updateNewsItem } from '~/modules/news/update-news-item.server';
import { imageFiles, storeUploads } from '~/modules/images/image-uploads.server';
import { recordId } from '~/utils/record-id';
import type { Route } from './+types/news-events';

// A date input sends yyyy-mm-dd: it becomes that day's midnight UTC (05:30 in India, the same
// calendar day there) in milliseconds, then meets the API's rule for news dates.
const dayField = z.preprocess((value) => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : value;
}, newsDate);

// The same field rules as the /api/admin/post-news, /update-news, /post-event and /update-event calls.
const newsAction = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('add-news'),
      title: newsTitle,
      description: richText.optional(),
      date: dayField,
      images: imageFiles(NEWS_IMAGES_MAX, 'Choose at most two images.'),
    }),
    z.object({ intent: z.literal('update-news'), id: recordId('News'), title: newsTitle, description: richText.optional(), date: dayField }),
    z.object({ intent: z.literal('delete-news'), id: recordId('News') }),
    z.object({
      intent: z.literal('add-event'),
      title: eventTitle.optional(),
      image: imageFiles(1, 'Choose one image for the event.', 'Choose an image for the event.'),
    }),
    z.object({ intent: z.literal('update-event'), id: recordId('Event'), title: eventTitle.optional() }),
    z.object({ intent: z.literal('delete-event'), id: recordId('Event') }),
  ],
  { error: 'Unknown action.' },
);

export const meta: Route.MetaFunction = () => [{ title: 'News And Events | Dashboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const [news, events] = await Promise.all([findNews(), findEvents()]);
  return { news, events: events.map(({ id, title, image }) => ({ id, title, image })) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request);
  return runAction(async () => {
    const form = parseForm(newsAction, await readForm(request));
    const actor = actorOf(admin);
    switch (form.intent) {
      case 'add-news': {
        const images = (await storeUploads(form.images)) ?? [];
        await createNewsItem(db, { title: form.title, description: form.description ?? '', date: form.date, images }, { actor });
        return 'News added successfully!';
      }
      case 'update-news':
        await updateNewsItem(db, { id: form.id, changes: { title: form.title, description: form.description ?? '', date: form.date }, actor });
        return 'News updated successfully!';
      case 'delete-news':
        await deleteNewsItem(db, { id: form.id, actor });
        return 'News deleted successfully';
      case 'add-event': {
        const [image] = (await storeUploads(form.image))!;
        await createEvent(db, { title: form.title || null, image: image! }, { actor });
        return 'Event added successfully!';
      }
      case 'update-event':
        await updateEvent(db, { id: form.id, title: form.title ?? null, actor });
        return 'Event updated successfully!';
      case 'delete-event':
        await deleteEvent(db, { id: form.id, actor });
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
