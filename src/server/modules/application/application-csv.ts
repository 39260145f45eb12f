import type { LocaleCd } from '../../../common/codes.ts';
import { formatDmy, vietnamDate } from '../../../common/dates.ts';
import type { Row } from '../content/resource.ts';
import { csvFile } from '../qna/inquiry-csv.ts';

/** dd/mm/yyyy of an instant, read as its Vietnamese calendar day. */
const day = (value: unknown) =>
  typeof value === 'string' && value ? formatDmy(vietnamDate(new Date(value))) : '';

const COLUMNS: Array<{ EN: string; VI: string; value: (row: Row) => unknown }> = [
  { EN: 'No.', VI: 'Mã hồ sơ', value: (r) => r.applicationNo },
  { EN: 'Received', VI: 'Ngày nhận', value: (r) => day(r.createDt) },
  { EN: 'Job', VI: 'Vị trí', value: (r) => r.jobTitle },
  { EN: 'Status', VI: 'Trạng thái', value: (r) => r.statusCdNm },
  { EN: 'Name', VI: 'Họ tên', value: (r) => r.name },
  { EN: 'E-mail', VI: 'Email', value: (r) => r.email },
  { EN: 'Phone', VI: 'Số điện thoại', value: (r) => r.phone },
  { EN: 'Cover letter', VI: 'Thư giới thiệu', value: (r) => r.coverLetter },
  { EN: 'CV', VI: 'CV', value: (r) => r.fileName },
  { EN: 'Note', VI: 'Ghi chú', value: (r) => r.note },
  { EN: 'Language', VI: 'Ngôn ngữ', value: (r) => r.localeCd },
  { EN: 'Last changed', VI: 'Ngày cập nhật', value: (r) => day(r.modifyDt) },
  { EN: 'Changed by', VI: 'Người cập nhật', value: (r) => r.modifyId },
];

/** The export of the given applications (UTF-8 with BOM, like inquiries), headings in the admin's language. */
export function applicationsCsv(rows: readonly Row[], locale: LocaleCd): string {
  return csvFile([COLUMNS.map((c) => c[locale]), ...rows.map((row) => COLUMNS.map((c) => c.value(row)))]);
}

/** applications-2026-11-23.csv, dated by the Vietnamese calendar. */
export const applicationsFileName = (at = new Date()) => `applications-${vietnamDate(at)}.csv`;
