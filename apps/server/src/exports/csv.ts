/** Writing CSV files a spreadsheet opens as they are (RFC 4180), in the reader's conventions. */

/** Excel reads a file as UTF-8 (accents and all) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection): user text
 * gets a leading apostrophe so that it stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell of text a user typed (a name, a description), guarded against formulas. */
export const textCell = (value: string | null): string =>
  value === null ? '' : FORMULA_START.test(value) ? `'${value}` : value;

/** The cell as written: quoted, with its quotes doubled, when it holds the separator, a quote or a line end. */
function quoted(cell: string, separator: string): string {
  const needsQuotes = cell.includes(separator) || /["\r\n]/.test(cell);
  return needsQuotes ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The file: the byte order mark, then each row on a line of its own ended by CRLF. */
export function csvFile(rows: readonly (readonly string[])[], separator: string): Buffer {
  const lines = rows.map((row) => `${row.map((cell) => quoted(cell, separator)).join(separator)}\r\n`);
  return Buffer.from(BOM + lines.join(''), 'utf8');
}
