import type { LocaleCd } from '../../../common/codes.ts';
import { csvFile } from '../../../common/csv.ts';
import { formatDmy, vietnamDate } from '../../../common/dates.ts';
import type { Row } from '../content/resource.ts';

/** Submissions as a spreadsheet file (the format: src/common/csv.ts). */
export { csvCell, csvFile } from '../../../common/csv.ts';

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
