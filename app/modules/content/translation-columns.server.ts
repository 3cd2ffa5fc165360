import { translatedKeys, type Translations } from './content-languages';
import { sanitizeRichText } from './sanitize.server';

/**
 * The stored columns of some fields' Hindi and Marathi versions (decision 044): texts trimmed, a
 * description sanitised exactly as the English one, blank or left out as null (the page shows English).
 */
export function translationColumns<F extends string>(fields: readonly F[], translations: Partial<Translations<F>>): Translations<F> {
  const columns = {} as Translations<F>;
  for (const key of translatedKeys(fields)) {
    const value = (translations[key] as string | null | undefined)?.trim() ?? '';
    const stored = key.startsWith('description_') ? sanitizeRichText(value) : value;
    columns[key] = stored.trim() === '' ? null : stored;
  }
  return columns;
}
