import { createRoute, z } from '@hono/zod-openapi';
import { rupeesOutput } from '~/utils/rupees-schema';
import { contactMessageInput } from '~/modules/contact/contact.schemas';
import { createContactMessage } from '~/modules/contact/create-contact-message.server';
import { findVisibleCourses } from '~/modules/courses/find-public-courses.server';
import { findEvents } from '~/modules/events/events.server';
import { findNews, getNewsItem } from '~/modules/news/news.server';
import { clientKey } from '../client-key';
import { createRouter } from '../create-router';
import { failureResponse, json, jsonBody } from '../openapi-kit';
import { admissionSeason } from '../record-schemas';
import { courseJson, eventJson, newsJson } from '../serializers';

// Public calls of spec §7: exact paths, field names and shapes.
const course = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string().openapi({ description: 'Sanitised HTML' }),
    excerpt: z.string().openapi({ description: 'Plain text, at most 150 characters' }),
    images: z.array(z.string()),
    eligibility: z.string().nullable(),
    fees: rupeesOutput('Total fee; null when not set').nullable(),
    duration: z.string().nullable(),
    date: z.string().openapi({ description: 'ISO 8601 date the course was posted' }),
    applicants: z.number().int(),
    ...admissionSeason.shape,
  })
  .openapi('Course');
const newsItem = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    date: z.number().openapi({ description: 'Milliseconds since the epoch' }),
    images: z.array(z.string()),
  })
  .openapi('NewsItem');
const event = z.object({ _id: z.string(), title: z.string().nullable(), image: z.string().nullable() }).openapi('Event');

export const publicApi = createRouter();

// Public content changes a few times a week, so browsers and proxies may reuse a successful read
// for a minute: an administrator's change (a hidden course included) shows within 60 s, and a
// burst of visitors costs one query per cache. Errors and writes stay no-store (api.ts).
const PUBLIC_READ_CACHE = 'public, max-age=60';

publicApi.openapi(
  createRoute({
    method: 'get',
    path: '/courses',
    tags: ['Public'],
    summary: 'Visible courses',
    responses: { 200: json(z.object({ success: z.boolean(), courses: z.array(course), message: z.string() }), 'Courses') },
  }),
  async (c) => {
    const courses = (await findVisibleCourses()).map(courseJson);
    c.header('Cache-Control', PUBLIC_READ_CACHE);
    return c.json({ success: true, courses, message: 'Courses fetched successfully' }, 200);
  },
);

publicApi.openapi(
  createRoute({
    method: 'get',
    path: '/news-and-events/news',
    tags: ['Public'],
    summary: 'News, newest first',
    responses: { 200: json(z.object({ news: z.array(newsItem) }), 'News') },
  }),
  async (c) => {
    const news = (await findNews()).map(newsJson);
    c.header('Cache-Control', PUBLIC_READ_CACHE);
    return c.json({ news }, 200);
  },
);

publicApi.openapi(
  createRoute({
    method: 'get',
    path: '/news-and-events/events',
    tags: ['Public'],
    summary: 'Events, newest first',
    responses: { 200: json(z.object({ events: z.array(event) }), 'Events') },
  }),
  async (c) => {
    const events = (await findEvents()).map(eventJson);
    c.header('Cache-Control', PUBLIC_READ_CACHE);
    return c.json({ events }, 200);
  },
);

publicApi.openapi(
  createRoute({
    method: 'get',
    path: '/news-and-events/news/{id}',
    tags: ['Public'],
    summary: 'One news item',
    // Any string: an id that is not ours (too long, malformed) is simply not found.
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: json(z.object({ newsItem }), 'The news item'), 404: failureResponse('News not found') },
  }),
  async (c) => {
    const newsItem = newsJson(await getNewsItem({ id: c.req.valid('param').id }));
    c.header('Cache-Control', PUBLIC_READ_CACHE);
    return c.json({ newsItem }, 200);
  },
);

publicApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/contactus',
    tags: ['Public'],
    summary: 'Send a message to the institute',
    request: jsonBody(contactMessageInput),
    responses: {
      201: json(z.object({ success: z.literal(true), message: z.string() }), 'Stored'),
      400: failureResponse('Missing or invalid fields, or malformed JSON'),
      413: failureResponse('Body over 64 KB'),
      415: failureResponse('Body is not JSON (Content-Type must be application/json)'),
      429: failureResponse('Too many messages from this client'),
    },
  }),
  async (c) => {
    await createContactMessage({ message: c.req.valid('json'), clientKey: clientKey(c) });
    return c.json({ success: true as const, message: 'Message sent successfully' }, 201);
  },
);
