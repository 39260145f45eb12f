import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, listSearch, parseAdminPath } from './admin-paths.ts';

describe('admin paths (spec 2: page number as the 4th segment, /add, /detail/{id})', () => {
  it('reads lists with and without a page number', () => {
    expect(parseAdminPath('/admin/board/news')).toEqual({
      kind: 'list',
      section: 'board/news',
      pageNo: 1,
      query: {},
    });
    expect(parseAdminPath('/admin/board/news/3')).toEqual({
      kind: 'list',
      section: 'board/news',
      pageNo: 3,
      query: {},
    });
    expect(parseAdminPath('/admin/user/history/')).toEqual({
      kind: 'list',
      section: 'user/history',
      pageNo: 1,
      query: {},
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

  it('reads the trash of a section, with and without a page number', () => {
    expect(parseAdminPath('/admin/board/news/trash')).toEqual({
      kind: 'trash',
      section: 'board/news',
      pageNo: 1,
      query: {},
    });
    expect(parseAdminPath('/admin/qna/qna/trash/2/', '?searchType=title&searchText=hoa')).toEqual({
      kind: 'trash',
      section: 'qna/qna',
      pageNo: 2,
      query: { searchType: 'title', searchText: 'hoa' },
    });
    for (const path of [
      '/admin/board/news/trash/0',
      '/admin/board/news/trash/x',
      '/admin/board/news/trash/2/3',
    ])
      expect(parseAdminPath(path).kind, path).toBe('notFound');
    expect(ADMIN_PATHS.trash('main/banner')).toBe('/admin/main/banner/trash');
    expect(ADMIN_PATHS.trash('main/banner', 3)).toBe('/admin/main/banner/trash/3');
    expect(ADMIN_PATHS.trash('main/banner', 1, { searchType: 'title', searchText: 'x' })).toBe(
      '/admin/main/banner/trash?searchType=title&searchText=x',
    );
  });

  it('knows the API reference screen', () => {
    expect(ADMIN_PATHS.apiReference).toBe('/admin/api-reference');
    expect(parseAdminPath(ADMIN_PATHS.apiReference).kind).toBe('apiReference');
    expect(parseAdminPath('/admin/api-reference/extra').kind).toBe('notFound');
  });

  it('knows the failed e-mails and their pages (decision 063)', () => {
    expect(ADMIN_PATHS.failedMails()).toBe('/admin/mail/failed');
    expect(parseAdminPath(ADMIN_PATHS.failedMails())).toEqual({ kind: 'failedMails', pageNo: 1 });
    expect(parseAdminPath(ADMIN_PATHS.failedMails(3))).toEqual({ kind: 'failedMails', pageNo: 3 });
    for (const path of [
      '/admin/mail/failed/0',
      '/admin/mail/failed/x',
      '/admin/mail/failed/2/3',
      '/admin/mail',
    ])
      expect(parseAdminPath(path).kind).toBe('notFound');
  });

  it('knows the review screen (decision 058)', () => {
    expect(ADMIN_PATHS.review).toBe('/admin/review');
    expect(parseAdminPath(ADMIN_PATHS.review).kind).toBe('review');
    expect(parseAdminPath('/admin/review/1').kind).toBe('notFound');
  });

  it('knows login, dashboard and the password screen, and nothing else', () => {
    expect(parseAdminPath('/admin/login').kind).toBe('login');
    expect(parseAdminPath(ADMIN_PATHS.password).kind).toBe('password');
    expect(parseAdminPath('/admin/password/').kind).toBe('password');
    expect(parseAdminPath(ADMIN_PATHS.security).kind).toBe('security');
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

  it('keeps a list view (search, sort, filters) in the query string', () => {
    const state = { searchType: 'title', searchText: 'hè 2025 & more', sort: 'title', order: 'asc' };
    const path = ADMIN_PATHS.list('board/news', 2, { ...state, searchStartDt: '' });
    expect(path).toBe(
      '/admin/board/news/2?searchType=title&searchText=h%C3%A8+2025+%26+more&sort=title&order=asc',
    );
    const url = new URL(path, 'http://localhost');
    expect(parseAdminPath(url.pathname, url.search)).toEqual({
      kind: 'list',
      section: 'board/news',
      pageNo: 2,
      query: state,
    });
    expect(ADMIN_PATHS.list('board/news', 1, {})).toBe('/admin/board/news');
    expect(listSearch({ searchText: '' })).toBe('');
    const long = parseAdminPath('/admin/board/news', `?searchText=${'x'.repeat(500)}&searchText=second`);
    expect(long).toMatchObject({ query: { searchText: 'x'.repeat(200) } });
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

  it('reads the media library: its pages with their search, and one item (decision 036)', () => {
    expect(parseAdminPath('/admin/media')).toEqual({ kind: 'media', pageNo: 1, query: {} });
    expect(parseAdminPath('/admin/media/3', '?searchText=camp')).toEqual({
      kind: 'media',
      pageNo: 3,
      query: { searchText: 'camp' },
    });
    expect(parseAdminPath('/admin/media/detail/12')).toEqual({ kind: 'mediaItem', id: 12 });
    for (const path of ['/admin/media/0', '/admin/media/detail', '/admin/media/detail/x', '/admin/media/1/2'])
      expect(parseAdminPath(path), path).toEqual({ kind: 'notFound' });
    expect(ADMIN_PATHS.media(2, { searchText: 'trại hè' })).toBe(
      '/admin/media/2?searchText=tr%E1%BA%A1i+h%C3%A8',
    );
    expect(ADMIN_PATHS.mediaItem(7)).toBe('/admin/media/detail/7');
  });

  it('knows the e-mail templates screen of applications, beside their list', () => {
    expect(ADMIN_PATHS.applicationTemplates).toBe('/admin/board/application/templates');
    expect(parseAdminPath(ADMIN_PATHS.applicationTemplates).kind).toBe('applicationTemplates');
    expect(parseAdminPath('/admin/board/application/templates/').kind).toBe('applicationTemplates');
    expect(parseAdminPath('/admin/board/news/templates').kind).toBe('notFound');
    expect(parseAdminPath('/admin/board/application/templates/2').kind).toBe('notFound');
  });
});
