import { fileTypeFromBuffer } from 'file-type';
import type { DocumentContentType } from './documents.schemas';

const known: ReadonlySet<string> = new Set<DocumentContentType>(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

/** Enough of the start of a file for every signature we accept. */
export const SNIFF_BYTES = 4100;

/**
 * The type of an upload from its magic bytes, or null when it is none we store. The declared
 * name and Content-Type are never consulted: both are chosen by whoever sends the file.
 */
export async function detectDocumentType(header: Uint8Array): Promise<DocumentContentType | null> {
  const detected = await fileTypeFromBuffer(header.subarray(0, SNIFF_BYTES));
  if (!detected || !known.has(detected.mime)) return null;
  // file-type is content with "%PDF"; we insist on the full version header (%PDF-1.7, %PDF-2.0).
  if (detected.mime === 'application/pdf' && new TextDecoder('latin1').decode(header.subarray(0, 5)) !== '%PDF-') return null;
  return detected.mime as DocumentContentType;
}
