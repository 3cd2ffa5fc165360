import { PDFDocument } from 'pdf-lib';
import { cancellationStampTexts } from '~/modules/i18n/documents/document-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
import { formatLongDate } from '~/utils/dates';
import { startDocument } from './receipt-layout.server';

const RED = '#b81212';

/**
 * A receipt as issued, stamped CANCELLED across every page with the day it was cancelled (India),
 * in the language it was printed in (`receipts.language`). The stored PDF is never changed
 * (decision 026): the stamp is drawn on a copy each time it is served, so what was issued stays
 * readable underneath and in the database.
 */
export async function stampCancelledReceipt(issued: Uint8Array, cancelledAt: number, locale: Locale = 'en'): Promise<Buffer> {
  const pdf = await PDFDocument.load(issued);
  const [stamp] = await pdf.embedPdf(await drawStamp(cancelledAt, locale));
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    page.drawPage(stamp!, { x: 0, y: 0, width, height });
  }
  return Buffer.from(await pdf.save());
}

/**
 * The stamp alone, on a transparent A4 page (every document is A4) laid over each page of the
 * receipt. Drawn by the receipts' own layout (pdfkit with the Noto fonts, Devanagari shaped and
 * its text layer in reading order, pdf-reading-order.server.ts): pdf-lib's standard fonts have no
 * Devanagari.
 */
async function drawStamp(cancelledAt: number, locale: Locale): Promise<Buffer> {
  const texts = cancellationStampTexts(i18nFor(locale));
  const { doc, bytes } = startDocument({ title: texts.stamp, createdAt: cancelledAt });
  const { width, height } = doc.page;
  const size = Math.min(width, height) / 6;
  // Diagonal through the middle of the page, like a rubber stamp.
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc.font('bold').fontSize(size).fillColor(RED).fillOpacity(0.35);
  // Centred by its own measure: a word wider than the page (CANCELLED at this size) is not centred by `align`.
  const wordWidth = doc.widthOfString(texts.stamp);
  doc.text(texts.stamp, (width - wordWidth) / 2, height / 2 - doc.currentLineHeight() / 2, { lineBreak: false });
  doc.restore();
  doc
    .fillOpacity(1)
    .font('regular')
    .fontSize(9)
    .fillColor(RED)
    .text(fillText(texts.note, { date: formatLongDate(cancelledAt, locale) }), 36, 14, { width: width - 72 });
  doc.end();
  return bytes;
}
