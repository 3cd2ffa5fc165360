import { type Context, Hono } from 'hono';
import { renderAdmissionLetter } from '~/modules/admission-letters/admission-letter-pdf.server';
import { admissionLetterFor, LETTER_NOT_FOUND } from '~/modules/admission-letters/issue-admission-letter.server';
import { printedLetterCode } from '~/modules/admission-letters/letter-code';
import { AppError } from '~/utils/errors';
import { logError } from '~/utils/log.server';
import { fileViewerFor } from './document-viewer';
import { type DocumentViewer, privateFileHeaders } from './documents.routes';

/**
 * Admission letters, mounted at /files: GET (and HEAD) /admission-letters/:applicationId, in the
 * shape of the receipts beside it. The student of an Accepted application and staff who see
 * applications (area 'applications': owner, admissions, accounts) get the PDF, issued on the first download and the same ever after; other
 * staff get 403 naming what their role lacks; anyone else, signed in or not, gets the same 404 as
 * for an unknown id; an application that is not Accepted gets 409 and no letter. Never cached,
 * always a download named after the letter's code.
 */
export function admissionLetterFiles({ resolveViewer = fileViewerFor('applications') }: { resolveViewer?: (c: Context) => Promise<DocumentViewer> } = {}) {
  const files = new Hono();

  files.get('/admission-letters/:applicationId', async (c) => {
    const viewer = await resolveViewer(c);
    if (viewer?.type === 'refused') return c.json({ success: false, message: viewer.message }, 403, { 'Cache-Control': 'no-store' });
    if (!viewer) return c.json({ success: false, message: LETTER_NOT_FOUND }, 404, { 'Cache-Control': 'no-store' });
    const letter = await admissionLetterFor({ applicationId: c.req.param('applicationId'), reader: viewer });
    const bytes = await renderAdmissionLetter(letter);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="Admission-Letter-${printedLetterCode(letter.code)}.pdf"`,
      ...privateFileHeaders,
    });
  });

  files.onError((error, c) => {
    if (error instanceof AppError && (error.status === 404 || error.status === 409))
      return c.json({ success: false, message: error.message }, error.status, { 'Cache-Control': 'no-store' });
    logError(error, 'files');
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500, { 'Cache-Control': 'no-store' });
  });
  return files;
}
