import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import { auditLogFilters } from '~/modules/audit/audit.schemas';
import { AUDIT_PAGE_SIZE_MAX, findAuditLog } from '~/modules/audit/find-audit-log.server';
import { auditEntryJson } from './admin-serializers';
import { failureResponse, json, tokenHeader, unauthorized } from '../openapi-kit';
import { requireStaff, type AdminVariables } from './require-admin';

// The audit log of every staff write (issue 3, DESIGN.md §7 'Logs'), read in the dashboard.
const auditEntry = z
  .object({
    _id: z.string(),
    actorType: z.string().openapi({ description: 'admin | student | system | anonymous' }),
    actorId: z.string().nullable(),
    actorName: z.string().nullable().openapi({ description: "The administrator's or student's current name; null for other actors or a removed account" }),
    summary: z.string().openapi({
      description: 'The entry as a sentence, with names resolved when read',
      example: "Meera Deshmukh accepted Priya Kale's application for Operation Theatre Technician",
    }),
    action: z.string().openapi({ example: 'course.update' }),
    entity: z.string().openapi({ example: 'course' }),
    entityId: z.string().nullable(),
    before: z.unknown().openapi({ description: 'The record before the write (null on create); secrets redacted' }),
    after: z.unknown().openapi({ description: 'The record after the write (null on delete); secrets redacted' }),
    date: z.string().openapi({ description: 'ISO 8601 time of the write' }),
  })
  .openapi('AuditEntry');

const pageMessage = `page must be a whole number of at least 1; pageSize from 1 to ${AUDIT_PAGE_SIZE_MAX}.`;
const auditQuery = auditLogFilters.extend({
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).default(1),
  pageSize: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(AUDIT_PAGE_SIZE_MAX, pageMessage).default(50),
});

export const contentAuditApi = createRouter<AdminVariables>();

contentAuditApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/audit-log',
    tags: ['Admin: audit log'],
    summary: 'Who changed what and when, newest first (paged on the server)',
    middleware: [requireStaff('audit')] as const,
    request: { headers: tokenHeader, query: auditQuery },
    responses: {
      200: json(
        z.object({
          success: z.literal(true),
          message: z.string(),
          entries: z.array(auditEntry),
          total: z.number().int(),
          page: z.number().int(),
          pageCount: z.number().int(),
        }),
        'One page of the audit log (a page past the end answers the last page)',
      ),
      400: failureResponse('A bad page, pageSize or filter'),
      ...unauthorized,
    },
  }),
  async (c) => {
    const { page, pageSize, ...filters } = c.req.valid('query');
    const result = await findAuditLog({ page, pageSize, filters });
    return c.json(
      {
        success: true as const,
        message: 'Audit log fetched successfully',
        entries: result.entries.map(auditEntryJson),
        total: result.total,
        page: result.page,
        pageCount: result.pageCount,
      },
      200,
    );
  },
);
