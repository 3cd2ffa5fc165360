import { describe, expect, it } from 'vitest';
import { pdfUnicodeHex } from './pdf-reading-order.server';

describe('pdfUnicodeHex', () => {
  it('writes a PDF text string in UTF-16BE after its byte-order mark', () => {
    expect(pdfUnicodeHex('A')).toBe('<FEFF0041>');
    expect(pdfUnicodeHex('कि')).toBe('<FEFF0915093F>');
  });
});
