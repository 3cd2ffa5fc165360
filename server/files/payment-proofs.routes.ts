import { type Context, Hono } from 'hono';
import { findPaymentProof, readPaymentProof } from '~/modules/offline-payments/payment-proof.server';
import { type DocumentViewer, privateFileHeaders } from './documents.routes';
import { logError } from '~/utils/log.server';

export const PROOF_NOT_FOUND = 'Screenshot not found.';

/**
 * The screenshot or bank receipt of a payment report, mounted at /files: GET /payment-proofs/:id
 * (the report's id). Staff whose role handles fees and the student who sent it get the file;
 * anyone else the same 404 as for an unknown id; staff of other roles 403.
 */
export function paymentProofFiles({ resolveViewer }: { resolveViewer: (c: Context) => Promise<DocumentViewer> }) {
  const files = new Hono();

  files.get('/payment-proofs/:id', async (c) => {
    const viewer = await resolveViewer(c);
    if (viewer?.type === 'refused') return c.json({ success: false, message: viewer.message }, 403, { 'Cache-Control': 'no-store' });
    const report = viewer ? await findPaymentProof(c.req.param('id')) : undefined;
    const allowed = report && (viewer?.type === 'admin' || (viewer?.type === 'student' && viewer.userId === report.studentId));
    const bytes = allowed ? await readPaymentProof(report.storageKey) : undefined;
    if (!report || !bytes) return c.json({ success: false, message: PROOF_NOT_FOUND }, 404, { 'Cache-Control': 'no-store' });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': report.contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': 'inline',
      ...privateFileHeaders,
    });
  });

  files.onError((error, c) => {
    logError(error, 'files');
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500, { 'Cache-Control': 'no-store' });
  });
  return files;
}
