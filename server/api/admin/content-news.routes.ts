import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import { deleteEvent } from '~/modules/events/delete-event.server';
import { updateEvent } from '~/modules/events/update-event.server';
import { addEvent } from '~/modules/events/add-event.server';
import { findEvents } from '~/modules/events/events.server';
import { addNewsItem } from '~/modules/news/add-news-item.server';
import { deleteNewsItem } from '~/modules/news/delete-news-item.server';
import { editNewsItem } from '~/modules/news/edit-news-item.server';
import { addEventInput, addNewsInput, updateEventInput, updateNewsForm, updateNewsInput } from '~/modules/news/news.schemas';
import { findNews } from '~/modules/news/news.server';
import { newsJson } from '../serializers';
import { adminEventJson } from './admin-serializers';
import { badInput, done, failureResponse, formBody, json, tokenHeader, unauthorized, uploadFailures } from '../openapi-kit';
import { multipartOnly } from '../request-guards';
import { recordId } from '~/utils/record-id';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

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

// The commands' inputs are the domain's schemas (news.schemas.ts), documented there with .meta().
const idParam = (label: string) => z.object({ id: recordId(label).openapi({ param: { name: 'id', in: 'path' } }) });

export const contentNewsApi = createRouter<AdminVariables>();

contentNewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/post-news',
    tags: NEWS_TAGS,
    summary: 'Add a news item (title and date required; up to two images)',
    middleware: [requireStaff('content'), multipartOnly('the news item')] as const,
    request: { headers: tokenHeader, ...formBody(addNewsInput) },
    responses: { 201: json(done.extend({ _id: z.string() }), 'News added successfully!'), ...badInput, ...unauthorized, ...uploadFailures },
  }),
  async (c) => {
    const id = await addNewsItem({ input: c.req.valid('form'), actor: actorOf(c) });
    return c.json({ success: true as const, message: 'News added successfully!', _id: id }, 201);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/news',
    tags: NEWS_TAGS,
    summary: 'All news, newest date first',
    middleware: [requireStaff('content')] as const,
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
    middleware: [requireStaff('content')] as const,
    request: {
      headers: tokenHeader,
      body: { content: { 'application/json': { schema: updateNewsInput }, 'multipart/form-data': { schema: updateNewsForm } }, required: false },
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
    const { id, ...changes } = multipart ? (c.req.valid('form') as z.output<typeof updateNewsForm>) : c.req.valid('json');
    const item = await editNewsItem({ id, changes, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'News updated successfully!', newsItem: newsJson(item) }, 200);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'delete',
    path: '/admin/news/{id}',
    tags: NEWS_TAGS,
    summary: 'Delete a news item',
    middleware: [requireStaff('content')] as const,
    request: { headers: tokenHeader, params: idParam('News') },
    responses: { 200: json(done, 'News deleted successfully'), ...unauthorized, 404: failureResponse('News not found') },
  }),
  async (c) => {
    await deleteNewsItem({ id: c.req.valid('param').id, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'News deleted successfully' }, 200);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/post-event',
    tags: EVENT_TAGS,
    summary: 'Add an event (optional title, one image)',
    middleware: [requireStaff('content'), multipartOnly('the event')] as const,
    request: { headers: tokenHeader, ...formBody(addEventInput) },
    responses: { 201: json(done.extend({ _id: z.string() }), 'Event added successfully!'), ...badInput, ...unauthorized, ...uploadFailures },
  }),
  async (c) => {
    const id = await addEvent({ input: c.req.valid('form'), actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Event added successfully!', _id: id }, 201);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/events',
    tags: EVENT_TAGS,
    summary: 'All events, newest first',
    middleware: [requireStaff('content')] as const,
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
    middleware: [requireStaff('content')] as const,
    request: { headers: tokenHeader, params: idParam('Event') },
    responses: { 200: json(done, 'Event deleted successfully'), ...unauthorized, 404: failureResponse('Event not found') },
  }),
  async (c) => {
    await deleteEvent({ id: c.req.valid('param').id, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Event deleted successfully' }, 200);
  },
);

contentNewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/update-event',
    tags: EVENT_TAGS,
    summary: 'Rename an event (an empty or missing title leaves it untitled)',
    middleware: [requireStaff('content')] as const,
    request: {
      headers: tokenHeader,
      body: {
        content: { 'application/json': { schema: updateEventInput } },
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
    const event = await updateEvent({ id, title: title ?? null, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Event updated successfully!', event: adminEventJson(event) }, 200);
  },
);
