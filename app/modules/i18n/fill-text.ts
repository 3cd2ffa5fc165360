/**
 * Puts values into a text's `{name}` placeholders. Texts come in the page's language from the
 * server (decision 043); a placeholder without a value stays as it is, so a mistake shows.
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
