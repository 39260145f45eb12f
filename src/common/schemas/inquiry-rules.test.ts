import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { inquirySchema } from './inquiry.ts';
import { type InquiryDraft, inquiryIssues } from './inquiry-rules.ts';

const draft: InquiryDraft = {
  policyChecked: 'Y',
  title: 'Hợp tác',
  name: 'Nguyễn Văn A',
  email: 'van.a',
  emailDomainName: 'example.vn',
  phone: '0912345678',
  contents: '',
};

describe('inquiryIssues', () => {
  it('reports only the first failing check, one issue per field concerned', () => {
    expect(inquiryIssues({ ...draft, policyChecked: 'N', title: '' })).toEqual([
      { field: 'policyChecked', message: MSG.agreePrivacy },
    ]);
    expect(inquiryIssues({ ...draft, title: '', phone: '', email: 'bad' })).toEqual([
      { field: 'title', message: MSG.enterDetails },
      { field: 'phone', message: MSG.enterDetails },
    ]);
    expect(inquiryIssues({ ...draft, title: 'x'.repeat(201) })).toEqual([
      { field: 'title', message: 'title, name, email or phone is too long' },
    ]);
    expect(inquiryIssues({ ...draft, contents: 'x'.repeat(10_001) })).toEqual([
      { field: 'contents', message: 'contents must be at most 10000 characters' },
    ]);
  });

  it('checks the required fields the caller names, in its order', () => {
    const issues = inquiryIssues({ ...draft, emailDomainName: '', name: '' }, ['emailDomainName', 'name']);
    expect(issues.map((issue) => issue.field)).toEqual(['emailDomainName', 'name']);
  });

  it('is what the API schema reports, with each issue at its field', () => {
    const result = inquirySchema.safeParse({ ...draft, email: 'bad..address', emailDomain: '00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['email'], message: MSG.emailFormat },
      { path: ['emailDomainName'], message: MSG.emailFormat },
    ]);
  });
});
