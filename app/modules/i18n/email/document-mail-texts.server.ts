import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

// The e-mail a student gets when staff reject one of their documents (issue 23 point 5), in the
// student's language (decision 043). The greeting and the closing are the receipt e-mail's.
export function documentRejectedMailTexts(i18n: I18n) {
  return {
    subject: template(i18n, msg`Please upload your {document} again`, ['document']),
    rejected: template(i18n, msg`We checked the {document} you uploaded and could not accept it.`, ['document']),
    reason: template(i18n, msg`Reason: {reason}`, ['reason']),
    note: template(i18n, msg`Note from our office: {note}`, ['note']),
    next: template(i18n, msg`Please upload a new copy of only this document on My Profile: {link}. Everything else you sent stays as it is.`, ['link']),
  };
}
