import PDFDocument from 'pdfkit';
import { issuerTaxLine, type ReceiptIssuer } from '~/modules/receipt-issuer/receipt-issuer.schemas';
import { type DocumentFormats, documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { type FeeSummaryTexts, feeSummaryTexts } from '~/modules/i18n/documents/document-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { keepReadingOrder } from './pdf-reading-order.server';
import { receiptFonts } from './receipt-fonts.server';

/**
 * The institute as a letterhead names it: Receipt issuer's details (a receipt, credit note or
 * statement keeps the ones it was issued with). The tax members are optional for documents that
 * are not issued to a student (the day book).
 */
export type ReceiptInstitute = Pick<ReceiptIssuer, 'name' | 'address' | 'phones' | 'email'> & Partial<Pick<ReceiptIssuer, 'gstin' | 'pan' | 'gstExempt'>>;

export const INK = '#1f2937';
export const MUTED = '#4b5563';
const TEST_RED = '#b91c1c';
export const PAGE_MARGIN = 50;

/**
 * A new A4 document with the Noto fonts registered ('regular', 'bold'), a text layer in reading
 * order for Devanagari (pdf-reading-order.server.ts) and its metadata, and a
 * promise of its bytes once `doc.end()` is called. `createdAt` is the issue time, so the same
 * receipt renders to the same bytes.
 */
export function startDocument({ title, createdAt }: { title: string; createdAt: number }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: title, Author: 'Fee office', CreationDate: new Date(createdAt), ModDate: new Date(createdAt) },
  });
  const { regular, bold } = receiptFonts();
  // pdfkit 0.20 takes a parsed fontkit font; its type declarations still list only paths and bytes.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  keepReadingOrder(doc); // a name in Devanagari reads back as it is written
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** The letterhead: the institute's name, address and contact, its GSTIN / PAN / 'GST exempt' when set, and a rule under them. */
export function drawLetterhead(doc: PDFKit.PDFDocument, institute: ReceiptInstitute): void {
  doc.font('bold').fontSize(17).fillColor(INK).text(institute.name, { align: 'center' });
  doc.font('regular').fontSize(9.5).fillColor(MUTED).text(institute.address, { align: 'center' });
  doc.text([...institute.phones.filter(Boolean), institute.email].join('  ·  '), { align: 'center' });
  const tax = issuerTaxLine({ gstin: institute.gstin ?? null, pan: institute.pan ?? null, gstExempt: institute.gstExempt ?? false });
  if (tax) doc.fillColor(INK).text(tax, { align: 'center' });
  doc.moveDown(0.6);
  rule(doc);
}

/**
 * What marks a document of a pretend payment: a banner under the letterhead and a large diagonal
 * TEST across the page, so a simulated receipt can never pass for one of real money.
 */
