import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../common/text.ts';
import { JOB_TEMPLATE } from '../../../web/admin/sections/templates.ts';
import { sanitizeRichText } from '../../text/rich-text.ts';

const headings = (html: string) => [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);

describe('the default recruitment template', () => {
  it("has the spec's six sections in order, in both languages", () => {
    expect(headings(JOB_TEMPLATE.EN)).toEqual([
      'Job information',
      'Recruitment information',
      'Eligibility',
      'Salary and working hours',
      'Benefits',
      'How to apply',
    ]);
    expect(headings(JOB_TEMPLATE.VI)).toEqual([
      'Thông tin công việc',
      'Thông tin tuyển dụng',
      'Điều kiện ứng tuyển',
      'Lương và thời gian làm việc',
      'Phúc lợi',
      'Cách ứng tuyển',
    ]);
  });

  it('speaks of a park in Vietnam: VND salaries, Vietnamese insurance, adult staff, no won', () => {
    const en = htmlToText(JOB_TEMPLATE.EN);
    const vi = htmlToText(JOB_TEMPLATE.VI);
    expect(en).toMatch(/12,000,000 to 15,000,000 VND/);
    expect(vi).toMatch(/12\.000\.000 đến 15\.000\.000 đồng/);
    expect(en).toMatch(/Social, health and unemployment insurance under Vietnamese law/);
    expect(vi).toMatch(/bảo hiểm xã hội, bảo hiểm y tế và bảo hiểm thất nghiệp/);
    expect(en).toMatch(/18 years of age or older/);
    expect(vi).toMatch(/Từ đủ 18 tuổi/);
    for (const text of [en, vi]) {
      expect(text).not.toMatch(/KRW|won\b|lorem/i);
      // The job page's JobPosting reads a full-time job in Hanoi from the text.
      expect(text).not.toMatch(/part[- ]time|bán thời gian|ho chi minh|hồ chí minh/i);
    }
  });

  it('is kept whole by the server when saved', () => {
    for (const html of [JOB_TEMPLATE.EN, JOB_TEMPLATE.VI]) expect(sanitizeRichText(html)).toBe(html);
  });
});
