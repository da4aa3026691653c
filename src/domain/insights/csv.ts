// CSV for the insights tables, RFC 4180: fields with a comma, a quote or a line
// break are quoted, quotes doubled, lines end with CRLF. Text cells that a spreadsheet would
// read as a formula (=, +, -, @, and tab or carriage return at the start: OWASP "CSV
// injection") get a leading apostrophe, so a search typed as '=HYPERLINK(…)' stays text.
// Numbers are written as numbers (a negative number is not a formula).

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
