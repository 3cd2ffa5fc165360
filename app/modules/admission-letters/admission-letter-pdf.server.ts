import type { Instalment } from '~/modules/courses/instalment-plan';
import { admissionLetterTexts, type AdmissionLetterTexts } from '~/modules/i18n/documents/admission-letter-texts.server';
import { documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
import {
  documentTitle,
  drawLetterhead,
  field,
  footer,
  INK,
  PAGE_MARGIN,
  type ReceiptInstitute,
  rule,
  startDocument,
  tableRow,
} from '~/modules/receipts/receipt-layout.server';
import { printedLetterCode } from './letter-code';

/**
 * Everything an admission letter prints, as it was when the letter was issued (stored as JSON in
 * `admission_letters.facts`): a later change of the course, its fee, the student's profile or the
 * institute's details never changes a letter already given.
 */
export type AdmissionLetterFacts = {
  institute: ReceiptInstitute;
  applicationId: string;
  student: { name: string; studentNumber: string | null };
  /** The course's title as the letter prints it: in the letter's language where staff entered one. */
  course: string;
  /** OBC, SC, ST, NT or Open, from the admission form; null when the student gave none. */
  category: string | null;
  /** null: the course had no fee set. */
  feePaise: number | null;
  instalments: Instalment[];
  /** YYYY-MM-DD (India), null: not decided when the letter was issued. */
  reportingOn: string | null;
  /** When the application was accepted. */
  admittedAt: number;
  /** The public page confirming the letter: APP_URL + /verify/{code}. */
  verifyAddress: string;
};

export type AdmissionLetter = { code: string; issuedAt: number; locale: Locale; facts: AdmissionLetterFacts };

/** A category as the letter names it: the abbreviations as written, Open in the letter's language. */
const categoryIn = (category: string | null, texts: AdmissionLetterTexts) =>
  category === null ? texts.notStated : category === 'Open' ? texts.open : category;

/**
 * An admission letter as a PDF (A4, Noto Sans, the receipts' letterhead and layout), in the
 * language it was issued in: who is admitted to which course, in which category, since when; the
 * fee and its instalments with their due dates; the reporting date; the verification code and the
 * address where anyone can check it. The same letter always renders to the same bytes.
 */
export async function renderAdmissionLetter(letter: AdmissionLetter): Promise<Buffer> {
  const { facts, locale } = letter;
  const texts = admissionLetterTexts(i18nFor(locale));
  const formats = documentFormats(locale);
  const code = printedLetterCode(letter.code);
  const { doc, bytes } = startDocument({ title: `Admission Letter ${code}`, createdAt: letter.issuedAt });
  drawLetterhead(doc, facts.institute);

  documentTitle(doc, texts.title);
  field(doc, texts.verificationCode, code, { bold: true });
  field(doc, texts.date, formats.day(letter.issuedAt));
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(INK)
    .text(fillText(texts.confirmation, { name: facts.student.name, course: facts.course }), PAGE_MARGIN, doc.y, {
      width: doc.page.width - 2 * PAGE_MARGIN,
    });
  doc.moveDown(0.8);
  field(doc, texts.student, facts.student.name, { bold: true });
  if (facts.student.studentNumber) field(doc, texts.studentNumber, facts.student.studentNumber);
  field(doc, texts.course, facts.course, { bold: true });
  field(doc, texts.category, categoryIn(facts.category, texts));
  field(doc, texts.dateOfAdmission, formats.day(facts.admittedAt));
  field(doc, texts.reportingDate, facts.reportingOn ? formats.calendarDate(facts.reportingOn) : texts.reportingToBeTold, { bold: facts.reportingOn !== null });
  doc.moveDown(0.5);
  rule(doc);

  field(doc, texts.courseFee, facts.feePaise === null ? texts.notSetYet : formats.money(facts.feePaise), { bold: true });
  if (facts.instalments.length) {
    doc.moveDown(0.3);
    doc.font('bold').fontSize(10.5).fillColor(INK).text(texts.instalmentPlan, PAGE_MARGIN, doc.y);
    doc.moveDown(0.3);
    const width = doc.page.width - 2 * PAGE_MARGIN;
    const columns = [
      { title: texts.columns.number, x: PAGE_MARGIN, width: 40 },
      { title: texts.columns.dueDate, x: PAGE_MARGIN + 45, width: 200 },
      { title: texts.columns.amount, x: PAGE_MARGIN + 250, width: width - 250 },
    ];
    tableRow(
      doc,
      columns,
      columns.map((column) => column.title),
      { bold: true, keepBelow: 120 },
    );
    facts.instalments.forEach((instalment, index) =>
      tableRow(doc, columns, [String(index + 1), formats.calendarDate(instalment.dueDate), formats.money(instalment.amountPaise)], { keepBelow: 120 }),
    );
  } else if (facts.feePaise !== null) {
    doc.font('regular').fontSize(10.5).fillColor(INK).text(texts.noInstalmentPlan, PAGE_MARGIN, doc.y);
  }
  doc.moveDown(0.5);
  rule(doc);

  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor(INK)
    .text(fillText(texts.verify, { address: facts.verifyAddress }), PAGE_MARGIN, doc.y, { width: doc.page.width - 2 * PAGE_MARGIN });
  footer(doc, [texts.noSignature, fillText(texts.questions, { email: facts.institute.email })]);
  doc.end();
  return bytes;
}
