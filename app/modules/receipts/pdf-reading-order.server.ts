// A PDF's text layer is read glyph by glyph, in the order the glyphs are drawn. In Devanagari (and
// the other Indic scripts) that is not the order of the letters: the vowel sign ि is drawn before
// the consonant it follows, and conjuncts become one glyph. So `क्षितिज`, drawn correctly by fontkit's
// shaping, read back as `िक्षितज`: a name copied from a receipt, or searched in it, did not match.
// PDF's answer is marked content with /ActualText (ISO 32000-1 §14.9.4): the line keeps its glyphs,
// and readers (pdftotext, pdf.js, Acrobat) take the text from the mark instead.

/** Scripts whose drawn glyph order can differ from the order of their letters: Devanagari to Sinhala. */
const REORDERED_SCRIPT = /[\u0900-\u0DFF]/;

/** A PDF text string in UTF-16BE with its byte-order mark, as hexadecimal. */
export function pdfUnicodeHex(text: string): string {
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

// pdfkit 0.20 (pinned) draws each line of `doc.text()` through `_fragment`, after wrapping, as one
// text object (BT … ET) written with `addContent`.
type LineDrawing = {
  _fragment(text: string, x: number, y: number, options: object): void;
  addContent(data: string): unknown;
};

/**
 * Makes every line `doc` draws in such a script carry its letters, in reading order, as ActualText.
 * The mark goes inside the line's text object, where the text's own coordinates hold (around it, the
 * page's flipped ones would place the text off the page for readers that keep the layout). Lines in
 * other scripts are written exactly as before.
 */
export function keepReadingOrder(doc: PDFKit.PDFDocument): void {
  const lines = doc as unknown as LineDrawing;
  const drawLine = lines._fragment.bind(doc);
  const write = lines.addContent.bind(doc);
  let actualText: string | null = null;
  lines.addContent = (data) => {
    if (actualText !== null && data === 'ET') write('EMC');
    write(data);
    if (actualText !== null && data === 'BT') write(`/Span <</ActualText ${pdfUnicodeHex(actualText)}>> BDC`);
    return doc;
  };
  lines._fragment = (text, x, y, options) => {
    const line = String(text).replace(/\n/g, '');
    actualText = REORDERED_SCRIPT.test(line) ? line : null;
    try {
      drawLine(text, x, y, options);
    } finally {
      actualText = null;
    }
  };
}
