import type { LocaleCd } from '../../../common/codes.ts';
import { vietnamDate } from '../../../common/dates.ts';
import { answersOf } from '../../../common/schemas/questions.ts';
import type { Row } from '../content/resource.ts';
import { type CsvColumn, csvOf, csvDay as day } from '../submission/csv.ts';

/** Each answer on a line of its own: "question: answer" (decision 054). */
const answerLines = (answers: unknown) =>
  answersOf(answers)
    .map((a) => `${a.text}: ${a.answer}`)
    .join('\n');

const COLUMNS: CsvColumn[] = [
  { EN: 'No.', VI: 'Mã hồ sơ', value: (r) => r.applicationNo },
  { EN: 'Received', VI: 'Ngày nhận', value: (r) => day(r.createDt) },
  { EN: 'Job', VI: 'Vị trí', value: (r) => r.jobTitle },
  { EN: 'Status', VI: 'Trạng thái', value: (r) => r.statusCdNm },
  { EN: 'Name', VI: 'Họ tên', value: (r) => r.name },
  { EN: 'E-mail', VI: 'Email', value: (r) => r.email },
  { EN: 'Phone', VI: 'Số điện thoại', value: (r) => r.phone },
  { EN: 'Cover letter', VI: 'Thư giới thiệu', value: (r) => r.coverLetter },
  { EN: 'CV', VI: 'CV', value: (r) => r.fileName },
  { EN: 'Screening answers', VI: 'Câu trả lời sàng lọc', value: (r) => answerLines(r.answers) },
  { EN: 'Note', VI: 'Ghi chú', value: (r) => r.note },
  { EN: 'Language', VI: 'Ngôn ngữ', value: (r) => r.localeCd },
  { EN: 'Last changed', VI: 'Ngày cập nhật', value: (r) => day(r.modifyDt) },
  { EN: 'Changed by', VI: 'Người cập nhật', value: (r) => r.modifyId },
];

/** The export of the given applications (UTF-8 with BOM, like inquiries), headings in the admin's language. */
export const applicationsCsv = (rows: readonly Row[], locale: LocaleCd): string =>
  csvOf(COLUMNS, rows, locale);

/** applications-2026-11-23.csv, dated by the Vietnamese calendar. */
export const applicationsFileName = (at = new Date()) => `applications-${vietnamDate(at)}.csv`;
