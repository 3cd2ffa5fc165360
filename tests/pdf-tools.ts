import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';

// Reading a PDF as a person would, with poppler-utils (installed by .ci/run): its text, and its
// first page as pixels.

/**
 * The text of a PDF as pdftotext extracts it (UTF-8, layout kept). `raw`: in the order it was
 * drawn, rotated text included (layout mode leaves out a diagonal stamp).
 */
export function pdfText(pdf: Uint8Array, { raw = false }: { raw?: boolean } = {}): string {
  return execFileSync('pdftotext', [raw ? '-raw' : '-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** Every compressed stream of a PDF inflated (page content, fonts' maps), in file order: to look at the operators drawn. */
export function pdfStreams(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const streams: string[] = [];
  for (let at = bytes.indexOf('stream\n'); at !== -1; at = bytes.indexOf('stream\n', at + 1)) {
    const end = bytes.indexOf('\nendstream', at);
    try {
      streams.push(inflateSync(bytes.subarray(at + 'stream\n'.length, end)).toString('latin1'));
    } catch {
      // not a deflated stream (an image's or font's own encoding): nothing to read here
    }
  }
  return streams.join('\n');
}

/** The first page rendered at 50 dpi by pdftoppm: its size and how many pixels are not white (grey below 250 of 255). */
export async function renderFirstPage(pdf: Uint8Array): Promise<{ width: number; height: number; inked: number; png: Buffer }> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-page-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', join(dir, 'in.pdf'), join(dir, 'page')]);
    const png = readFileSync(join(dir, 'page.png'));
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (const value of data) if (value < 250) inked += 1;
    return { width: info.width, height: info.height, inked, png };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
