import type { LocaleCd } from '../../../common/codes.ts';
import { vietnamDate } from '../../../common/dates.ts';
import type { Row } from '../content/resource.ts';
import { type CsvColumn, csvOf, csvDay as day } from '../submission/csv.ts';

const COLUMNS: CsvColumn[] = [
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

/** The export of the given inquiries (submission/csv.ts), headings in the admin's language. */
export const inquiriesCsv = (rows: readonly Row[], locale: LocaleCd): string => csvOf(COLUMNS, rows, locale);

/** inquiries-2026-11-23.csv, dated by the Vietnamese calendar. */
export const inquiriesFileName = (at = new Date()) => `inquiries-${vietnamDate(at)}.csv`;
