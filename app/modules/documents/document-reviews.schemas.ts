import { z } from 'zod';
import { DOCUMENT_KINDS } from './documents.schemas';

// Browser-safe: how staff review a student's uploaded document (issue 23 point 5,
// docs/decisions/046-verified-documents.md). A review belongs to one uploaded version.

export const REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const isReviewStatus = (value: string): value is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(value);

/** Why a document is rejected: what admissions offices write most; 'other' needs staff's own words. */
export const REJECTION_REASONS = ['unreadable', 'wrong-document', 'name-mismatch', 'incomplete', 'expired', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const isRejectionReason = (value: string | null | undefined): value is RejectionReason =>
  (REJECTION_REASONS as readonly (string | null | undefined)[]).includes(value);

/** The reasons as staff read them in the dashboard (English); students read them in their language. */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  unreadable: 'Unreadable or blurred',
  'wrong-document': 'Not the document asked for',
  'name-mismatch': 'Name does not match the form',
  incomplete: 'Incomplete or cut off',
  expired: 'Expired or no longer valid',
  other: 'Other (say why)',
};

export const REVIEW_NOTE_MAX = 300;

export const reviewMessages = {
  unknownDocument: `Unknown document. Use one of: ${DOCUMENT_KINDS.join(', ')}.`,
  decision: 'The decision must be "verified" or "rejected".',
  reasonRequired: `A reason is required to reject a document: one of ${REJECTION_REASONS.join(', ')}.`,
  noteRequired: 'Say in a few words why the document is rejected (the reason is "other").',
  noteTooLong: `The note can be at most ${REVIEW_NOTE_MAX} characters.`,
  noStudent: 'Student not found',
  noUpload: 'This student has not uploaded that document.',
  replaced: 'The student has uploaded a new version of this document since it was opened. Review the new version.',
};

/** POST /api/admin/review-document and the staff queue's form: one shape for both. */
export const reviewDocumentInput = z
  .object({
    studentId: z.string({ error: 'studentId is required.' }).trim().min(1, 'studentId is required.').max(128),
    document: z.enum(DOCUMENT_KINDS, { error: reviewMessages.unknownDocument }),
    decision: z.enum(['verified', 'rejected'], { error: reviewMessages.decision }),
    reason: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .meta({ description: `Required to reject: ${REJECTION_REASONS.join(' | ')}` }),
    note: z
      .string()
      .trim()
      .max(REVIEW_NOTE_MAX, reviewMessages.noteTooLong)
      .optional()
      .transform((value) => value || undefined)
      .meta({ description: "Staff's own words to the student; required when the reason is 'other'" }),
    versionId: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .meta({ description: 'The version reviewed (the staff queue sends it): refused with 409 when the student has replaced it since' }),
  })
  .superRefine((input, ctx) => {
    if (input.decision !== 'rejected') return;
    if (!input.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: reviewMessages.reasonRequired });
    else if (!isRejectionReason(input.reason)) ctx.addIssue({ code: 'custom', path: ['reason'], message: reviewMessages.reasonRequired });
    else if (input.reason === 'other' && !input.note) ctx.addIssue({ code: 'custom', path: ['note'], message: reviewMessages.noteRequired });
  });
/** What reviewDocument takes: the schema's output, its optional fields optional. */
export type ReviewDocumentInput = { [K in keyof z.output<typeof reviewDocumentInput>]?: z.output<typeof reviewDocumentInput>[K] } & Pick<
  z.output<typeof reviewDocumentInput>,
  'studentId' | 'document' | 'decision'
>;
