import sharp, { type Metadata } from 'sharp';
import type { StoredImage } from '~/db/schema';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { storage } from './storage.server';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS = 40_000_000; // checked from the header, before decoding
const VARIANT_WIDTHS = [480, 960, 1600];

/** How variants are encoded: part of the key of anything that keeps encoded pictures (the demo seed's). */
export const IMAGE_ENCODING = { widths: VARIANT_WIDTHS, webpQuality: 78 } as const;

/** A picture checked and encoded, not stored yet: its variants, narrowest first. */
export type EncodedImage = { width: number; height: number; variants: Array<{ width: number; bytes: Uint8Array }> };

/**
 * Stores an uploaded image as responsive WebP variants: auto-oriented, metadata stripped,
 * under a server-generated id. Throws a 4xx AppError for anything that is not a usable image.
 */
export async function storeImage({ bytes }: { bytes: Uint8Array }): Promise<StoredImage> {
  return storeEncodedImage(await encodeImage(bytes));
}

/** Checks an image and encodes its variants. Throws a 4xx AppError for anything that is not a usable image. */
export async function encodeImage(bytes: Uint8Array): Promise<EncodedImage> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Images can be at most 5 MB.');
  let metadata: Metadata;
  try {
    // Header only, no decoding: the pixel limit is ours to check below, with a clearer answer.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'That file is not an image we can read.');
  }
  if (!['jpeg', 'png', 'webp', 'gif'].includes(metadata.format ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Images must be JPEG, PNG, WebP or GIF.');
  }
  // A tiny file can claim 50000×50000 pixels and expand to gigabytes: refuse it from the header.
  const { width, height } = metadata.autoOrient; // as displayed, after the EXIF orientation
  if (width * height > MAX_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', 'That image has too many pixels.');

  const widths = VARIANT_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!));
  // Encode every variant before storing any, so a damaged file leaves nothing behind. One at a
  // time: a 40-megapixel decode holds ~160 MB.
  const oriented = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const variants: EncodedImage['variants'] = [];
  try {
    for (const w of widths) {
      const encoded = await oriented.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: IMAGE_ENCODING.webpQuality }).toBuffer();
      variants.push({ width: w, bytes: encoded });
    }
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'That image file is damaged or incomplete.');
  }
  const finalWidth = widths[widths.length - 1]!;
  return { width: finalWidth, height: Math.round((height * finalWidth) / width), variants };
}

/** Stores encoded variants under a new id. */
export async function storeEncodedImage({ width, height, variants }: EncodedImage): Promise<StoredImage> {
  const id = newId();
  for (const variant of variants) await storage.put(`images/${id}/${variant.width}.webp`, variant.bytes);
  return { id, width, height, widths: variants.map((variant) => variant.width) };
}
