import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The message form of Home and Contact (spec §2, §5): its labels, button and outcomes. */
export function contactFormTexts(i18n: I18n) {
  return {
    name: i18n._(msg`Name`),
    email: i18n._(msg`Email`),
    phone: i18n._(msg`Phone`),
    message: i18n._(msg`Message`),
    send: i18n._(msg`Send Message`),
    sending: i18n._(msg`Sending…`),
    sent: i18n._(msg`✅ Message sent successfully!`),
    failed: i18n._(msg`❌ Failed to send message. Please try again later.`),
  };
}

export type ContactFormTexts = ReturnType<typeof contactFormTexts>;
