/**
 * CSV as RFC 4180 writes it, for tables people open in a spreadsheet (the insights tables, the
 * import reports): a field with a comma, a quote or a line break is quoted and its quotes
 * doubled; lines end with CRLF. A text cell a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or carriage return: OWASP "CSV injection") gets a leading apostrophe, so a
 * search typed as '=HYPERLINK(…)' or a feed's text stays text. Numbers are written as numbers (a
 * negative number is not a formula). Shared by the PWA and the server.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF included. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole table: the header, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}
