import { documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { type ReceiptTexts, receiptTexts } from '~/modules/i18n/documents/document-texts.server';
import type { Locale } from '~/modules/i18n/locales';
import { fillText } from '~/modules/i18n/fill-text';
import { i18nFor } from '~/modules/i18n/translate.server';
import {
  documentTitle,
  feeSummary,
  drawLetterhead,
  drawTestMarking,
  field,
  footer,
  methodNameIn,
  type ReceiptInstitute,
  rule,
  startDocument,
} from './receipt-layout.server';

/** Everything printed on the receipt of one ledger payment. */
export type PaymentReceipt = {
  institute: ReceiptInstitute;
  receiptNumber: string;
  paidAt: number;
  student: { name: string; email: string };
  course: string;
  applicationId: string;
  amountPaise: number;
  method: string | null;
  /** 'razorpay' | 'simulated' */
  gateway: string | null;
  gatewayPaymentId: string | null;
  gatewayOrderId: string | null;
  /** Money taken at the office (no gateway): the UTR, cheque or DD number, its bank, and the day paid. */
  reference?: string | null;
  referenceBank?: string | null;
  paidOn?: string | null;
  /** After this payment. */
  totalPaidPaise: number;
  /** null: the course has no fee set. */
  feePaise: number | null;
  /** A simulated payment or Razorpay test keys: printed TEST everywhere. */
  test: boolean;
  /** A UPI or bank transfer the student reported and accounts accepted: not money taken at the office. */
  reportedByStudent?: boolean;
  /** The student's language (decision 043): labels, dates and the amount in words. English by default. */
  locale?: Locale;
};

function paidThrough(receipt: PaymentReceipt, texts: ReceiptTexts): string {
  if (receipt.gateway === null)
    return receipt.reportedByStudent ? fillText(texts.reportedByStudent, { method: methodNameIn(texts, receipt.method) }) : texts.atTheOffice;
  if (receipt.gateway === 'simulated') return texts.simulatedGateway;
  return receipt.test ? texts.razorpayTestMode : 'Razorpay';
}

/** What the office's reference is called on paper: a UTR for UPI and transfers, else the instrument's number. */
export function referenceLabel(method: string | null, texts: ReceiptTexts = receiptTexts(i18nFor('en'))): string {
  if (method === 'cheque') return texts.chequeNumber;
  if (method === 'demand-draft') return texts.demandDraftNumber;
  return texts.utr;
}

/**
 * The receipt of one payment as a PDF (A4, Noto Sans), in the student's language: the institute's
 * letterhead, the number and date (IST), the student and course, the amount in figures
 * (₹1,25,000.00) and in words, the method and the gateway's reference, and the total paid and
 * balance due after this payment.
 */
export async function renderPaymentReceipt(receipt: PaymentReceipt): Promise<Buffer> {
  const texts = receiptTexts(i18nFor(receipt.locale ?? 'en'));
  const formats = documentFormats(receipt.locale ?? 'en');
  const { doc, bytes } = startDocument({ title: `Receipt ${receipt.receiptNumber}`, createdAt: receipt.paidAt });
  drawLetterhead(doc, receipt.institute);
  if (receipt.test) drawTestMarking(doc, texts.testBanner);

  documentTitle(doc, receipt.test ? texts.testTitle : texts.title);
  field(doc, texts.receiptNumber, receipt.receiptNumber, { bold: true });
  field(doc, texts.date, formats.dateTime(receipt.paidAt));
  field(doc, texts.receivedFrom, receipt.student.name);
  field(doc, texts.email, receipt.student.email);
  field(doc, texts.course, receipt.course);
  field(doc, texts.application, receipt.applicationId);
  doc.moveDown(0.5);
  rule(doc);

  field(doc, texts.amountReceived, formats.money(receipt.amountPaise), { bold: true });
  field(doc, texts.fees.inWords, formats.amountInWords(receipt.amountPaise));
  field(doc, texts.paymentMethod, methodNameIn(texts, receipt.method));
  field(doc, texts.paidThrough, paidThrough(receipt, texts));
  if (receipt.reference) field(doc, referenceLabel(receipt.method, texts), receipt.reference);
  if (receipt.referenceBank) field(doc, texts.bank, receipt.referenceBank);
  if (receipt.paidOn) field(doc, texts.paidOn, formats.calendarDate(receipt.paidOn));
  if (receipt.gatewayPaymentId) field(doc, texts.paymentReference, receipt.gatewayPaymentId);
  if (receipt.gatewayOrderId) field(doc, texts.orderReference, receipt.gatewayOrderId);
  doc.moveDown(0.5);
  rule(doc);

  feeSummary(doc, { ...receipt, texts: texts.fees, formats });

  footer(doc, [texts.noSignature, fillText(texts.questions, { email: receipt.institute.email })]);
  doc.end();
  return bytes;
}
