import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '~/utils/errors';
import { detectDocumentType } from './detect-document-type.server';
import { halves, html, makeJpeg, makeJpegWithExif, makePdf, makePng, makeTruncatedJpeg } from '../../../tests/document-fixtures';
import { sanitizeDocument } from './sanitize-document.server';

const text = (value: string) => new TextEncoder().encode(value);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('detectDocumentType', () => {
  it('recognises PDF, JPEG, PNG and WebP from their bytes', async () => {
    expect(await detectDocumentType(makePdf())).toBe('application/pdf');
    expect(await detectDocumentType(await makeJpeg())).toBe('image/jpeg');
    expect(await detectDocumentType(await makePng())).toBe('image/png');
    expect(await detectDocumentType(new Uint8Array(await halves().webp().toBuffer()))).toBe('image/webp');
  });

  it('refuses HTML, text, SVG, GIF and TIFF whatever they are called', async () => {
    expect(await detectDocumentType(html)).toBeNull();
    expect(await detectDocumentType(text('just some text pretending to be a marksheet\n'))).toBeNull();
    expect(await detectDocumentType(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(await detectDocumentType(new Uint8Array(await halves().gif().toBuffer()))).toBeNull();
    expect(await detectDocumentType(new Uint8Array(await halves().tiff().toBuffer()))).toBeNull();
    expect(await detectDocumentType(new Uint8Array(0))).toBeNull();
  });

  it('wants a PDF to open with its version header', async () => {
    expect(await detectDocumentType(text('%PDF and then some HTML <script>alert(1)</script>'))).toBeNull();
  });
});

describe('sanitizeDocument', () => {
  it('keeps a PDF byte for byte', async () => {
    const pdf = makePdf();
    expect(await sanitizeDocument({ bytes: pdf, type: 'application/pdf' })).toEqual(pdf);
  });

  it('re-encodes a JPEG upright, in its own format, without EXIF', async () => {
    const jpeg = await makeJpegWithExif();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const clean = await sanitizeDocument({ bytes: jpeg, type: 'image/jpeg' });
    const metadata = await sharp(clean).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(Buffer.from(clean).includes('private-owner')).toBe(false);
    expect(Buffer.from(clean).includes('Asha Patil')).toBe(false);
    // Upright: the left half (red) of the sideways original is now on top.
    const { data, info } = await sharp(clean).raw().toBuffer({ resolveWithObject: true });
    const top = data.subarray((50 * info.width + 100) * info.channels);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
  });

  it('keeps PNG as PNG and WebP as WebP', async () => {
    expect((await sharp(await sanitizeDocument({ bytes: await makePng(), type: 'image/png' })).metadata()).format).toBe('png');
    const webp = new Uint8Array(await halves().webp().toBuffer());
    expect((await sharp(await sanitizeDocument({ bytes: webp, type: 'image/webp' })).metadata()).format).toBe('webp');
  });

  it('drops bytes hidden after the image', async () => {
    const png = await makePng();
    const smuggled = new Uint8Array([...png, ...text('<script>alert(1)</script>')]);
    expect(Buffer.from(await sanitizeDocument({ bytes: smuggled, type: 'image/png' })).includes('<script>')).toBe(false);
  });

  it('answers a truncated image with 415, not a server error', async () => {
    const error = await refusal(sanitizeDocument({ bytes: await makeTruncatedJpeg(), type: 'image/jpeg' }));
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/damaged or incomplete/);
  });
});
