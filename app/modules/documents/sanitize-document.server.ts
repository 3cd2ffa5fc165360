import sharp, { type Metadata } from 'sharp';
import { AppError } from '~/utils/errors';
import { type DocumentContentType, documentMessages, PDF_TYPE } from './documents.schemas';

// A 40-megapixel decode holds ~160 MB; phone cameras stay below it. Checked from the header.
export const DOCUMENT_MAX_PIXELS = 40_000_000;
const formatOf = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * The bytes we keep for an upload whose type came from its magic bytes. Images are decoded and
 * re-encoded in their own format, upright and without metadata: EXIF can hold the place and time
 * a photo of an Aadhaar card was taken, and a re-encode drops anything appended to the pixels.
 * PDFs are kept as received; they are served only as sandboxed attachments.
 */
export async function sanitizeDocument({ bytes, type }: { bytes: Uint8Array; type: DocumentContentType }): Promise<Uint8Array> {
  if (type === PDF_TYPE) return bytes;
  let metadata: Metadata;
  try {
    // Header only: the pixel limit is checked below, with a clearer answer than sharp's.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.damaged);
  }
  if (metadata.format !== formatOf[type]) throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.damaged);
  // A few hundred bytes can claim 50000×50000 pixels and expand to gigabytes when decoded.
  if (metadata.width * metadata.height > DOCUMENT_MAX_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.tooManyPixels);
  try {
    // failOn 'warning' (sharp's default) turns a truncated or corrupt image into an error here.
    const image = sharp(bytes, { limitInputPixels: DOCUMENT_MAX_PIXELS, failOn: 'warning' }).rotate();
    const encoded = type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : type === 'image/png' ? image.png() : image.webp({ quality: 90 });
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.damaged);
  }
}
