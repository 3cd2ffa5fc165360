import { documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { type CreditNoteTexts, creditNoteTexts } from '~/modules/i18n/documents/document-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
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

/** Everything printed on the credit note of one refund. */
export type CreditNote = {
  institute: ReceiptInstitute;
  creditNoteNumber: string;
  refundedAt: number;
  student: { name: string; email: string };
  course: string;
  applicationId: string;
  /** Positive: the money returned. */
  amountPaise: number;
  reason: string;
  /** The receipt of the payment returned, when it has one. */
  againstReceipt: string | null;
  /** How the money went back: the gateway's refund id, or the office's method ('cash', 'cheque', …). */
  gatewayRefundId: string | null;
  refundMethod: string | null;
  /** After this refund. */
  totalPaidPaise: number;
  feePaise: number | null;
  test: boolean;
  /** The student's language (decision 043). English by default. */
  locale?: Locale;
};

/**
 * The credit note of one refund as a PDF, in the receipt's layout (letterhead, Noto Sans, the
 * amount in figures and words): its CN number, the payment it returns, why, how the money went
 * back, and the total paid and balance after it.
 */
export async function renderCreditNote(note: CreditNote): Promise<Buffer> {
  const texts = creditNoteTexts(i18nFor(note.locale ?? 'en'));
  const formats = documentFormats(note.locale ?? 'en');
  const { doc, bytes } = startDocument({ title: `Credit note ${note.creditNoteNumber}`, createdAt: note.refundedAt });
  drawLetterhead(doc, note.institute);
  if (note.test) drawTestMarking(doc, texts.testBanner);

  documentTitle(doc, note.test ? texts.testTitle : texts.title);
  field(doc, texts.creditNoteNumber, note.creditNoteNumber, { bold: true });
  field(doc, texts.date, formats.dateTime(note.refundedAt));
  field(doc, texts.refundedTo, note.student.name);
  field(doc, texts.email, note.student.email);
  field(doc, texts.course, note.course);
  field(doc, texts.application, note.applicationId);
  if (note.againstReceipt) field(doc, texts.againstReceipt, note.againstReceipt);
  doc.moveDown(0.5);
  rule(doc);

  field(doc, texts.amountRefunded, formats.money(note.amountPaise), { bold: true });
  field(doc, texts.fees.inWords, formats.amountInWords(note.amountPaise));
  field(doc, texts.returned, returnedText(texts, { gatewayRefundId: note.gatewayRefundId, method: note.refundMethod }));
  field(doc, texts.reason, note.reason);
  doc.moveDown(0.5);
  rule(doc);

  feeSummary(doc, { ...note, totalLabel: texts.totalPaidAfter, texts: texts.fees, formats });

  footer(doc, [texts.noSignature, fillText(texts.questions, { email: note.institute.email })]);
  doc.end();
  return bytes;
}

/** How a refund's money went back, in the language of `texts` (the credit note and its e-mail). */
export function returnedText(texts: CreditNoteTexts, { gatewayRefundId, method }: { gatewayRefundId: string | null; method: string | null }): string {
  if (gatewayRefundId) return fillText(texts.throughGateway, { refund: gatewayRefundId });
  return fillText(texts.paidBackByOffice, { method: methodNameIn(texts, method) });
}
