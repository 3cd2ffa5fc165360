import sharp from 'sharp';

// Test-only: real files for the document suites, made here rather than downloaded.

/** A minimal well-formed one-page PDF; `catalog` adds entries to its catalog (e.g. an OpenAction). */
export function makePdf(catalog = ''): Uint8Array {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** A PDF that runs JavaScript as soon as a viewer opens it. */
export const makePdfWithJavaScript = () => makePdf('/OpenAction << /S /JavaScript /JS (app.alert\\("pwned"\\)) >>');

/** A two-colour picture, 400×200: red on the left half, blue on the right. */
export const halves = (width = 400, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
  ]);

export const makePng = async (width = 400, height = 200) => new Uint8Array(await halves(width, height).png().toBuffer());
export const makeJpeg = async (width = 400, height = 200) => new Uint8Array(await halves(width, height).jpeg().toBuffer());

/** A JPEG stored sideways (orientation 6) whose EXIF names the person and a secret. */
export const makeJpegWithExif = async () =>
  new Uint8Array(
    await halves(400, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'private-owner', Artist: 'Asha Patil' } })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );

/** A JPEG that is cut off half-way: valid magic bytes, broken pixels. */
export async function makeTruncatedJpeg() {
  const noisy = sharp({ create: { width: 600, height: 400, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  const jpeg = await noisy.jpeg().toBuffer();
  return new Uint8Array(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
}

export const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');

/** A File as a browser would send it: the name and declared type are the uploader's choice. */
export const upload = (bytes: Uint8Array, name: string, type = '') => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
