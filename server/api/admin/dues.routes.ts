import { createRoute, z } from '@hono/zod-openapi';
import { paiseOutput } from '~/utils/rupees-schema';
import { DUES_DEFAULT_ORDER, DUES_PAGE_SIZE, DUES_PAGE_SIZE_MAX, DUES_SORTS, duesQuery, pauseRemindersInput } from '~/modules/dues/dues.schemas';
import { findDues } from '~/modules/dues/find-dues.server';
import { pauseReminders } from '~/modules/dues/pause-reminders.server';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Staff (accounts, owner): the Dues page's list and the pause switch of fee reminders (issue 11, decision 034).
export const adminDuesApi = createRouter<AdminVariables>();
const TAGS = ['Admin: fees'];

const due = z
  .object({
    applicationId: z.string(),
    student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    course: z.object({ id: z.string(), title: z.string() }),
    feePaise: paiseOutput("The course's fee"),
    paidPaise: paiseOutput('Paid so far (the sum of the ledger)'),
    balancePaise: paiseOutput('Fee − paid, above zero'),
    nextInstalment: z
      .object({
        number: z.number().int(),
        outstandingPaise: paiseOutput('What is still owed of this instalment'),
        dueDate: z.string().openapi({ example: '2026-12-15' }),
      })
      .nullable()
      .openapi({ description: 'The first instalment not paid in full; null when the course has no instalment plan' }),
    daysOverdue: z.number().int().openapi({ description: "Whole days since the next instalment's due date (India's date); 0 when not past due" }),
    remindersPaused: z.boolean(),
  })
  .openapi('Due');

adminDuesApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/dues',
    tags: TAGS,
    summary: 'Applications that still owe money, with their next instalment and days overdue (Dues)',
    description:
      'Every application whose balance (course fee − paid) is above zero, Rejected ones excepted. Filters: `course` ' +
      '(its id), `overdue=true` (next instalment past its due date). `sort`: ' +
      `${DUES_SORTS.join(', ')} (default overdue); \`order\` asc or desc (default: ${Object.entries(DUES_DEFAULT_ORDER)
        .map(([sort, order]) => `${sort} ${order}`)
        .join(', ')}). Paged on the server: \`page\` (default 1), \`perPage\` (default ${DUES_PAGE_SIZE}, at most ${DUES_PAGE_SIZE_MAX}); ` +
      'a page past the end answers the last page. Money in integer paise.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, query: duesQuery },
    responses: {
      200: json(
        z.object({
          success: z.literal(true),
          message: z.string(),
          dues: z.array(due),
          page: z.number().int(),
          perPage: z.number().int(),
          total: z.number().int(),
          pageCount: z.number().int(),
          sort: z.enum(DUES_SORTS),
          order: z.enum(['asc', 'desc']),
        }),
        'One page of dues',
      ),
      ...badInput,
      ...unauthorized,
      ...forbidden,
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const result = await findDues({ ...query, order: query.order ?? DUES_DEFAULT_ORDER[query.sort] });
    return c.json({ success: true as const, message: 'Dues fetched successfully', ...result }, 200);
  },
);

adminDuesApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/pause-reminders',
    tags: TAGS,
    summary: "Pause or resume an application's fee reminder e-mails",
    description:
      'Per application: `paused: true` stops the reminders (3 days before an instalment is due, the day after it is missed) ' +
      'until set back to false. Audited; the same state again changes nothing (`changed: false`).',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(pauseRemindersInput) },
    responses: {
      200: json(done.extend({ paused: z.boolean(), changed: z.boolean() }), "'Fee reminders paused' or 'Fee reminders resumed'"),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Application not found'),
    },
  }),
  async (c) => {
    const result = await pauseReminders({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, ...result }, 200);
  },
);
