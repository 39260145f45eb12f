/**
 * A spreadsheet file: UTF-8 with a byte-order mark (so Excel reads Vietnamese correctly), every
 * cell quoted, CRLF between records, line breaks kept inside quoted cells. A cell starting with
 * = + - @ or a tab or carriage return gets a leading apostrophe: spreadsheets would otherwise run
 * it as a formula (CSV injection), and the apostrophe is how they mark text. The server's exports
 * and the admin's own files (the hiring report) both write it.
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvFile(rows: readonly (readonly unknown[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
