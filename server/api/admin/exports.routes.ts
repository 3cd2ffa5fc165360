import { createRoute, z } from '@hono/zod-openapi';
import { APPLICATION_COLUMNS, applicationPages } from '~/modules/exports/applications-export.server';
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

const LEDGER_DESCRIPTION =
  'One row per ledger row recorded from `from` to `to` (ISO days in India, both included), in the order recorded: ' +
  'Date (the day paid), Voucher type (Tally: Receipt for a payment, Credit Note for a refund, Journal for an adjustment ' +
  'or reversal), Receipt number (a refund: its credit note number), Student number (NIHM-2026-000123), Student, Course, ' +
  'Ledger name (Tally: the course title), Type (Payment, Refund, Adjustment), Status (a payment: Cancelled or Bounced), ' +
  "Method ('Razorpay (UPI)', 'UPI, reported by the student', 'Cash' …), Reference / UTR, Bank, Gateway payment ID, " +
  'Gateway order ID, Gateway refund ID, Against receipt (the receipt a refund or reversal is against), Amount (INR), ' +
  'Refund (INR), Test (Yes: moved on a test gateway, no money was received), Note, Recorded on, Ledger ID. A refund is ' +
  'positive in Refund; an adjustment keeps its sign in Amount.';
const APPLICATIONS_DESCRIPTION =
  'One row per application submitted from `from` to `to` (ISO days in India, both included), oldest first: Applied on, ' +
  'Student, Student number, E-mail, Phone, City, Course, Status, Fees (Paid or Pending), Fee (INR), Paid (INR), Balance ' +
  '(INR; empty for Rejected applications and courses without a fee), Test (Yes: some of what was paid was on a test ' +
  'gateway), Application ID. Never an Aadhaar number.';
const COMMON =
  ' Rupees with two decimals. CSV is RFC 4180 with a UTF-8 byte-order mark; text a spreadsheet would run as a formula ' +
  'starts with an apostrophe. Streamed. Audited. 400 when a day is missing or not a real day, or `from` is after `to`.';

const TABLES = {
  ledger: { name: 'Ledger', columns: LEDGER_COLUMNS, pages: ledgerPages, summary: 'The payments ledger', description: LEDGER_DESCRIPTION },
  applications: {
    name: 'Applications',
    columns: APPLICATION_COLUMNS,
    pages: applicationPages,
    summary: 'The applications list',
    description: APPLICATIONS_DESCRIPTION,
  },
} as const;

for (const report of ['ledger', 'applications'] as const) {
  const table = TABLES[report];
  for (const format of ['csv', 'xlsx'] as const) {
    adminExportsApi.openapi(
      createRoute({
        method: 'get',
        path: `/admin/exports/${report}.${format}`,
        tags: ['Admin: finance'],
        summary: `${table.summary} of a range of days as ${format.toUpperCase()} (staff with payments)`,
        description: table.description + COMMON,
        middleware: [requireStaff('fees')] as const,
        request: { headers: tokenHeader, query: exportRangeInput },
        responses: {
          200: fileResponse(CONTENT_TYPE[format], `${table.summary}, streamed`),
          ...badInput,
          ...unauthorized,
          ...forbidden,
        },
      }),
      async (c) => {
        const range = c.req.valid('query');
        await recordExport({ actor: actorOf(c), report, format, ...range });
        const pages = table.pages({ range });
        const stream = format === 'csv' ? csvStream(table.columns, pages) : xlsxStream(table.columns, pages, table.name);
        return download(stream, CONTENT_TYPE[format], exportFileName(table.name, range.from, range.to, format)) as never;
      },
    );
  }
}

adminExportsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/exports/day-book.pdf',
    tags: ['Admin: finance'],
    summary: "One day's collections as a printable PDF (staff with payments)",
    description:
      'The day book of `date` (ISO day in India): every receipt recorded that day (time, receipt number, student, course ' +
      'and student number, method and reference, amount), then the refunds (with the receipt each is against), then the ' +
      'totals by method, the refunds by method, the net for the day and the cash in hand (cash received less cash paid ' +
      'back), with lines to sign when the cash is handed over. Payments on a test gateway and cancelled receipts are listed, ' +
      'marked, and left out of every total. Staff adjustments move no money and are left out. Audited.',
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
