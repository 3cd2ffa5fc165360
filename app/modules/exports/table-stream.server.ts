import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { csvField, inertText, rupeesCell, type ExportCell, type ExportColumn } from './export-cells';
import { logError } from '~/utils/log.server';

// Server: an export written to the response as its rows are read (docs/decisions/030-exports.md).
// Rows arrive a page at a time from a keyset-paginated query; the next page is read only when the
// client has taken the last one, so memory holds one page whatever the number of rows.

/** Pages of rows, each row one cell per column: text, paise (rupees columns) or an ISO day. */
export type RowPages = AsyncIterable<ExportCell[][]>;

const encoder = new TextEncoder();
const CRLF = '\r\n';

function csvCell(column: ExportColumn, cell: ExportCell): string {
  if (cell === null || cell === '') return '';
  if (column.kind === 'rupees') return rupeesCell(Number(cell));
  return csvField(column.kind === 'text' ? inertText(String(cell)) : String(cell));
}

/**
 * CSV (RFC 4180, CRLF lines) with a UTF-8 byte-order mark, without which Excel reads '₹' and
 * Devanagari names as Latin-1. `pull` runs only when the reader wants more: that is the backpressure.
 */
export function csvStream(columns: ExportColumn[], pages: RowPages): ReadableStream<Uint8Array> {
  const rows = pages[Symbol.asyncIterator]();
  let headed = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headed) {
          headed = true;
          controller.enqueue(encoder.encode(`\uFEFF${columns.map((column) => csvField(column.heading)).join(',')}${CRLF}`));
          return;
        }
        const page = await rows.next();
        if (page.done) return controller.close();
        const text = page.value.map((row) => columns.map((column, index) => csvCell(column, row[index] ?? null)).join(',') + CRLF).join('');
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await rows.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

// Excel cells keep their type: rupees are numbers shown with two decimals, days are dates. Text
// stays a text cell, which Excel never runs as a formula, so it is written exactly as stored.
function xlsxCell(column: ExportColumn, cell: ExportCell): ExcelJS.CellValue {
  if (cell === null || cell === '') return null;
  if (column.kind === 'rupees') return Number(cell) / 100;
  if (column.kind === 'day') return new Date(`${String(cell)}T00:00:00Z`);
  return String(cell);
}

const XLSX_FORMAT: Record<ExportColumn['kind'], string | undefined> = { rupees: '0.00', day: 'yyyy-mm-dd', text: undefined };

/**
 * An .xlsx written by exceljs' streaming WorkbookWriter: each row is committed (serialised and
 * let go) as soon as it is added, and the next page waits until the sheet's part of the zip and the
 * response both have room: memory holds about one page whatever the number of rows.
 */
export function xlsxStream(columns: ExportColumn[], pages: RowPages, sheetName: string): ReadableStream<Uint8Array> {
  const out = new PassThrough();

  async function write() {
    // exceljs is loaded with the first workbook: it costs a second to load, and every process that
    // imports the API (each node, each test file) would pay it for the few that export to Excel.
    const { roomIn, StreamingWorkbookWriter } = await import('./streaming-workbook-writer.server');
    const workbook = new StreamingWorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => ({
      header: column.heading,
      key: String(index),
      width: column.width,
      style: XLSX_FORMAT[column.kind] ? { numFmt: XLSX_FORMAT[column.kind] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const page of pages) {
      for (const row of page) sheet.addRow(columns.map((column, index) => xlsxCell(column, row[index] ?? null))).commit();
      for (const part of workbook.parts) await roomIn(part, out);
      await roomIn(out, out);
      if (out.destroyed) return; // the client went away: stop reading the database
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => {
    logError(error, 'export');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
