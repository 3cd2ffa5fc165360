import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import { deleteContactMessage } from '~/modules/contact/delete-contact-message.server';
import { CONTACT_PAGE_SIZE_MAX, findContactMessages } from '~/modules/contact/find-contact-messages.server';
import { contactMessageJson } from './admin-serializers';
import { done, failureResponse, json, tokenHeader, unauthorized } from '../openapi-kit';
import { recordId } from '~/utils/record-id';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// The contact inbox (spec §2 'Contact Us Messages', §7): read and delete visitors' messages.
const TAGS = ['Admin: contact inbox'];

const contactMessage = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string().openapi({ description: 'Plain text as the visitor typed it: show it as text, never as HTML' }),
    date: z.string().openapi({ description: 'ISO 8601 time it was sent' }),
  })
  .openapi('ContactMessage');

const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number of at least 1.' })
    .int('page must be a whole number of at least 1.')
    .min(1, 'page must be a whole number of at least 1.')
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${CONTACT_PAGE_SIZE_MAX}.` })
    .int(`pageSize must be a whole number from 1 to ${CONTACT_PAGE_SIZE_MAX}.`)
    .min(1, `pageSize must be a whole number from 1 to ${CONTACT_PAGE_SIZE_MAX}.`)
    .max(CONTACT_PAGE_SIZE_MAX, `pageSize must be a whole number from 1 to ${CONTACT_PAGE_SIZE_MAX}.`)
    .default(100),
});

export const contentContactApi = createRouter<AdminVariables>();

contentContactApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/getallcontactus',
    tags: TAGS,
    summary: 'Contact messages, newest first',
    description:
      'The list is `messages`. Paged on the server: `page` (default 1) and `pageSize` (default ' +
      '100, at most 500); `total` and `pageCount` say how many there are.',
    middleware: [requireStaff('content')] as const,
    request: { headers: tokenHeader, query: pageQuery },
    responses: {
      200: json(
        z.object({
          success: z.literal(true),
          message: z.string(),
          messages: z.array(contactMessage),
          total: z.number().int(),
          page: z.number().int(),
          pageCount: z.number().int(),
        }),
        'One page of messages',
      ),
      400: failureResponse('A bad page or pageSize'),
      ...unauthorized,
    },
  }),
  async (c) => {
    const result = await findContactMessages(c.req.valid('query'));
    const messages = result.messages.map(contactMessageJson);
    return c.json(
      { success: true as const, message: 'Messages fetched successfully', messages, total: result.total, page: result.page, pageCount: result.pageCount },
      200,
    );
  },
);

contentContactApi.openapi(
  createRoute({
    method: 'delete',
    path: '/admin/deletecontactus/{id}',
    tags: TAGS,
    summary: 'Delete a contact message',
    middleware: [requireStaff('content')] as const,
    request: { headers: tokenHeader, params: z.object({ id: recordId('Message').openapi({ param: { name: 'id', in: 'path' } }) }) },
    responses: { 200: json(done, 'Message deleted'), ...unauthorized, 404: failureResponse('Message not found') },
  }),
  async (c) => {
    await deleteContactMessage({ id: c.req.valid('param').id, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Message deleted' }, 200);
  },
);
