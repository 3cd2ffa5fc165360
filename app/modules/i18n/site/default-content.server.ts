import type { I18n } from '@lingui/core';
import { DEFAULT_BANNER_ALT, DEFAULT_HERO_SLIDES } from '~/modules/site-settings/site-settings.schemas';
import { translateMessage } from '../translate-message.server';

const DEFAULT_WORDS = new Set<string>([...DEFAULT_HERO_SLIDES.flatMap(({ title, text }) => [title, text]), DEFAULT_BANNER_ALT]);

/**
 * A text of Site Settings in the page's language when it is still the site's own default (staff
 * have not changed it, nor translated it): those sentences are in the catalogues
 * (default-content-messages.server.ts). Anything staff wrote is returned as it is.
 */
export function inDefaultWords(i18n: I18n, text: string): string {
  return DEFAULT_WORDS.has(text) ? translateMessage(i18n, text) : text;
}
