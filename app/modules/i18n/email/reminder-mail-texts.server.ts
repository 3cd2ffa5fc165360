import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

// A fee reminder (app/modules/dues/reminder-mail.server.ts), in the student's language: a few days
// before an instalment is due ('before') and the day after it was missed ('missed').
export function reminderMailTexts(i18n: I18n) {
  return {
    which: template(i18n, msg({ message: 'instalment {number} of {count}', comment: 'Inside a sentence, e.g. “instalment 2 of 3”.' }), ['number', 'count']),
    beforeSubject: template(i18n, msg`Fee reminder: {course}, {which} ({amount}) is due on {due}`, ['course', 'which', 'amount', 'due']),
    beforeIntro: template(i18n, msg`This is a reminder that {which} of your fees for {course} falls due on {due}.`, ['which', 'course', 'due']),
    missedSubject: template(i18n, msg`Fee overdue: {course}, {which} ({amount}) was due on {due}`, ['course', 'which', 'amount', 'due']),
    whichAtStart: template(i18n, msg({ message: 'Instalment {number} of {count}', comment: 'At the start of a sentence.' }), ['number', 'count']),
    missedIntro: template(i18n, msg`{which} of your fees for {course} was due on {due} and we have not received it yet.`, ['which', 'course', 'due']),
    amountDue: template(i18n, msg`Amount due: {amount}`, ['amount']),
    dueDate: template(i18n, msg`Due date: {due}`, ['due']),
    payOnline: template(i18n, msg`You can pay online here: {link}`, ['link']),
    paySoon: template(i18n, msg`Please pay it as soon as you can, online here: {link}`, ['link']),
    moreTime: i18n._(msg`If you need more time, call or write to the office.`),
    already: i18n._(
      msg`If you have paid it already (at the office or by bank transfer), thank you: please ignore this e-mail, or reply with the receipt or UTR number if the payment is not yet shown.`, // eslint-disable-line max-len -- one message, as translators see it
    ),
    student: i18n._(msg({ message: 'student', comment: 'Used as the name in “Dear {name},” when the student’s name is unknown.' })),
  };
}
