// Where stored files live (docs/decisions/037-object-storage.md): local disk under DATA_DIR, or
// one S3-compatible bucket. Both keep the same two areas apart: `uploads` (public pictures, served
// by /media) and `private` (documents and payment screenshots, sealed before they are stored and
// served only through /files after a check).
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a key that is already gone is not an error, so a repeated delete is harmless. */
  delete(key: string): Promise<void>;
}

export type StorageArea = 'uploads' | 'private';
export const STORAGE_AREAS: readonly StorageArea[] = ['uploads', 'private'];
