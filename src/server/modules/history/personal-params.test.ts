import { describe, expect, it } from 'vitest';
import { maskPersonalParams } from './personal-params.ts';

describe('maskPersonalParams', () => {
  it('masks the search of the lists that look for a person, their export included', () => {
    expect(
      maskPersonalParams('/api/application?searchType=applicant&searchText=Nguy%E1%BB%85n&pageNo=2'),
    ).toBe('/api/application?searchType=applicant&searchText=***&pageNo=2');
    expect(maskPersonalParams('GET /api/qna/export?searchText=lan.nguyen rows=3')).toBe(
      'GET /api/qna/export?searchText=*** rows=3',
    );
    expect(maskPersonalParams('/api/history?searchType=url&searchText=lan%40example.com')).toBe(
      '/api/history?searchType=url&searchText=***',
    );
    // The admin screens keep the search in their address: a reload sends it.
    expect(maskPersonalParams('/admin/board/application/2?searchText=Lan&sort=name')).toBe(
      '/admin/board/application/2?searchText=***&sort=name',
    );
    expect(maskPersonalParams('/admin/qna/qna/trash?searchText=Lan')).toBe(
      '/admin/qna/qna/trash?searchText=***',
    );
  });

  it('masks e-mail addresses, numbers and secrets wherever they are sent', () => {
    expect(maskPersonalParams('/api/privacy/subjects?email=lan%40example.com')).toBe(
      '/api/privacy/subjects?email=***',
    );
    expect(maskPersonalParams('/api/privacy/export?phone=0912345678&format=zip')).toBe(
      '/api/privacy/export?phone=***&format=zip',
    );
    expect(maskPersonalParams('/vi/job-alert/confirm?token=abc&Password=x')).toBe(
      '/vi/job-alert/confirm?token=***&Password=***',
    );
  });

  it('keeps the searches that look for no outside person', () => {
    for (const url of [
      '/api/news?searchText=summer',
      '/api/auth?searchType=manager&searchText=Hoa',
      '/api/history?searchType=ip&searchText=10.0.0.1',
      '/api/history?searchText=10.0.0.1',
      '/api/application',
    ])
      expect(maskPersonalParams(url)).toBe(url);
  });
});
