import { HttpError, unsupportedType } from '../errors.ts';

/*
 * Why an upload was refused, in both of the site's languages: the API's messages are English for
 * people (clients branch on the code), and these reach applicants of either language as they are.
 */
const both = (en: string, vi: string) => `${en} (${vi})`;

export const refusals = {
  infected: (signature: string) =>
    unsupportedType(
      both(
        `The file contains malware (${signature}) and was not accepted`,
        `Tệp có chứa mã độc (${signature}) nên không được nhận`,
      ),
    ),
  scannerDown: () =>
    new HttpError(
      503,
      both(
        'Files cannot be checked for viruses right now, so none is accepted: please try again in a few minutes',
        'Hiện không thể quét virus cho tệp nên chưa nhận tệp nào: vui lòng thử lại sau vài phút',
      ),
      'unavailable',
      { 'retry-after': '60' },
    ),
  unreadablePdf: () =>
    unsupportedType(
      both(
        'The PDF could not be read: it is damaged or not a PDF',
        'Không đọc được tệp PDF: tệp bị hỏng hoặc không phải PDF',
      ),
    ),
  lockedPdf: () =>
    unsupportedType(
      both(
        'The PDF is protected by a password: send it without one',
        'Tệp PDF được bảo vệ bằng mật khẩu: vui lòng gửi tệp không có mật khẩu',
      ),
    ),
  emptyPdf: () => unsupportedType(both('The PDF has no pages', 'Tệp PDF không có trang nào')),
  pdfScript: () =>
    unsupportedType(
      both(
        'The PDF contains JavaScript, which is not accepted: save or print it again as a plain PDF',
        'Tệp PDF có chứa JavaScript nên không được nhận: vui lòng lưu hoặc in lại thành PDF thông thường',
      ),
    ),
  pdfEmbeddedFile: () =>
    unsupportedType(
      both(
        'The PDF carries attached files, which are not accepted: send a PDF without attachments',
        'Tệp PDF có đính kèm tệp khác nên không được nhận: vui lòng gửi PDF không có tệp đính kèm',
      ),
    ),
  pdfTooSlow: () =>
    unsupportedType(
      both(
        'The PDF is too complex to check: send a simpler PDF',
        'Tệp PDF quá phức tạp để kiểm tra: vui lòng gửi tệp PDF đơn giản hơn',
      ),
    ),
  unreadableDocx: () =>
    unsupportedType(
      both(
        'The Word document could not be read: it is damaged or not a DOCX file',
        'Không đọc được tài liệu Word: tệp bị hỏng hoặc không phải tệp DOCX',
      ),
    ),
};
