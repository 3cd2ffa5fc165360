import { z } from 'zod';

// Browser-safe: the private documents of a student (spec §3 profile fields), what each accepts and
// the sentences shown when a file is refused. The server decides from the bytes
// (store-document.server.ts); the browser uses the same rules only for early feedback.

/** The files of the admission form (spec §3), in the form's order. */
export const ADMISSION_DOCUMENT_KINDS = [
  'profilePhoto',
  'sscDocument',
  'hscDocument',
  'diplomaDocument',
  'bachelorDocument',
  'leavingCertificate',
  'aadharFront',
  'aadharBack',
] as const;
/** Every stored kind: the admission form's files and the student's resume. */
export const DOCUMENT_KINDS = [...ADMISSION_DOCUMENT_KINDS, 'resume'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const documentKind = z.enum(DOCUMENT_KINDS, { error: 'Unknown document.' });
export const isDocumentKind = (value: string): value is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(value);
/** Scans of the Aadhaar card: every staff read of one is audited, like a reveal of the number. */
export const AADHAAR_SCANS = ['aadharFront', 'aadharBack'] as const satisfies readonly DocumentKind[];
export const isAadhaarScan = (kind: string) => (AADHAAR_SCANS as readonly string[]).includes(kind);

/** What each document is called wherever a person reads about it: form labels, links, refusals. */
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  profilePhoto: 'Profile photo',
  sscDocument: 'SSC marksheet',
  hscDocument: 'HSC marksheet',
  diplomaDocument: 'Diploma marksheet',
  bachelorDocument: 'Bachelor marksheet',
  leavingCertificate: 'Leaving certificate',
  aadharFront: 'Aadhaar card (front)',
  aadharBack: 'Aadhaar card (back)',
  resume: 'Resume',
};

// SVG, GIF, HEIC and the rest are refused: SVG can carry script, and a reviewer must be able to
// open every file in an ordinary browser.
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';
export type DocumentContentType = (typeof IMAGE_TYPES)[number] | typeof PDF_TYPE;
export const isImageType = (type: string): type is (typeof IMAGE_TYPES)[number] => (IMAGE_TYPES as readonly string[]).includes(type);

export const DOCUMENT_EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const DOCUMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_PDF_MAX_BYTES = 10 * 1024 * 1024;

type Accepts = 'pdf' | 'image' | 'pdfOrImage';
const accepts = (kind: DocumentKind): Accepts => (kind === 'resume' ? 'pdf' : kind === 'profilePhoto' ? 'image' : 'pdfOrImage');

export function acceptedTypes(kind: DocumentKind): readonly DocumentContentType[] {
  const which = accepts(kind);
  return which === 'pdf' ? [PDF_TYPE] : which === 'image' ? IMAGE_TYPES : [PDF_TYPE, ...IMAGE_TYPES];
}

export const maxBytesFor = (type: DocumentContentType) => (type === PDF_TYPE ? DOCUMENT_PDF_MAX_BYTES : DOCUMENT_IMAGE_MAX_BYTES);
/** The largest file a kind can take whatever its type: checked before a byte is read. */
export const maxBytesForKind = (kind: DocumentKind) => Math.max(...acceptedTypes(kind).map(maxBytesFor));

/** The `accept` attribute of a file input; extensions too, for pickers that ignore MIME types. */
export function documentAccept(kind: DocumentKind): string {
  const which = accepts(kind);
  const pdf = 'application/pdf,.pdf';
  const image = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
  return which === 'pdf' ? pdf : which === 'image' ? image : `${pdf},${image}`;
}

/** The name a stored document downloads under: our own words (its kind), never the upload's name. */
export const documentFileName = (kind: string, contentType: string) => `${kind}.${DOCUMENT_EXTENSIONS[contentType as DocumentContentType] ?? 'bin'}`;

/** Where a stored document is downloaded, after the server checks who is asking. */
export const documentUrl = (id: string) => `/files/documents/${id}`;

export const documentMessages = {
  empty: 'The chosen file is empty. Choose the file again.',
  damaged: 'That image is damaged or incomplete. Save it again and upload the new copy.',
  tooManyPixels: 'That image has too many pixels. Take the photo at a lower resolution and try again.',
  busy: 'This document was being replaced at the same moment. Please try again.',
  /** The bytes are no PDF or image at all, whatever the file's name says. */
  unrecognised: (kind: DocumentKind) =>
    `That file is not really ${formats(kind)}: renaming a file does not change what is inside. ${DOCUMENT_LABELS[kind]} must be ${formats(kind)}.`,
  notAllowed: (kind: DocumentKind) => `${DOCUMENT_LABELS[kind]} must be ${formats(kind)}.`,
  tooLarge(kind: DocumentKind, type?: DocumentContentType): string {
    if (type) return `${type === PDF_TYPE ? 'PDF files' : 'Images'} can be at most ${mb(maxBytesFor(type))}. Choose a smaller file.`;
    const which = accepts(kind);
    if (which === 'pdfOrImage')
      return `That file is too large: PDF files can be at most ${mb(DOCUMENT_PDF_MAX_BYTES)} and images ${mb(DOCUMENT_IMAGE_MAX_BYTES)}.`;
    return `${DOCUMENT_LABELS[kind]} can be at most ${mb(maxBytesForKind(kind))}. Choose a smaller file.`;
  },
};

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
function formats(kind: DocumentKind): string {
  const which = accepts(kind);
  return which === 'pdf' ? 'a PDF file' : which === 'image' ? 'a JPEG, PNG or WebP image' : 'a PDF file or a JPEG, PNG or WebP image';
}

/**
 * Early feedback in the browser from the declared type and size; null when the file may be sent.
 * Never a security check: the declared type is whatever the file's name says.
 */
export function documentFileProblem(kind: DocumentKind, file: { size: number; type: string }): string | null {
  if (file.size === 0) return documentMessages.empty;
  if (file.size > maxBytesForKind(kind)) return documentMessages.tooLarge(kind);
  const type = acceptedTypes(kind).find((accepted) => accepted === file.type);
  if (!type) return file.type ? documentMessages.notAllowed(kind) : null; // unknown type: let the server look
  return file.size > maxBytesFor(type) ? documentMessages.tooLarge(kind, type) : null;
}