export function drawTestMarking(doc: PDFKit.PDFDocument, words: string): void {
  const y = doc.y + 6;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  doc.save().rect(PAGE_MARGIN, y, width, 26).fill('#fee2e2').restore();
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(TEST_RED)
    .text(words, PAGE_MARGIN, y + 7, { width, align: 'center' });
  const below = y + 34;
  doc.save();
  doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .font('bold')
    .fontSize(150)
    .fillColor(TEST_RED)
    .fillOpacity(0.12)
    .text('TEST', 0, doc.page.height / 2 - 90, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
  // The watermark is drawn out of the flow: the text goes on under the banner.
  doc.x = PAGE_MARGIN;
  doc.y = below;
  doc.fillOpacity(1).font('regular').fontSize(10.5);
}

/** The document's name under the letterhead ('Payment Receipt', 'Credit Note (TEST)', …). */
export function documentTitle(doc: PDFKit.PDFDocument, title: string): void {
  doc.moveDown(0.4);
  doc.font('bold').fontSize(15).fillColor(INK).text(title, PAGE_MARGIN, doc.y);
  doc.moveDown(0.6);
}

export type TableColumn = { title: string; x: number; width: number };

/**
 * One row of a table (statement lines, a day book): cells side by side, the last one (the amount)
 * right-aligned, the row as tall as its tallest cell. A new page first when fewer than `keepBelow`
 * points are left, so totals are never orphaned from their rows.
 */
export function tableRow(doc: PDFKit.PDFDocument, columns: TableColumn[], cells: string[], { bold = false, keepBelow }: { bold?: boolean; keepBelow: number }) {
  if (doc.y > doc.page.height - keepBelow) doc.addPage();
  const y = doc.y;
  let bottom = y;
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(9.5)
    .fillColor(bold ? MUTED : INK);
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    doc.text(cell, column.x, y, { width: column.width, align: index === columns.length - 1 ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = PAGE_MARGIN;
  doc.y = bottom + 4;
}

/**
 * Where the student stands after this document's money: the fee, the total paid (in words too, on
 * request) and the balance, in the document's language (English unless `texts` and `formats` say).
 */
export function feeSummary(
  doc: PDFKit.PDFDocument,
  {
    feePaise,
    totalPaidPaise,
    totalLabel,
    totalInWords = false,
    texts = feeSummaryTexts(i18nFor('en')),
    formats = documentFormats('en'),
  }: { feePaise: number | null; totalPaidPaise: number; totalLabel?: string; totalInWords?: boolean; texts?: FeeSummaryTexts; formats?: DocumentFormats },
): void {
  field(doc, texts.courseFee, feePaise === null ? texts.notSetYet : formats.money(feePaise));
  field(doc, totalLabel ?? texts.totalPaid, formats.money(totalPaidPaise), { bold: true });
  if (totalInWords) field(doc, texts.inWords, formats.amountInWords(totalPaidPaise));
  if (feePaise !== null) field(doc, texts.balanceDue, formats.money(Math.max(0, feePaise - totalPaidPaise)), { bold: true });
}

export function rule(doc: PDFKit.PDFDocument): void {
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(doc.page.width - PAGE_MARGIN, doc.y)
    .lineWidth(0.7)
    .strokeColor('#9ca3af')
    .stroke();
  doc.moveDown(0.6);
}

/** A label and its value on one line: the label in grey on the left, the value beside it. */
export function field(doc: PDFKit.PDFDocument, label: string, value: string, { bold = false } = {}): void {
  const y = doc.y;
  const labelWidth = 150;
  doc.font('regular').fontSize(10.5).fillColor(MUTED).text(label, PAGE_MARGIN, y, { width: labelWidth });
  doc
    .font(bold ? 'bold' : 'regular')
    .fillColor(INK)
    .text(value, PAGE_MARGIN + labelWidth, y, { width: doc.page.width - 2 * PAGE_MARGIN - labelWidth });
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.25);
}

export function footer(doc: PDFKit.PDFDocument, lines: string[]): void {
  doc.moveDown(1.5);
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  for (const line of lines) doc.text(line, PAGE_MARGIN, doc.y, { align: 'center', width: doc.page.width - 2 * PAGE_MARGIN });
}

/** A method as a document in the student's language names it; one it has no word for, as methodLabel writes it. */
export function methodNameIn(names: { methods: Record<string, string>; notStated: string }, method: string | null): string {
  return method ? (names.methods[method] ?? methodLabel(method)) : names.notStated;
}

/** Razorpay's method names, and the office's (issue 11), as a reader knows them. */
export function methodLabel(method: string | null): string {
  const known: Record<string, string> = {
    'bank-transfer': 'Bank transfer',
    'demand-draft': 'Demand draft',
    upi: 'UPI',
    card: 'Card',
    netbanking: 'Netbanking',
    wallet: 'Wallet',
    emi: 'EMI',
    cardless_emi: 'Cardless EMI',
    paylater: 'Pay Later',
  };
  if (!method) return 'Not stated';
  return known[method] ?? method.charAt(0).toUpperCase() + method.slice(1).replaceAll('_', ' ');
}
