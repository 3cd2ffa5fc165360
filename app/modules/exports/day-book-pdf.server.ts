import { formatPaise } from '~/modules/courses/course-format';
import { formatCalendarDate, formatDateTime } from '~/utils/dates';
import {
  documentTitle,
  tableRow,
  drawLetterhead,
  drawTestMarking,
  field,
  footer,
  INK,
  methodLabel,
  PAGE_MARGIN,
  type ReceiptInstitute,
  rule,
  startDocument,
} from '~/modules/receipts/receipt-layout.server';

// Server: the day book as a printable A4 PDF, on the receipts' letterhead and fonts: each receipt of
// the day, then the refunds, then the totals by method and the day's total.

export type DayBookLine = {
  at: number;
  kind: 'payment' | 'refund';
  receiptNumber: string | null;
  student: string;
  course: string;
  method: string | null;
  reference: string | null;
  /** Positive: the money received, or the money that went back. */
  amountPaise: number;
  /** Moved by the simulated gateway: no money was received. */
  test: boolean;
};

export type DayBook = { institute: ReceiptInstitute; date: string; generatedAt: number; lines: DayBookLine[] };

export const DAY_BOOK_TEST_BANNER = 'TEST — includes payments made on a test gateway, where no money was received';

const time = (at: number) => formatDateTime(at).split(', ').pop() ?? '';

/** Totals of the day: by method (payments), refunds, and what the day leaves in hand. */
export function dayBookTotals(lines: DayBookLine[]) {
  const byMethod = new Map<string, number>();
  let collected = 0;
  let refunded = 0;
  for (const line of lines) {
    if (line.kind === 'refund') {
      refunded += line.amountPaise;
      continue;
    }
    collected += line.amountPaise;
    const method = methodLabel(line.method);
    byMethod.set(method, (byMethod.get(method) ?? 0) + line.amountPaise);
  }
  return { byMethod: [...byMethod].sort(([a], [b]) => a.localeCompare(b)), collected, refunded, net: collected - refunded };
}

export async function renderDayBook(book: DayBook): Promise<Buffer> {
  const { doc, bytes } = startDocument({ title: `Day book ${book.date}`, createdAt: book.generatedAt });
  drawLetterhead(doc, book.institute);
  if (book.lines.some((line) => line.test)) drawTestMarking(doc, DAY_BOOK_TEST_BANNER);
  documentTitle(doc, `Day Book — ${formatCalendarDate(book.date)}`);
  field(doc, 'Printed', `${formatDateTime(book.generatedAt)} IST`);
  doc.moveDown(0.4);

  const width = doc.page.width - 2 * PAGE_MARGIN;
  const columns = [
    { title: 'Time', x: PAGE_MARGIN, width: 50 },
    { title: 'Receipt number', x: PAGE_MARGIN + 55, width: 110 },
    { title: 'Student and course', x: PAGE_MARGIN + 170, width: 160 },
    { title: 'Method', x: PAGE_MARGIN + 335, width: 90 },
    { title: 'Amount', x: PAGE_MARGIN + 430, width: width - 430 },
  ];
  const row = (cells: string[], bold = false) => tableRow(doc, columns, cells, { bold, keepBelow: 120 });
  const section = (title: string, lines: DayBookLine[], empty: string) => {
    rule(doc);
    doc.font('bold').fontSize(11.5).fillColor(INK).text(title, PAGE_MARGIN, doc.y);
    doc.moveDown(0.4);
    row(
      columns.map((column) => column.title),
      true,
    );
    if (!lines.length) row(['', '', empty, '', '']);
    for (const line of lines) {
      const method = `${methodLabel(line.method)}${line.reference ? ` · ${line.reference}` : ''}`;
      row([time(line.at), line.receiptNumber ?? '—', `${line.student} · ${line.course}`, method, formatPaise(line.amountPaise)]);
    }
    doc.moveDown(0.4);
  };
  section(
    'Receipts',
    book.lines.filter((line) => line.kind === 'payment'),
    'No money received this day',
  );
  section(
    'Refunds',
    book.lines.filter((line) => line.kind === 'refund'),
    'No refunds this day',
  );

  rule(doc);
  const totals = dayBookTotals(book.lines);
  doc.font('bold').fontSize(11.5).fillColor(INK).text('Totals', PAGE_MARGIN, doc.y);
  doc.moveDown(0.4);
  for (const [method, paise] of totals.byMethod) field(doc, method, formatPaise(paise));
  field(doc, 'Total received', formatPaise(totals.collected), { bold: true });
  field(doc, 'Refunds paid', formatPaise(totals.refunded));
  field(doc, 'Net for the day', formatPaise(totals.net), { bold: true });
  doc.moveDown(1.5);
  field(doc, 'Handed over by', '______________________');
  field(doc, 'Received by', '______________________');
  footer(doc, ['Money recorded on this day in the ledger (India time). Staff adjustments move no money and are not listed.']);
  doc.end();
  return bytes;
}
