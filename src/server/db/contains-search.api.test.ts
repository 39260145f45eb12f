import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../common/text.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { scanContains } from './contains-search.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Titles with and without diacritics, đ, capitals, LIKE wildcards and backslashes. */
const TITLES = [
  'Tuyển dụng nhân viên',
  'Tuyen dung mua he',
  'ĐÀO TẠO Đội PCCC',
  'dao tao doi pccc',
  'Giảm giá 50% cho học sinh',
  'Giam gia 50 phan tram',
  'file_name.pdf và fileXname',
  'C:\\KidVenture\\docs',
  'Học sinh tiểu học',
  'Hà Nội – Đà Nẵng',
  'Nước "sạch"',
  'Ưu đãi: 2*3 - NEAR(a, b) ^_^ {title}',
  'ab',
  'x',
  'Tin tức số 4711',
  'Tức 711, bài 47 so',
];

/**
 * Terms of 1, 2, 3 and more characters, across words, with LIKE wildcards and FTS5 query syntax that
 * must match themselves.
 */
const TERMS = [
  'd',
  'Đ',
  '%',
  '_',
  '\\',
  '"',
  'dụ',
  'ĐÀ',
  '0%',
  'e_',
  'ab',
  'x',
  '50%',
  '_na',
  'e_n',
  '%_%',
  '\\ki',
  'C:\\KIDVENTURE\\',
  'pccc',
  'tuyển dụng',
  'dung nhan',
  'TUYEN DUNG MUA',
  'hoc sinh tieu',
  'a n',
  'n "s',
  '"sach"',
  'ha noi – da nang',
  'nuoc',
  'zzz',
  'tuyen  dung',
  '2*3',
  'near(a',
  'ai: 2',
  '^_^',
  ' - ',
  '{title}',
  'b) ^',
  'tuc so 4711',
  'TỨC SỐ 47',
];

const idsOf = (rows: Array<{ newsNo: number }>) => rows.map((r) => r.newsNo).sort((a, b) => a - b);

describe('indexed contains-search answers as the scan does', () => {
  const stored = new Map<number, { title: string; contents: string }>();

  const addNews = async (title: string, contents: string) => {
    const created = await server.admin.post('/api/news', {
      localeCd: 'VI',
      title,
      contents: `<p>${contents}</p>`,
    });
    expect(created.status).toBe(200);
    stored.set(created.body.data, { title, contents });
    return created.body.data as number;
  };

  const search = async (searchType: 'title' | 'contents', searchText: string) => {
    const answer = await server.admin.get('/api/news', {
      localeCd: 'VI',
      searchType,
      searchText,
      pageCnt: 100,
    });
    expect(answer.status, searchText).toBe(200);
    expect(answer.body.data.total, searchText).toBe(answer.body.data.list.length);
    return idsOf(answer.body.data.list);
  };

  /** What a contains-match means, in JavaScript over what was stored. */
  const expected = (field: 'title' | 'contents', term: string) =>
    [...stored]
      .filter(([, row]) => foldForSearch(row[field]).includes(foldForSearch(term)))
      .map(([id]) => id)
      .sort((a, b) => a - b);

  /** The plain LIKE scan the index replaces. */
  const scanned = async (column: 'titleSearch' | 'contentsSearch', term: string) =>
    idsOf(
      await server.deps.db
        .selectFrom('news')
        .select('newsNo')
        .where('delYn', '=', 'N')
        .where(scanContains(column, foldForSearch(term)))
        .execute(),
    );

  const expectSameAsScan = async (term: string) => {
    for (const [field, column] of [
      ['title', 'titleSearch'],
      ['contents', 'contentsSearch'],
    ] as const) {
      const found = await search(field, term);
      expect(found, `${field} ${term}`).toEqual(expected(field, term));
      expect(found, `${field} ${term}`).toEqual(await scanned(column, term));
    }
  };

  beforeAll(async () => {
    // Contents read backwards, so title and contents searches find different rows.
    for (const title of TITLES) await addNews(title, [...title].reverse().join(''));
  });

  it('for terms of every length, with and without diacritics, capitals and wildcards', async () => {
    expect(await search('title', 'dung')).toHaveLength(2);
    for (const term of TERMS) await expectSameAsScan(term);
  });

  it('after rows are updated, deleted, and a new row takes a deleted row’s number', async () => {
    const renamed = [...stored.keys()][0]!;
    expect(
      (await server.admin.post(`/api/news/${renamed}`, { title: 'Khai trương khu cứu hỏa' })).status,
    ).toBe(200);
    stored.set(renamed, { ...stored.get(renamed)!, title: 'Khai trương khu cứu hỏa' });
    expect(await search('title', 'nhan vien')).toEqual([]);
    expect(await search('title', 'CUU HOA')).toEqual([renamed]);

    const softDeleted = [...stored.keys()][1]!;
    expect((await server.admin.delete('/api/news', [softDeleted])).status).toBe(200);
    stored.delete(softDeleted);

    // Rows leave for good too (the history is pruned).
    const erased = await addNews('Bài sẽ bị xóa hẳn', 'sẽ bị xóa');
    await server.deps.db.deleteFrom('news').where('newsNo', '=', erased).execute();
    stored.delete(erased);
    await addNews('Tin mới hoàn toàn', 'khác hẳn');
    expect(await search('title', 'bi xoa han')).toEqual([]);
    expect(await search('contents', 'se bi xoa')).toEqual([]);

    for (const term of [...TERMS, 'cuu hoa', 'tin moi', 'khac han', 'bi xoa', 'nhan vien'])
      await expectSameAsScan(term);
  });

  // PostgreSQL's indexes are part of its tables; SQLite's FTS tables follow theirs by triggers.
  it.runIf(process.env.TEST_DB !== 'postgres')(
    'keeps the SQLite index equal to its table through all of that',
    async () => {
      // FTS5's integrity check with rank 1 compares the index with the rows of the content table.
      await expect(
        sql`insert into news_search(news_search, rank) values ('integrity-check', 1)`.execute(server.deps.db),
      ).resolves.toBeDefined();
    },
  );
});
