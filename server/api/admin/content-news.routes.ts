import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import { db } from '~/db/db.server';
import { richText } from '~/modules/courses/courses.schemas';
import { deleteEvent } from '~/modules/events/delete-event.server';
import { updateEvent } from '~/modules/events/update-event.server';
import { createEvent, findEvents } from '~/modules/events/events.server';
import { deleteNewsItem } from '~/modules/news/delete-news-item.server';
import { eventTitle, NEWS_IMAGES_MAX, newsDate, newsTitle } from '~/modules/news/news.schemas';
import { createNewsItem, findNews } from '~/modules/news/news.server';
import { updateNewsItem } from '~/modules/news/update-news-item.server';
import { newsJson } from '../serializers';
import { adminEventJson } from './admin-serializers';
import { badInput, done, failureResponse, formBody, json, tokenHeader, unauthorized, uploadFailures } from '../openapi-kit';
import { multipartOnly } from '../request-guards';
import { imageFiles, storeUploads } from '~/modules/images/image-uploads.server';
import { recordId } from '~/utils/record-id';
import { actorOf, requireAdmin, type AdminVariables } from './require-admin';

// News and events of the dashboard (spec §2 'News And Events (admin)', §7): post, list, edit, delete.
const NEWS_TAGS = ['Admin: news'];
const EVENT_TAGS = ['Admin: events'];

const adminNewsItem = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string().openapi({ description: 'Sanitised HTML' }),
    date: z.number().openapi({ description: 'Milliseconds since the epoch' }),
    images: z.array(z.string()),
  })
  .openapi('AdminNewsItem');
const adminEvent = z
  .object({
    _id: z.string(),
    title: z.string().nullable(),
    image: z.string().nullable(),
    date: z.string().openapi({ description: 'ISO 8601 date it was posted' }),
  })
  .openapi('AdminEvent');

// (Domain schemas are wrapped before .openapi(): see content-courses.routes.ts.)
const dateField = newsDate.pipe(z.number()).openapi({ type: 'integer', description: 'Milliseconds since the epoch (a number, or digits in a form)' });
const descriptionField = richText.optional().openapi({ description: 'Rich text (HTML); sanitised with an allowlist' });
const newsImages = imageFiles(NEWS_IMAGES_MAX, 'Choose at most two images.');

const postNewsForm = z.object({ title: newsTitle, description: descriptionField, date: dateField, images: newsImages }).openapi('PostNewsForm');
const newsChanges = { id: recordId('News'), title: newsTitle.optional(), description: descriptionField, date: dateField.optional() };
const updateNewsJson = z.object(newsChanges).openapi('UpdateNewsJson');
const updateNewsForm = z
  .object({ ...newsChanges, images: newsImages.openapi({ description: "Up to 2 images; when given they replace all of the item's images" }) })
  .openapi('UpdateNewsForm');
const postEventForm = z
  .object({
    title: eventTitle.optional().openapi({ description: 'Optional' }),
    image: imageFiles(1, 'Choose one image for the event.', 'Choose an image for the event.'),
  })
  .openapi('PostEventForm');
const idParam = (label: string) => z.object({ id: recordId(label).openapi({ param: { name: 'id', in: 'path' } }) });

export const contentNewsApi = createRouter<AdminVariables>();

contentNewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/post-news',
    tags: NEWS_TAGS,
    summary: 'Add a news item (title and date required; up to two images)',
    middleware: [requireAdmin, multipartOnly('the news item')] as const,
    request: { headers: tokenHeader, ...formBody(postNewsForm) },
    responses: { 201: json(done.extend({ _id: z.string() }), 'News added successfully!'), ...badInput, ...unauthorized, ...uploadFailures },
  }),
  async (c) => {
    const form = c.req.valid('form');
    const images = (await storeUploads(form.images)) ?? [];
    const id = await createNewsItem(db, { title: form.title, description: form.description ?? '', date: form.date, images }, { actor: actorOf(c) });
    return c.json({ success: true as const, message: 'News added successfully!', _id: id }, 201);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/news',
    tags: NEWS_TAGS,
    summary: 'All news, newest date first',
    middleware: [requireAdmin] as const,
    request: { headers: tokenHeader },
    responses: { 200: json(z.object({ success: z.literal(true), message: z.string(), news: z.array(adminNewsItem) }), 'All news'), ...unauthorized },
  }),
  async (c) => {
    const news = (await findNews()).map(newsJson);
    return c.json({ success: true as const, message: 'News fetched successfully', news }, 200);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/update-news',
    tags: NEWS_TAGS,
    summary: 'Edit a news item (title, description, date, images)',
    description: "JSON or multipart/form-data. Only the fields sent change. Images (multipart only), when sent, replace all of the item's images.",
    middleware: [requireAdmin] as const,
    request: {
      headers: tokenHeader,
      body: { content: { 'application/json': { schema: updateNewsJson }, 'multipart/form-data': { schema: updateNewsForm } }, required: false },
    },
    responses: {
      200: json(done.extend({ newsItem: adminNewsItem }), 'News updated successfully!'),
      ...badInput,
      ...unauthorized,
      404: failureResponse('News not found'),
      ...uploadFailures,
    },
  }),
  async (c) => {
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    const multipart = type.startsWith('multipart/form-data');
    if (!multipart && !type.startsWith('application/json')) {
      return c.json({ success: false as const, message: 'Send the news changes as JSON or multipart/form-data.' }, 400);
    }
    const form = multipart ? (c.req.valid('form') as z.output<typeof updateNewsForm>) : undefined;
    const input = form ?? c.req.valid('json');
    const images = await storeUploads(form?.images);
    const changes = { title: input.title, description: input.description, date: input.date, images };
    const item = await updateNewsItem(db, { id: input.id, changes, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'News updated successfully!', newsItem: newsJson(item) }, 200);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'delete',
    path: '/admin/news/{id}',
    tags: NEWS_TAGS,
    summary: 'Delete a news item',
    middleware: [requireAdmin] as const,
    request: { headers: tokenHeader, params: idParam('News') },
    responses: { 200: json(done, 'News deleted successfully'), ...unauthorized, 404: failureResponse('News not found') },
  }),
  async (c) => {
    await deleteNewsItem(db, { id: c.req.valid('param').id, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'News deleted successfully' }, 200);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/post-event',
    tags: EVENT_TAGS,
    summary: 'Add an event (optional title, one image)',
    middleware: [requireAdmin, multipartOnly('the event')] as const,
    request: { headers: tokenHeader, ...formBody(postEventForm) },
    responses: { 201: json(done.extend({ _id: z.string() }), 'Event added successfully!'), ...badInput, ...unauthorized, ...uploadFailures },
  }),
  async (c) => {
    const form = c.req.valid('form');
    const [image] = (await storeUploads(form.image))!;
    const id = await createEvent(db, { title: form.title || null, image: image! }, { actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Event added successfully!', _id: id }, 201);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/events',
    tags: EVENT_TAGS,
    summary: 'All events, newest first',
    middleware: [requireAdmin] as const,
    request: { headers: tokenHeader },
    responses: { 200: json(z.object({ success: z.literal(true), message: z.string(), events: z.array(adminEvent) }), 'All events'), ...unauthorized },
  }),
  async (c) => {
    const events = (await findEvents()).map(adminEventJson);
    return c.json({ success: true as const, message: 'Events fetched successfully', events }, 200);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'delete',
    path: '/admin/events/{id}',
    tags: EVENT_TAGS,
    summary: 'Delete an event',
    middleware: [requireAdmin] as const,
    request: { headers: tokenHeader, params: idParam('Event') },
    responses: { 200: json(done, 'Event deleted successfully'), ...unauthorized, 404: failureResponse('Event not found') },
  }),
  async (c) => {
    await deleteEvent(db, { id: c.req.valid('param').id, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Event deleted successfully' }, 200);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/update-event',
    tags: EVENT_TAGS,
    summary: 'Rename an event (an empty or missing title leaves it untitled)',
    middleware: [requireAdmin] as const,
    request: {
      headers: tokenHeader,
      body: {
        content: { 'application/json': { schema: z.object({ id: recordId('Event'), title: eventTitle.optional() }).openapi('UpdateEventJson') } },
        required: true,
      },
    },
    responses: {
      200: json(done.extend({ event: adminEvent }), 'Event updated successfully!'),
      ...badInput,
      ...unauthorized,
      404: failureResponse('Event not found'),
    },
  }),
  async (c) => {
    const { id, title } = c.req.valid('json');
    const event = await updateEvent(db, { id, title: title ?? null, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Event updated successfully!', event: adminEventJson(event) }, 200);
  },
);
