import type { StoredImage } from '~/db/schema';
import { storeImage } from './store-image.server';

/**
 * Reads and stores uploaded images one at a time (each re-encoded as WebP variants). Called after
 * every other field is validated and before any row is written: a refused image (413/415) stops
 * the request with no row stored. Variants of an earlier image of the same request may remain on
 * disk unreferenced.
 */
export async function storeUploads(files: File[] | undefined): Promise<StoredImage[] | undefined> {
  if (!files) return undefined;
  const stored: StoredImage[] = [];
  for (const file of files) stored.push(await storeImage({ bytes: new Uint8Array(await file.arrayBuffer()) }));
  return stored;
}
