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
  MUTED,
  PAGE_MARGIN,
  type ReceiptInstitute,
  rule,
  startDocument,
} from '~/modules/receipts/receipt-layout.server';

// Server: the day book as a printable A4 PDF, on the receipts' letterhead and fonts: each receipt of
// the day, then the refunds, then the totals by method, the refunds by method, the day's net and the
// cash in hand. TEST money and cancelled receipts are listed, marked, and kept out of every total.

export type DayBookLine = {
  at: number;
  kind: 'payment' | 'refund';
  /** A receipt's number, or a refund's credit note number. */
  receiptNumber: string | null;
  studentNumber: string | null;
  student: string;
  course: string;
  /** As the reports name it: 'Cash', 'Razorpay (UPI)', 'UPI, reported by the student' … */
  method: string;
  /** Notes and coins at the office: what the cash in hand is made of. */
  cash: boolean;
  reference: string | null;
  /** A refund's: the receipt of the payment it returns. */
  againstReceipt: string | null;
  /** Positive: the money received, or the money that went back. */
  amountPaise: number;
  /** Moved on a test gateway: no money was received or paid back. */
  test: boolean;
  /** A payment whose receipt was cancelled: no money is kept for it. */
  cancelled: boolean;
};

export type DayBook = { institute: ReceiptInstitute; date: string; generatedAt: number; lines: DayBookLine[] };

export const DAY_BOOK_TEST_BANNER = 'TEST — test-gateway payments are listed: no money was received, no total counts them';

const time = (at: number) => formatDateTime(at).split(', ').pop() ?? '';

type ByMethod = Array<[method: string, paise: number]>;
const byMethod = (lines: DayBookLine[]): ByMethod => {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.method, (sums.get(line.method) ?? 0) + line.amountPaise);
  return [...sums].sort(([a], [b]) => a.localeCompare(b));
};
const sum = (lines: DayBookLine[]) => lines.reduce((total, line) => total + line.amountPaise, 0);

/**
 * Totals of the day: payments by method, refunds by method, the net, and the cash in hand (cash
 * received less cash paid back). TEST money and cancelled receipts count in none of them; they
 * are summed apart, so the page says what was left out.
 */
export function dayBookTotals(lines: DayBookLine[]) {
  const counted = lines.filter((line) => !line.test && !line.cancelled);
  const payments = counted.filter((line) => line.kind === 'payment');
  const refunds = counted.filter((line) => line.kind === 'refund');
  const collected = sum(payments);
  const refunded = sum(refunds);
  return {
    byMethod: byMethod(payments),
    refundsByMethod: byMethod(refunds),
    collected,
    refunded,
    net: collected - refunded,
    cashInHand: sum(payments.filter((line) => line.cash)) - sum(refunds.filter((line) => line.cash)),
    testPaise: sum(lines.filter((line) => line.test && line.kind === 'payment')),
    cancelledPaise: sum(lines.filter((line) => line.cancelled && !line.test)),
  };
}

// The columns of the receipts and refunds (A4 less the margins: 495 pt). The amount column holds
// ₹10,00,00,000.00 (76 pt in Noto Sans Bold 9.5) and the number column a credit note number
// (NIHM/CN/2026-27/000001, 122 pt) on one line each: a figure that wraps can be misread.
const COLUMN_GAP = 5;
const WIDTHS = [44, 124, 146, 82] as const;
function tableColumns(doc: PDFKit.PDFDocument) {
  const titles = ['Time', 'Number', 'Student and course', 'Method', 'Amount'];
  const columns: Array<{ title: string; x: number; width: number }> = [];
  let x = PAGE_MARGIN;
  for (const [index, title] of titles.entries()) {
    const width = WIDTHS[index] ?? doc.page.width - PAGE_MARGIN - x;
    columns.push({ title, x, width });
    x += width + COLUMN_GAP;
  }
  return columns;
}

