import type { LocaleCd } from '../../../common/codes.ts';
import { formatDmy, vietnamDate } from '../../../common/dates.ts';
import type { Row } from '../content/resource.ts';

/**
 * Inquiries as a spreadsheet file: UTF-8 with a byte-order mark (so Excel reads Vietnamese
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
const day = (value: unknown) =>
  typeof value === 'string' && value ? formatDmy(vietnamDate(new Date(value))) : '';

const COLUMNS: Array<{ EN: string; VI: string; value: (row: Row) => unknown }> = [
  { EN: 'No.', VI: 'Mã yêu cầu', value: (r) => r.qnaNo },
  { EN: 'Received', VI: 'Ngày nhận', value: (r) => day(r.createDt) },
  { EN: 'Category', VI: 'Loại yêu cầu', value: (r) => r.typeCdNm },
  { EN: 'Status', VI: 'Trạng thái', value: (r) => r.statusCdNm },
  { EN: 'Title', VI: 'Tiêu đề', value: (r) => r.title },
  { EN: 'Message', VI: 'Nội dung', value: (r) => r.contents },
  { EN: 'Name', VI: 'Họ tên', value: (r) => r.name },
  { EN: 'E-mail', VI: 'Email', value: (r) => (r.email ? `${r.email}@${r.emailDomainName}` : '') },
  { EN: 'Phone', VI: 'Số điện thoại', value: (r) => r.phone },
  { EN: 'Attachment', VI: 'Tệp đính kèm', value: (r) => r.fileName },
  { EN: 'Language', VI: 'Ngôn ngữ', value: (r) => r.localeCd },
  { EN: 'Privacy consent', VI: 'Đồng ý chính sách bảo mật', value: (r) => r.policyChecked },
  { EN: 'IP address', VI: 'Địa chỉ IP', value: (r) => r.ipaddress },
  { EN: 'Last changed', VI: 'Ngày cập nhật', value: (r) => day(r.modifyDt) },
  { EN: 'Changed by', VI: 'Người cập nhật', value: (r) => r.modifyId },
];

/** The export of the given inquiries, headings in the admin's language. */
export function inquiriesCsv(rows: readonly Row[], locale: LocaleCd): string {
  return csvFile([COLUMNS.map((c) => c[locale]), ...rows.map((row) => COLUMNS.map((c) => c.value(row)))]);
}

/** inquiries-2026-11-23.csv, dated by the Vietnamese calendar. */
export const inquiriesFileName = (at = new Date()) => `inquiries-${vietnamDate(at)}.csv`;
