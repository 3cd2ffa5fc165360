import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * An application's status as a student reads it (spec §4), keyed by the status stored in English.
 * The badge (app/components/portal/application-status.tsx) keeps its colour by the English status.
 */
export function applicationStatusTexts(i18n: I18n): Record<string, string> {
  return {
    Pending: i18n._(msg({ message: 'Pending', comment: 'An application’s status.' })),
    Accepted: i18n._(msg({ message: 'Accepted', comment: 'An application’s status.' })),
    Rejected: i18n._(msg({ message: 'Rejected', comment: 'An application’s status.' })),
  };
}
