import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * A sentence the server wrote in English (a validation message of a shared schema, a refusal),
 * in i18n's language when a catalogue has it (the `*-messages.server.ts` lists of
 * app/modules/i18n put each in the catalogues); otherwise the English sentence as it is.
 * Lingui keys a message without an explicit id by a hash of its English text, so the text
 * finds its translation.
 */
export function translateMessage(i18n: I18n, english: string): string {
  const id = generateMessageId(english);
  return id in i18n.messages ? i18n._(id) : english;
}

/** Several such sentences (zod issues, one per field) joined as the API joins them. */
export const translateMessages = (i18n: I18n, english: string[]) => [...new Set(english)].map((text) => translateMessage(i18n, text)).join(' ');
