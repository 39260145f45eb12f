import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, parseAdminPath } from './admin-paths.ts';

describe('admin paths (spec 2: page number as the 4th segment, /add, /detail/{id})', () => {
  it('reads lists with and without a page number', () => {
    expect(parseAdminPath('/admin/board/news')).toEqual({ kind: 'list', section: 'board/news', pageNo: 1 });
    expect(parseAdminPath('/admin/board/news/3')).toEqual({ kind: 'list', section: 'board/news', pageNo: 3 });
    expect(parseAdminPath('/admin/user/history/')).toEqual({
      kind: 'list',
      section: 'user/history',
      pageNo: 1,
    });
  });

  it('reads add and detail screens', () => {
    expect(parseAdminPath('/admin/main/banner/add')).toEqual({ kind: 'add', section: 'main/banner' });
    expect(parseAdminPath('/admin/qna/qna/detail/12')).toEqual({
      kind: 'detail',
      section: 'qna/qna',
      id: 12,
    });
  });

  it('knows login, dashboard and the password screen, and nothing else', () => {
    expect(parseAdminPath('/admin/login').kind).toBe('login');
    expect(parseAdminPath(ADMIN_PATHS.password).kind).toBe('password');
    expect(parseAdminPath('/admin/password/').kind).toBe('password');
    expect(parseAdminPath('/admin').kind).toBe('dashboard');
    expect(parseAdminPath('/admin/dashboard').kind).toBe('dashboard');
    for (const path of [
      '/admin/board/unknown',
      '/admin/board/news/0',
      '/admin/board/news/detail/abc',
      '/admin/board/news/add/1',
      '/admin/board/news/2/3',
      '/admin/login/x',
      '/admin/password/x',
    ])
      expect(parseAdminPath(path).kind, path).toBe('notFound');
  });

  it('builds what it reads', () => {
    expect(ADMIN_PATHS.list('board/faq')).toBe('/admin/board/faq');
    expect(ADMIN_PATHS.list('board/faq', 2)).toBe('/admin/board/faq/2');
    expect(parseAdminPath(ADMIN_PATHS.detail('user/ip', 5))).toEqual({
      kind: 'detail',
      section: 'user/ip',
      id: 5,
    });
  });
});
