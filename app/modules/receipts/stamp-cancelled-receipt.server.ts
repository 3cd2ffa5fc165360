import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const RED = rgb(0.72, 0.07, 0.07);
const IST_OFFSET_MS = 330 * 60_000;
const dayOf = (at: number) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(at + IST_OFFSET_MS));

/**
 * A receipt as issued, stamped CANCELLED across every page with the day it was cancelled (India).
 * The stored PDF is never changed (decision 026): the stamp is drawn on a copy each time it is
 * served, so what was issued stays readable underneath and in the database.
 */
export async function stampCancelledReceipt(issued: Uint8Array, cancelledAt: number): Promise<Buffer> {
  const pdf = await PDFDocument.load(issued);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const note = `Cancelled on ${dayOf(cancelledAt)}: issued in error. No money is shown as received on this receipt.`;
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.min(width, height) / 6;
    const wordWidth = bold.widthOfTextAtSize('CANCELLED', size);
    // Diagonal through the middle of the page, like a rubber stamp.
    const angle = 35;
    const radians = (angle * Math.PI) / 180;
    page.drawText('CANCELLED', {
      x: width / 2 - (wordWidth / 2) * Math.cos(radians) + (size / 3) * Math.sin(radians),
      y: height / 2 - (wordWidth / 2) * Math.sin(radians) - (size / 3) * Math.cos(radians),
      size,
      font: bold,
      color: RED,
      opacity: 0.35,
      rotate: degrees(angle),
    });
    page.drawText(note, { x: 36, y: height - 24, size: 9, font: regular, color: RED, maxWidth: width - 72 });
  }
  return Buffer.from(await pdf.save());
}
