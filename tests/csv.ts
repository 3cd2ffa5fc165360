// Reading a CSV export as a spreadsheet would (RFC 4180): quoted fields may hold commas, doubled
// quotes and line breaks. The byte-order mark is reported, not silently dropped.

export function parseCsv(text: string): { bom: boolean; rows: string[][] } {
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return { bom, rows };
}

/** The rows as objects keyed by the heading row. */
export function csvRecords(text: string): Array<Record<string, string>> {
  const [headings = [], ...rows] = parseCsv(text).rows;
  return rows.map((row) => Object.fromEntries(headings.map((heading, index) => [heading, row[index] ?? ''])));
}
