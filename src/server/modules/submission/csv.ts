import type { LocaleCd } from '../../../common/codes.ts';
import { formatDmy, vietnamDate } from '../../../common/dates.ts';
import type { Row } from '../content/resource.ts';

/**
 * Submissions as a spreadsheet file: UTF-8 with a byte-order mark (so Excel reads Vietnamese
 * correctly), every cell quoted, CRLF between records, line breaks kept inside quoted cells.
 * A cell starting with = + - @ or a tab or carriage return gets a leading apostrophe: spreadsheets
 * would otherwise run it as a formula (CSV injection), and the apostrophe is how they mark text.
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

/** dd/mm/yyyy of an instant, read as its Vietnamese calendar day. */
export const csvDay = (value: unknown) =>
  typeof value === 'string' && value ? formatDmy(vietnamDate(new Date(value))) : '';

/** A column of an export: its heading in each language and its cell of a row. */
export interface CsvColumn {
  EN: string;
  VI: string;
  value: (row: Row) => unknown;
}

/** The export of `rows` by `columns`, headings in the admin's language. */
export const csvOf = (columns: readonly CsvColumn[], rows: readonly Row[], locale: LocaleCd): string =>
  csvFile([columns.map((c) => c[locale]), ...rows.map((row) => columns.map((c) => c.value(row)))]);
