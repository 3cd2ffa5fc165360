import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportCell, ExportColumn } from './export-cells';
import { csvStream, xlsxStream } from './table-stream.server';

// An export of a few years of ledger is written while its rows are read, and only as fast as the
// client takes it: a client that stops reading stops the database reads, so the server holds a
// page or so of rows whatever the range (docs/decisions/030-exports.md).

const COLUMNS: ExportColumn[] = [
  { heading: 'Date', kind: 'day', width: 12 },
  { heading: 'Receipt number', kind: 'text', width: 22 },
  { heading: 'Student', kind: 'text', width: 28 },
  { heading: 'Amount (INR)', kind: 'rupees', width: 14 },
];
const PAGES = 600;
const ROWS_PER_PAGE = 100;

/** 60,000 ledger-like rows, a page at a time, counting the pages the export has asked for. */
function ledger() {
  const read = { pages: 0, finished: false };
  async function* pages(): AsyncGenerator<ExportCell[][]> {
    try {
      for (let page = 0; page < PAGES; page++) {
        read.pages++;
        yield Array.from({ length: ROWS_PER_PAGE }, (_, index) => {
          const n = page * ROWS_PER_PAGE + index;
          return [
            `2025-${String((n % 12) + 1).padStart(2, '0')}-15`,
            `NIHM/2025-26/${String(n).padStart(6, '0')}`,
            `Student ${n.toString(36)} Deshmukh`,
            1_000_000 + n,
          ];
        });
      }
    } finally {
      read.finished = true;
    }
  }
  return { read, pages: pages() };
}

/** Lets the writer run until it stops asking for pages (it waits for the client), at most 5 s. */
async function settled(read: { pages: number }) {
  let still = 0;
  for (let turn = 0; turn < 500 && still < 20; turn++) {
    const before = read.pages;
    await new Promise((resolve) => setTimeout(resolve, 10));
    still = read.pages === before ? still + 1 : 0;
  }
}

/** The whole file: the chunk already taken, then the rest as the client reads it. */
async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, first: Uint8Array): Promise<ArrayBuffer> {
  const chunks = [first];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
  return Uint8Array.from(Buffer.concat(chunks)).buffer;
}

describe('a streamed export reads rows only as fast as the client takes the file', () => {
  it('Excel: a client that has taken one chunk holds the writer to what the zip buffers; then the whole file arrives, every row typed', async () => {
    const { read, pages } = ledger();
    const reader = xlsxStream(COLUMNS, pages, 'Ledger').getReader();
    const first = await reader.read();
    await settled(read);
    // What is read ahead is what the zip's stream buffers hold (16 KB each, compressed): about 80
    // pages of these rows. exceljs' own writer reads all 600 before the client has a second chunk.
    expect(read.pages).toBeLessThan(PAGES / 4);
    expect(read.finished).toBe(false);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readAll(reader, first.value!));
    expect(read.finished).toBe(true);
    const sheet = workbook.getWorksheet('Ledger')!;
    expect(sheet.rowCount).toBe(PAGES * ROWS_PER_PAGE + 1);
    const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as ExcelJS.CellValue[]).slice(1);
    expect(values(1)).toEqual(['Date', 'Receipt number', 'Student', 'Amount (INR)']);
    expect(values(2)).toEqual([new Date('2025-01-15T00:00:00Z'), 'NIHM/2025-26/000000', 'Student 0 Deshmukh', 10_000]);
    const last = PAGES * ROWS_PER_PAGE - 1;
    expect(values(last + 2)).toEqual([
      new Date('2025-12-15T00:00:00Z'),
      `NIHM/2025-26/0${last}`,
      `Student ${last.toString(36)} Deshmukh`,
      (1_000_000 + last) / 100,
    ]);
  }, 60_000); // reading 60,000 rows back takes a few seconds, more on a busy machine

  it('CSV: a client that has taken the header holds the writer at one page; then every row arrives', async () => {
    const { read, pages } = ledger();
    const reader = csvStream(COLUMNS, pages).getReader();
    const first = await reader.read();
    await settled(read);
    expect(read.pages).toBeLessThanOrEqual(2);

    const lines = new TextDecoder().decode(await readAll(reader, first.value!)).split('\r\n');
    expect(read.finished).toBe(true);
    expect(lines).toHaveLength(PAGES * ROWS_PER_PAGE + 2); // the header, the rows, and the empty string after the last CRLF
    expect(lines[1]).toBe('2025-01-15,NIHM/2025-26/000000,Student 0 Deshmukh,10000.00');
  });
});
