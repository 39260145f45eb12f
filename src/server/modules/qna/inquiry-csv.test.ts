import { describe, expect, it } from 'vitest';
import { inquiriesCsv, inquiriesFileName } from './inquiry-csv.ts';

describe('inquiries as CSV', () => {
  const row = {
    qnaNo: 7,
    typeCd: '10',
    typeCdNm: 'Hợp tác',
    statusCd: '20',
    statusCdNm: 'Đã xử lý',
    title: 'Tài trợ khu Cứu hỏa',
    contents: 'Dòng một\nDòng hai',
    name: 'Nguyễn Thị Lan',
    email: 'lan',
    emailDomain: '10',
    emailDomainName: 'gmail.com',
    phone: '0912345678',
    fileName: 'Đề xuất.pdf',
    localeCd: 'VI',
    policyChecked: 'Y',
    ipaddress: '203.0.113.9',
    // 18:30 UTC is already the next day in Vietnam.
    createDt: '2026-11-22T18:30:00.000Z',
    modifyDt: '2026-11-23T02:00:00.000Z',
    modifyId: 'admin',
  };

  it('writes every field, dates as dd/mm/yyyy in Vietnam, headings in the admin language', () => {
    const [head, first] = inquiriesCsv([row], 'VI').slice(1).split('\r\n');
    expect(head).toBe(
      '"Mã yêu cầu","Ngày nhận","Loại yêu cầu","Trạng thái","Tiêu đề","Nội dung","Họ tên","Email","Số điện thoại","Tệp đính kèm","Ngôn ngữ","Đồng ý chính sách bảo mật","Địa chỉ IP","Ngày cập nhật","Người cập nhật"',
    );
    expect(first).toBe(
      '"7","23/11/2026","Hợp tác","Đã xử lý","Tài trợ khu Cứu hỏa","Dòng một\nDòng hai","Nguyễn Thị Lan","lan@gmail.com","0912345678","Đề xuất.pdf","VI","Y","203.0.113.9","23/11/2026","admin"',
    );
    expect(inquiriesCsv([], 'EN')).toMatch(/^\uFEFF"No\.","Received","Category","Status","Title",/);
  });

  it('names the file by the Vietnamese date', () => {
    expect(inquiriesFileName(new Date('2026-11-22T18:30:00Z'))).toBe('inquiries-2026-11-23.csv');
  });
});
