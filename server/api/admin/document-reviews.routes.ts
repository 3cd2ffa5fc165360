import { createRoute, z } from '@hono/zod-openapi';
import { REVIEW_STATUSES, reviewDocumentInput, reviewMessages } from '~/modules/documents/document-reviews.schemas';
import { reviewDocument } from '~/modules/documents/review-document.server';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Staff verify a student's documents one by one (issue 23 point 5, docs/decisions/046-verified-documents.md).
const TAGS = ['Admin: students'];

export const adminDocumentReviewsApi = createRouter<AdminVariables>();

adminDocumentReviewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/review-document',
    tags: TAGS,
    summary: "Verify or reject the current version of a student's document",
    description:
      'A rejection needs a reason from the list (and a note when the reason is "other"); the student is e-mailed in ' +
      'their language and re-uploads that document, which is then pending again. Pass versionId to refuse the review ' +
      '(409) if the student has uploaded a new version since. Audited.',
    middleware: [requireStaff('admissions')] as const,
    request: { headers: tokenHeader, ...jsonBody(reviewDocumentInput) },
    responses: {
      200: json(
        done.extend({
          review: z.object({
            document: z.string(),
            versionId: z.string(),
            status: z.enum(REVIEW_STATUSES),
            reason: z.string().nullable(),
            note: z.string().nullable(),
          }),
        }),
        'Reviewed (or already so: nothing changed)',
      ),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse(`${reviewMessages.noStudent} | ${reviewMessages.noUpload}`),
      409: failureResponse(reviewMessages.replaced),
    },
  }),
  async (c) => {
    const { changed, mailed, ...review } = await reviewDocument({ input: c.req.valid('json'), actor: actorOf(c) });
    await mailed;
    const message = !changed
      ? 'The document already had this review.'
      : review.status === 'verified'
        ? 'Document verified.'
        : 'Document rejected. The student has been e-mailed.';
    return c.json({ success: true as const, message, review }, 200);
  },
);
