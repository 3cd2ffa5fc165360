// Server: how one value is written into an export's cell (docs/decisions/030-exports.md).

/** Paise as rupees with two decimals and no grouping, as Tally and spreadsheets read them: -123450 → '-1234.50'. */
export function rupeesCell(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

// A cell a spreadsheet would run as a formula (OWASP 'CSV injection'): = + - @, or a tab or
// carriage return before one of them. Only text we did not write ourselves is neutralised.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text from people (names, notes, references) made inert: a leading apostrophe, which Excel shows as text. */
export const inertText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** One CSV field, RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A column of an export: its heading, and whether its cells are numbers (rupees) or text. */
export type ExportColumn = { heading: string; kind: 'text' | 'rupees' | 'day'; width: number };
export type ExportCell = string | number | null;
