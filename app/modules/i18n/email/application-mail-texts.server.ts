import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

// The e-mails about a student's application, in the student's language (decision 043):
// the acknowledgement (app/modules/applications/application-received-mail.server.ts) and the
// decision (notify-decision.server.ts). The greeting and the closing are the receipt e-mail's.

export function applicationReceivedMailTexts(i18n: I18n) {
  return {
    subject: template(i18n, msg`We have received your application for {course}`, ['course']),
    byStaff: template(i18n, msg`Our office has applied for {course} on your behalf, and we have received the application.`, ['course']),
    byStudent: template(i18n, msg`Thank you for applying for {course}. We have received your application.`, ['course']),
    reference: template(i18n, msg`Application reference: {reference}`, ['reference']),
    next: i18n._(msg`What happens next: our admissions office will review your application, and we will e-mail you as soon as it is decided.`),
    seeIt: template(i18n, msg`You can see it at any time under Applied Courses: {link}`, ['link']),
  };
}

export function decisionMailTexts(i18n: I18n) {
  return {
    acceptedSubject: template(i18n, msg`Your application for {course} has been accepted`, ['course']),
    accepted: template(i18n, msg`Good news: your application for {course} has been accepted. Congratulations!`, ['course']),
    acceptedNext: template(
      i18n,
      msg`Our office will contact you about the next steps and the fees. You can see your application at any time under Applied Courses: {link}`,
      ['link'],
    ),
    rejectedSubject: template(i18n, msg`About your application for {course}`, ['course']),
    rejected: template(i18n, msg`Thank you for applying for {course}. We are sorry that we cannot offer you a place on this course this time.`, ['course']),
    rejectedNext: i18n._(msg`You are welcome to apply for another course, and our office will gladly help you choose one: call us or reply to this e-mail.`),
  };
}

/** A seat offered in a merit round (issue 23 point 4, decision 048): accept or decline by the deadline. */
export function offerMailTexts(i18n: I18n) {
  return {
    subject: template(i18n, msg`A seat is offered to you for {course}`, ['course']),
    offered: template(i18n, msg`Good news: in merit round {round} you are offered a seat for {course} (merit rank {rank}, {category} seat).`, [
      'round',
      'course',
      'rank',
      'category',
    ]),
    deadline: template(i18n, msg`Please accept or decline it under Applied Courses by {deadline}: {link}`, ['deadline', 'link']),
    lapses: i18n._(msg`If you do not answer by then, the seat goes to the next student on the merit list.`),
    /** The category Open (the others are the same letters in every language). */
    open: i18n._(msg`Open`),
  };
}
