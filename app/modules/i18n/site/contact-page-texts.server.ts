import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The Contact page (spec §5) around its form. */
export function contactPageTexts(i18n: I18n) {
  return {
    title: i18n._(msg`Contact Us`),
    description: i18n._(msg`Call, e-mail or write to the institute in Nagpur about admissions, courses, fees and placements. We answer every message.`),
    lead: i18n._(msg`Questions about admissions, courses, fees or placements? Call us, write to us, or send a message and we will get back to you.`),
    visitOrCall: i18n._(msg`Visit or call us`),
    sendMessage: i18n._(msg`Send us a message`),
  };
}
