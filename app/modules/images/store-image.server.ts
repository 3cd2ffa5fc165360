import sharp, { type Metadata } from 'sharp';
import type { StoredImage } from '~/db/schema';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { storage } from './storage.server';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS = 40_000_000; // checked from the header, before decoding
const VARIANT_WIDTHS = [480, 960, 1600];

/**
 * Stores an uploaded image as responsive WebP variants: auto-oriented, metadata stripped,
 * under a server-generated id. Throws a 4xx AppError for anything that is not a usable image.
 */
export async function storeImage({ bytes }: { bytes: Uint8Array }): Promise<StoredImage> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Images can be at most 5 MB.');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'That file is not an image we can read.');
  }
  if (!['jpeg', 'png', 'webp', 'gif'].includes(metadata.format ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Images must be JPEG, PNG, WebP or GIF.');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'That image has too many pixels.');
  }
  const oriented = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const { width, height } = await oriented.clone().toBuffer({ resolveWithObject: true }).then((r) => r.info);
  const widths = VARIANT_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!));
  const id = newId();
  for (const w of widths) {
    const variant = await oriented.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    await storage.put(`images/${id}/${w}.webp`, variant);
  }
  const finalWidth = widths[widths.length - 1]!;
  return { id, width: finalWidth, height: Math.round((height * finalWidth) / width), widths };
}
