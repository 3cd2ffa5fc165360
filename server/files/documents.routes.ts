import { type Context, Hono } from 'hono';
import { documentFileName } from '~/modules/documents/documents.schemas';
import { DocumentUnreadableError } from '~/modules/documents/document-vault.server';
import { type DocumentReader, readDocument } from '~/modules/documents/read-document.server';
import { logError } from '~/utils/log.server';

/** Who asks: a reader, a member of staff whose role does not cover students' records, or nobody. */
export type DocumentViewer = DocumentReader | { type: 'refused'; message: string } | null;

export const UNREADABLE_DOCUMENT = 'This document cannot be shown: its stored file is damaged or was altered. Ask the student to upload it again.';

/**
 * Authorised downloads of private documents, mounted at /files: GET (and HEAD) /documents/:id.
 * The caller resolves the session; this module only decides what that viewer may see. A student
 * sees only their own documents, and another student's id gets the same 404 as an unknown one,
 * so ids cannot be probed. Staff whose role covers students' records see every document; each of their reads of an Aadhaar scan is
 * audited (readDocument). A file that fails its integrity check is refused, never served.
 */
export function documentFiles({ resolveViewer }: { resolveViewer: (c: Context) => Promise<DocumentViewer> }) {
  const files = new Hono();

  files.get('/documents/:id', async (c) => {
    const viewer = await resolveViewer(c);
    if (!viewer) return refuse(c, 401, 'Sign in to see this document.');
    if (viewer.type === 'refused') return refuse(c, 403, viewer.message);
    const found = await readDocument({ id: c.req.param('id'), reader: viewer });
    if (!found) return refuse(c, 404, 'Document not found.');
    const { row, bytes } = found;
    // Inline only for staff, whose dashboard previews documents; a student's link always downloads.
    const inline = viewer.type === 'admin' && c.req.query('inline') === '1';
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': row.content_type,
      'Content-Length': String(bytes.byteLength),
      // The file name is made of our own words (kind is one of DOCUMENT_KINDS), never the upload's.
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${documentFileName(row.kind, row.content_type)}"`,
      ...privateFileHeaders,
    });
  });

  files.onError((error, c) => {
    logError(error, 'files');
    // The reason (altered, other key, clear file) is in the log for the operator; ids only.
    if (error instanceof DocumentUnreadableError) return refuse(c, 500, UNREADABLE_DOCUMENT);
    return refuse(c, 500, 'Something went wrong on our side. Please try again.');
  });
  return files;
}

// A stored PDF may carry JavaScript or forms: opened from our origin it must not run as a page
// of it, so every answer is sandboxed (no scripts, no same-origin access), never sniffed into HTML,
// never cached, and not embeddable by other sites.
export const privateFileHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function refuse(c: Context, status: 401 | 403 | 404 | 500, message: string) {
  return c.json({ success: false, message }, status, { 'Cache-Control': 'no-store' });
}
