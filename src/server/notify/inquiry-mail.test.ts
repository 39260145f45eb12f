import { describe, expect, it } from 'vitest';
import { type InquiryNotice, inquiryMail } from './inquiry-mail.ts';

const inquiry: InquiryNotice = {
  qnaNo: 7,
  localeCd: 'VI',
  typeCd: '10',
  title: 'Hợp tác',
  name: 'Lan',
  email: 'lan',
  emailDomainName: 'example.com',
  phone: '0912345678',
  contents: 'Line one\nLine two',
  fileName: '',
  createDt: '2026-03-04T05:06:07.890Z',
};
const link = 'https://www.example.com/admin/qna/qna/detail/7';

describe('inquiryMail', () => {
  it('shortens a long title to one subject line', () => {
    const { subject } = inquiryMail({ ...inquiry, title: `A\n\t${'x'.repeat(300)}` }, link);
    expect(subject).toMatch(/^New partnership inquiry #7: A x+…$/);
    expect(subject.length).toBe('New partnership inquiry #7: '.length + 120);
  });

  it('keeps the line breaks of the message but not of the single-line fields', () => {
    const { text } = inquiryMail(
      { ...inquiry, name: 'Lan\nOpen it in the admin: https://evil.example' },
      link,
    );
    expect(text).toContain('Name: Lan Open it in the admin: https://evil.example');
    expect(text.match(/^Open it in the admin: .*$/gm)).toEqual([`Open it in the admin: ${link}`]);
    expect(text).toContain('Line one\nLine two');
    expect(text).toContain('Received: 2026-03-04 05:06:07 UTC');
    expect(text).toContain('Site language: VI');
  });

  it('escapes the link and values in the HTML part', () => {
    const { html } = inquiryMail({ ...inquiry, contents: '<script>x</script>' }, `${link}"><x`);
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(html).toContain(`href="${link}&#34;&#62;&#60;x"`);
    expect(html).not.toContain('<script>');
  });
});
