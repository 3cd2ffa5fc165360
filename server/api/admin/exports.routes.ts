import { createRoute, z } from '@hono/zod-openapi';
import { generateDayBook } from '~/modules/exports/day-book.server';
import { dayBookInput, exportRangeInput } from '~/modules/exports/exports.schemas';
import { LEDGER_COLUMNS, ledgerPages } from '~/modules/exports/ledger-export.server';
import { exportFileName, recordExport, type ExportFormat } from '~/modules/exports/record-export.server';
import { csvStream, xlsxStream } from '~/modules/exports/table-stream.server';
import { createRouter } from '../create-router';
import { badInput, forbidden, tokenHeader, unauthorized } from '../openapi-kit';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Staff (accounts, owner): the finance exports (issue 11, docs/decisions/030-exports.md). Each is
// streamed: rows are read a page at a time and written as the client takes them.
export const adminExportsApi = createRouter<AdminVariables>();

const CONTENT_TYPE: Record<Exclude<ExportFormat, 'pdf'>, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const fileResponse = (contentType: string, description: string) => ({
  content: { [contentType]: { schema: z.string().openapi({ format: 'binary' }) } },
  description,
});
const download = (stream: ReadableStream<Uint8Array>, contentType: string, fileName: string) =>
  new Response(stream, {
    status: 200,
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' },
  });

for (const format of ['csv', 'xlsx'] as const) {
  adminExportsApi.openapi(
    createRoute({
      method: 'get',
      path: `/admin/exports/ledger.${format}`,
      tags: ['Admin: finance'],
      summary: `The payments ledger of a range of days as ${format.toUpperCase()} (staff with payments)`,
      description:
        'One row per ledger row recorded from `from` to `to` (ISO days in India, both included), in the order recorded: ' +
        'Date (the day paid), Receipt number, Student, Course, Type (Payment, Refund, Adjustment), Method, Reference / UTR, ' +
        'Bank, Amount (INR), Refund (INR), Note, Recorded on, Ledger ID. Rupees with two decimals. CSV is RFC 4180 with a ' +
        'UTF-8 byte-order mark; text that a spreadsheet would run as a formula starts with an apostrophe. Audited.',
      middleware: [requireStaff('fees')] as const,
      request: { headers: tokenHeader, query: exportRangeInput },
      responses: {
        200: fileResponse(CONTENT_TYPE[format], 'The ledger, streamed'),
        ...badInput,
        ...unauthorized,
        ...forbidden,
      },
    }),
    async (c) => {
      const range = c.req.valid('query');
      await recordExport({ actor: actorOf(c), report: 'ledger', format, ...range });
      const pages = ledgerPages({ range });
      const stream = format === 'csv' ? csvStream(LEDGER_COLUMNS, pages) : xlsxStream(LEDGER_COLUMNS, pages, 'Ledger');
      return download(stream, CONTENT_TYPE[format], exportFileName('Ledger', range.from, range.to, format)) as never;
    },
  );
}

adminExportsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/exports/day-book.pdf',
    tags: ['Admin: finance'],
    summary: "One day's collections as a printable PDF (staff with payments)",
    description:
      'The day book of `date` (ISO day in India): every receipt recorded that day (time, receipt number, student and ' +
      'course, method and reference, amount), then the refunds, then the totals by method, the refunds and the net ' +
      'for the day, with lines to sign when the cash is handed over. Staff adjustments move no money and are left out. Audited.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, query: dayBookInput },
    responses: {
      200: fileResponse('application/pdf', 'The day book'),
      ...badInput,
      ...unauthorized,
      ...forbidden,
    },
  }),
  async (c) => {
    const { date } = c.req.valid('query');
    await recordExport({ actor: actorOf(c), report: 'day-book', format: 'pdf', from: date, to: date });
    const pdf = await generateDayBook({ date });
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${exportFileName('Day-Book', date, date, 'pdf')}"`,
        'Cache-Control': 'no-store',
      },
    }) as never;
  },
);
