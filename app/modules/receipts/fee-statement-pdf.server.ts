import { documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { type FeeStatementTexts, feeStatementTexts } from '~/modules/i18n/documents/document-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
import {
  documentTitle,
  tableRow,
  feeSummary,
  drawLetterhead,
  drawTestMarking,
  field,
  footer,
  methodNameIn,
  PAGE_MARGIN,
  type ReceiptInstitute,
  rule,
  startDocument,
} from './receipt-layout.server';

/** One row of the application's ledger as the statement lists it. */
export type StatementLine = {
  at: number;
  kind: 'payment' | 'refund' | 'adjustment';
  method: string | null;
  reference: string | null;
  receiptNumber: string | null;
  note: string | null;
  amountPaise: number;
};

export type FeeStatement = {
  institute: ReceiptInstitute;
  generatedAt: number;
  student: { name: string; email: string };
  course: string;
  applicationId: string;
  status: string;
  lines: StatementLine[];
  totalPaidPaise: number;
  feePaise: number | null;
  test: boolean;
  /** The student's language (decision 043). English by default. */
  locale?: Locale;
};

const describe = (line: StatementLine, texts: FeeStatementTexts) => {
  const method = methodNameIn(texts, line.method);
  if (line.kind === 'payment') return `${texts.payment} · ${method}${line.reference ? ` · ${line.reference}` : ''}`;
  if (line.kind === 'refund') return `${texts.refund}${line.reference ? ` · ${line.reference}` : ''}`;
  return `${texts.adjustment}${line.note ? ` · ${line.note}` : ''}`;
};

/**
 * The fee statement of an application (staff's 'Generate Receipt'): every row of its ledger with
 * its receipt number, the totals and the balance due, on the institute's letterhead.
 */
export async function renderFeeStatement(statement: FeeStatement): Promise<Buffer> {
  const texts = feeStatementTexts(i18nFor(statement.locale ?? 'en'));
  const formats = documentFormats(statement.locale ?? 'en');
  const { doc, bytes } = startDocument({ title: `Fee statement ${statement.applicationId}`, createdAt: statement.generatedAt });
  drawLetterhead(doc, statement.institute);
  if (statement.test) drawTestMarking(doc, texts.testBanner);

  documentTitle(doc, statement.test ? texts.testTitle : texts.title);
  field(doc, texts.statementDate, formats.dateTime(statement.generatedAt));
  field(doc, texts.student, statement.student.name);
  field(doc, texts.email, statement.student.email);
  field(doc, texts.course, statement.course);
  field(doc, texts.application, `${statement.applicationId} (${texts.statuses[statement.status] ?? statement.status})`);
  doc.moveDown(0.5);
  rule(doc);

  const width = doc.page.width - 2 * PAGE_MARGIN;
  const columns = [
    { title: texts.columns.date, x: PAGE_MARGIN, width: 75 },
    { title: texts.columns.details, x: PAGE_MARGIN + 80, width: 215 },
    { title: texts.columns.receiptNumber, x: PAGE_MARGIN + 300, width: 115 },
    { title: texts.columns.amount, x: PAGE_MARGIN + 420, width: width - 420 },
  ];
  const row = (cells: string[], bold = false) => tableRow(doc, columns, cells, { bold, keepBelow: 140 });
  row(
    columns.map((column) => column.title),
    true,
  );
  if (!statement.lines.length) row(['—', texts.noPaymentYet, '', formats.money(0)]);
  for (const line of statement.lines) row([formats.day(line.at), describe(line, texts), line.receiptNumber ?? '', formats.money(line.amountPaise)]);
  doc.moveDown(0.5);
  rule(doc);

  feeSummary(doc, { ...statement, totalInWords: true, texts: texts.fees, formats });

  footer(doc, [texts.noSignature, fillText(texts.questions, { email: statement.institute.email })]);
  doc.end();
  return bytes;
}
