import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RejectionReason, ReviewStatus } from '~/modules/documents/document-reviews.schemas';
import { template } from '../template.server';

// A document's review as its student reads it (issue 23 point 5): on My Profile and in the
// rejection e-mail (app/modules/documents/notify-document-rejected.server.ts).

export function rejectionReasonNames(i18n: I18n): Record<RejectionReason, string> {
  return {
    unreadable: i18n._(msg`The file cannot be read clearly.`),
    'wrong-document': i18n._(msg`This is not the document we asked for.`),
    'name-mismatch': i18n._(msg`The name on it does not match the name in your form.`),
    incomplete: i18n._(msg`Part of the document is missing or cut off.`),
    expired: i18n._(msg`The document has expired or is no longer valid.`),
    other: i18n._(msg`See the note from our office.`),
  };
}

/** My Profile's words for each document's review. */
export function documentReviewTexts(i18n: I18n) {
  return {
    status: {
      pending: i18n._(msg`Awaiting verification`),
      verified: i18n._(msg`Verified`),
      rejected: i18n._(msg`Rejected`),
    } satisfies Record<ReviewStatus, string>,
    reasons: rejectionReasonNames(i18n),
    note: template(i18n, msg`Note from our office: {note}`, ['note']),
    uploadAgain: i18n._(msg`Upload a new copy of this document`),
    chooseFile: i18n._(msg`Choose the new file`),
    send: i18n._(msg`Upload`),
    sending: i18n._(msg`Uploading...`),
    uploaded: i18n._(msg`Thank you. The new copy is uploaded and awaits verification.`),
    noFile: i18n._(msg`Choose a file first.`),
  };
}

export type DocumentReviewTexts = ReturnType<typeof documentReviewTexts>;