/** The number cell: the receipt's or credit note's number, the receipt a refund is against, and what is not counted, and why. */
function numberCell(line: DayBookLine): string {
  const notes = [
    line.againstReceipt ? `against ${line.againstReceipt}` : null,
    line.test ? 'TEST: not counted' : line.cancelled ? 'Cancelled: not counted' : null,
  ];
  return [line.receiptNumber ?? '—', ...notes].filter(Boolean).join('\n');
}

/** A total: its label on the left, the amount right-aligned on the same line, never wrapped. */
function totalLine(doc: PDFKit.PDFDocument, label: string, paise: number, { bold = false } = {}) {
  const y = doc.y;
  const labelWidth = 320;
  const amountWidth = doc.page.width - 2 * PAGE_MARGIN - labelWidth;
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(label, PAGE_MARGIN, y, { width: labelWidth - COLUMN_GAP });
  const bottom = doc.y;
  doc
    .font(bold ? 'bold' : 'regular')
    .fillColor(INK)
    .text(formatPaise(paise), PAGE_MARGIN + labelWidth, y, { width: amountWidth, align: 'right', lineBreak: false });
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(bottom, y + doc.currentLineHeight(true));
  doc.moveDown(0.25);
}

function heading(doc: PDFKit.PDFDocument, title: string) {
  doc.font('bold').fontSize(11.5).fillColor(INK).text(title, PAGE_MARGIN, doc.y);
  doc.moveDown(0.4);
}

export async function renderDayBook(book: DayBook): Promise<Buffer> {
  const { doc, bytes } = startDocument({ title: `Day book ${book.date}`, createdAt: book.generatedAt });
  drawLetterhead(doc, book.institute);
  if (book.lines.some((line) => line.test)) drawTestMarking(doc, DAY_BOOK_TEST_BANNER);
  documentTitle(doc, `Day Book — ${formatCalendarDate(book.date)}`);
  field(doc, 'Printed', `${formatDateTime(book.generatedAt)} IST`);
  doc.moveDown(0.4);

  const columns = tableColumns(doc);
  const row = (cells: string[], bold = false) => tableRow(doc, columns, cells, { bold, keepBelow: 120 });
  const section = (title: string, lines: DayBookLine[], empty: string) => {
    rule(doc);
    heading(doc, title);
    row(
      columns.map((column) => column.title),
      true,
    );
    if (!lines.length) row(['', '', empty, '', '']);
    for (const line of lines) {
      const who = [line.student, line.course, line.studentNumber].filter(Boolean).join(' · ');
      const how = [line.method, line.reference].filter(Boolean).join(' · ');
      row([time(line.at), numberCell(line), who, how, formatPaise(line.amountPaise)]);
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
  if (doc.y > doc.page.height - 300) doc.addPage();
  heading(doc, 'Totals');
  for (const [method, paise] of totals.byMethod) totalLine(doc, method, paise);
  totalLine(doc, 'Total received', totals.collected, { bold: true });
  for (const [method, paise] of totals.refundsByMethod) totalLine(doc, `Refunded: ${method}`, paise);
  totalLine(doc, 'Refunds paid', totals.refunded);
  totalLine(doc, 'Net for the day', totals.net, { bold: true });
  totalLine(doc, 'Cash in hand (cash received less cash paid back)', totals.cashInHand, { bold: true });
  if (totals.testPaise) totalLine(doc, 'TEST payments, not counted', totals.testPaise);
  if (totals.cancelledPaise) totalLine(doc, 'Cancelled receipts, not counted', totals.cancelledPaise);
  doc.moveDown(1.5);
  field(doc, 'Handed over by', '______________________');
  field(doc, 'Received by', '______________________');
  const leftOut = book.lines.some((line) => line.test || line.cancelled)
    ? ['Payments on a test gateway and cancelled receipts are listed for the record and left out of every total.']
    : [];
  footer(doc, ['Money recorded on this day in the ledger (India time). Staff adjustments move no money and are not listed.', ...leftOut]);
  doc.end();
  return bytes;
}
