import { type Context, Hono } from 'hono';
import { readReceipt } from '~/modules/receipts/read-receipt.server';
import { fileViewerFor } from './document-viewer';
import { type DocumentViewer, privateFileHeaders } from './documents.routes';
import { logError } from '~/utils/log.server';

export const RECEIPT_NOT_FOUND = 'Receipt not found.';

/**
 * Receipts, credit notes and fee statements as issued, mounted at /files: GET (and HEAD)
 * /receipts/:id, the shape of the private documents beside it. The student who paid and the fee
 * office (area 'fees': owner and accounts, decision 029) get the PDF; other staff get 403 naming
 * what their role lacks; anyone else, signed in or not, gets the same 404 as for an unknown id (a
 * receipt's existence is private too). Never cached, always a download named after the receipt number.
 */
export function receiptFiles({ resolveViewer = fileViewerFor('fees') }: { resolveViewer?: (c: Context) => Promise<DocumentViewer> } = {}) {
  const files = new Hono();

  files.get('/receipts/:id', async (c) => {
    const viewer = await resolveViewer(c);
    if (viewer?.type === 'refused') return c.json({ success: false, message: viewer.message }, 403, { 'Cache-Control': 'no-store' });
    const found = viewer ? await readReceipt({ id: c.req.param('id'), reader: viewer }) : undefined;
    if (!found) return c.json({ success: false, message: RECEIPT_NOT_FOUND }, 404, { 'Cache-Control': 'no-store' });
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(found.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${found.fileName}"`,
      ...privateFileHeaders,
    });
  });

  files.onError((error, c) => {
    logError(error, 'files');
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500, { 'Cache-Control': 'no-store' });
  });
  return files;
}
