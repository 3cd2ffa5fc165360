import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

// The e-mail with a student's sign-in code (app/modules/auth/send-sign-in-code.server.ts), in the
// language of the page the student asked from. The code itself stands on a line of its own.
export function signInCodeTexts(i18n: I18n) {
  return {
    subject: i18n._(msg`Your sign-in code`),
    hello: i18n._(msg`Hello,`),
    intro: template(i18n, msg({ message: 'Your code to sign in to the {institute} student portal is:', comment: 'The code follows on its own line.' }), [
      'institute',
    ]),
    validity: template(i18n, msg`It is valid for {minutes} minutes and can be used once.`, ['minutes']),
    ignore: i18n._(msg`If you did not ask for it, ignore this e-mail: nobody can sign in without the code.`),
  };
}
