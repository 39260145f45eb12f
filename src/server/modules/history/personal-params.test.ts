import { describe, expect, it } from 'vitest';
import { maskPersonalParams } from './personal-params.ts';

describe('maskPersonalParams', () => {
  it.each([
    // The lists that look for a person, their export included.
    [
      '/api/application?searchType=applicant&searchText=Nguy%E1%BB%85n&pageNo=2',
      '/api/application?searchType=applicant&searchText=***&pageNo=2',
    ],
    ['GET /api/qna/export?searchText=lan.nguyen rows=3', 'GET /api/qna/export?searchText=*** rows=3'],
    [
      '/api/history?searchType=url&searchText=lan%40example.com',
      '/api/history?searchType=url&searchText=***',
    ],
    // The admin screens keep the search in their address: a reload sends it.
    [
      '/admin/board/application/2?searchText=Lan&sort=name',
      '/admin/board/application/2?searchText=***&sort=name',
    ],
    ['/admin/qna/qna/trash?searchText=Lan', '/admin/qna/qna/trash?searchText=***'],
    // Addresses, numbers and secrets wherever they are sent.
    ['/api/privacy/subjects?email=lan%40example.com', '/api/privacy/subjects?email=***'],
    ['/api/privacy/export?phone=0912345678&format=zip', '/api/privacy/export?phone=***&format=zip'],
    ['/vi/job-alert/confirm?token=abc&Password=x', '/vi/job-alert/confirm?token=***&Password=***'],
  ])('masks %s', (url, masked) => {
    expect(maskPersonalParams(url)).toBe(masked);
  });

  it.each([
    '/api/news?searchText=summer',
    '/api/auth?searchType=manager&searchText=Hoa',
    '/api/history?searchType=ip&searchText=10.0.0.1',
    '/api/history?searchText=10.0.0.1',
    '/api/application',
  ])('keeps %s, a search for no outside person', (url) => {
    expect(maskPersonalParams(url)).toBe(url);
  });
});
