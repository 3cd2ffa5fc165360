import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A message formatted in the request's language with its placeholders `names` kept as `{name}`,
 * for values only the page knows (the student's name, the year): app/modules/i18n/fill-text.ts
 * fills them. Each language may put them where its grammar wants.
 */
export function template(i18n: I18n, descriptor: MessageDescriptor, names: string[]): string {
  return i18n._({ ...descriptor, values: Object.fromEntries(names.map((name) => [name, `{${name}}`])) });
}
