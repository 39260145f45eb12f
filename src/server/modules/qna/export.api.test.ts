import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vietnamDate } from '../../../common/dates.ts';
import type { ApiClient } from '../../test/client.ts';
import { parseCsv } from '../../test/csv.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/** GET /api/qna/export: the inquiry list's current filter as a CSV file for spreadsheets. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server?.close());

let lastAddress = 0;
const marker = `m${Date.now().toString(36)}`;

async function send(fields: Record<string, string>, withFile = false): Promise<number> {
  const res = await server.api.form(
    '/api/qna',
    {
      localeCd: 'VI',
      typeCd: '10',
      policyChecked: 'Y',
      name: 'Nguyễn Thị Lan',
      email: 'lan.nguyen',
      emailDomain: '00',
      emailDomainName: 'example.com',
      phone: '0912345678',
      contents: '',
      ...fields,
      ...(withFile ? { qnaFile: pdfFile('Đề xuất hợp tác.pdf') } : {}),
    },
    { 'x-forwarded-for': `192.0.2.${++lastAddress}` },
  );
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** The raw bytes as a browser downloads them (fetch's text() would drop the byte-order mark). */
async function exportAs(client: ApiClient, query: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/qna/export?${new URLSearchParams(query)}`, {
    headers: client.token ? { authorization: `Bearer ${client.token}` } : {},
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, rows: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
}

describe('GET /api/qna/export', () => {
  it('answers a UTF-8 CSV with a byte-order mark, every field, Vietnamese intact, dd/mm/yyyy', async () => {
    const title = `Tài trợ "khu Cứu hỏa", đợt 1 ${marker}`;
    const id = await send({ title, contents: 'Dòng một\nDòng hai, có dấu phẩy' }, true);
    await server.admin.post(`/api/qna/${id}`, { statusCd: '20' });
    const { response, bytes, rows } = await exportAs(server.admin, {
      localeCd: 'VI',
      searchType: 'title',
      searchText: marker,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="inquiries-${vietnamDate()}.csv"`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const today = vietnamDate().split('-').reverse().join('/');
    expect(rows).toEqual([
      [
        'Mã yêu cầu',
        'Ngày nhận',
        'Loại yêu cầu',
        'Trạng thái',
        'Tiêu đề',
        'Nội dung',
        'Họ tên',
        'Email',
        'Số điện thoại',
        'Tệp đính kèm',
        'Ngôn ngữ',
        'Đồng ý chính sách bảo mật',
        'Địa chỉ IP',
        'Ngày cập nhật',
        'Người cập nhật',
      ],
      [
        String(id),
        today,
        'Hợp tác',
        'Đã xử lý',
        title,
        expect.stringMatching(/^Dòng một\r?\nDòng hai, có dấu phẩy$/),
        'Nguyễn Thị Lan',
        'lan.nguyen@example.com',
        '0912345678',
        'Đề xuất hợp tác.pdf',
        'VI',
        'Y',
        expect.stringMatching(/^192\.0\.2\.\d+$/),
        today,
        'admin',
      ],
    ]);
  });

  it('defuses spreadsheet formulas with a leading apostrophe', async () => {
    await send({ title: `=HYPERLINK("http://evil.example") ${marker}`, name: '@SUM(A1)', contents: '+1-1' });
    const { rows } = await exportAs(server.admin, { localeCd: 'VI', searchText: 'hyperlink' });
    expect(rows[1]).toEqual(
      expect.arrayContaining([`'=HYPERLINK("http://evil.example") ${marker}`, "'@SUM(A1)", "'+1-1"]),
    );
  });

  it('exports what the list shows: the same search, status, type and language, unpaged', async () => {
    const tag = `${marker}f`;
    const waiting = [];
    for (let i = 0; i < 12; i++) waiting.push(await send({ title: `Chờ ${tag} ${i}` }));
    const done = await send({ title: `Xong ${tag}` });
    await server.admin.post(`/api/qna/${done}`, { statusCd: '20' });
    const english = await send({ title: `English ${tag}`, localeCd: 'EN' });
    const deleted = await send({ title: `Xóa ${tag}` });
    await server.admin.delete('/api/qna', { qnaNo: [deleted] });

    const ids = async (query: Record<string, string>) =>
      (await exportAs(server.admin, { searchType: 'title', searchText: tag, ...query })).rows
        .slice(1)
        .map((r) => Number(r[0]));
    const list = async (query: Record<string, string>) =>
      (
        await server.admin.get('/api/qna', { searchType: 'title', searchText: tag, pageCnt: 100, ...query })
      ).body.data.list.map((r: { qnaNo: number }) => r.qnaNo);

    const newestFirst = [...waiting].reverse();
    expect(await ids({ localeCd: 'VI' })).toEqual([done, ...newestFirst]);
    expect(await ids({ localeCd: 'VI', statusCd: '10' })).toEqual(newestFirst);
    expect(await ids({ localeCd: 'VI', statusCd: '20' })).toEqual([done]);
    expect(await ids({ localeCd: 'EN' })).toEqual([english]);
    for (const query of [
      { localeCd: 'VI' },
      { localeCd: 'VI', statusCd: '20' },
      { localeCd: 'VI', statusCd: '10' },
    ] as Record<string, string>[])
      expect(await list(query)).toEqual(await ids(query));
    expect(await ids({ localeCd: 'VI', delYn: 'Y' })).toEqual([deleted]);
  });

  it('filters by the day received in Vietnam (searchStartDt/searchEndDt), list and export alike', async () => {
    const tag = `${marker}d`;
    const received = async (title: string, createDt: string) => {
      const id = await send({ title });
      await server.deps.db.updateTable('qna').set({ createDt }).where('qnaNo', '=', id).execute();
      return id;
    };
    // 17:30 UTC on 31 October is already 1 November in Vietnam; 16:59 UTC is not.
    const october = await received(`Tháng mười ${tag}`, '2026-10-31T16:59:00.000Z');
    const november = await received(`Tháng mười một ${tag}`, '2026-10-31T17:30:00.000Z');
    const query = { localeCd: 'VI', searchText: tag };
    const ids = async (range: Record<string, string>) => ({
      exported: (await exportAs(server.admin, { ...query, ...range })).rows.slice(1).map((r) => Number(r[0])),
      listed: (await server.admin.get('/api/qna', { ...query, ...range })).body.data.list.map(
        (r: { qnaNo: number }) => r.qnaNo,
      ),
    });
    expect(await ids({ searchStartDt: '2026-11-01', searchEndDt: '2026-11-01' })).toEqual({
      exported: [november],
      listed: [november],
    });
    expect(await ids({ searchEndDt: '2026-10-31' })).toEqual({ exported: [october], listed: [october] });
    expect(await ids({})).toEqual({ exported: [november, october], listed: [november, october] });
    const row = (await exportAs(server.admin, { ...query, searchStartDt: '2026-11-01' })).rows[1];
    expect(row?.[1]).toBe('01/11/2026');
  });

  it('needs rQnAQnA; bad filters are a 400 with the list rules', async () => {
    expect((await exportAs(server.api)).response.status).toBe(401);
    const newsReader = await server.loginAs(['rBoardNews', 'eQnAQnA', 'dQnAQnA']);
    const refused = await exportAs(newsReader);
    expect(refused.response.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ success: false, code: 'forbidden' });
    const reader = await server.loginAs(['rQnAQnA']);
    expect((await exportAs(reader, { localeCd: 'VI' })).response.status).toBe(200);
    // Deleted inquiries are the trash's: only with dQnAQnA.
    expect((await exportAs(reader, { delYn: 'Y' })).response.status).toBe(403);
    const bad: Record<string, string>[] = [
      { searchType: 'nope', searchText: 'x' },
      { pageNo: '0' },
      { delYn: 'x' },
    ];
    for (const query of bad) {
      const res = await exportAs(server.admin, query);
      expect(res.response.status, JSON.stringify(query)).toBe(400);
      expect(JSON.parse(res.bytes.toString())).toMatchObject({ success: false, code: 'validation' });
    }
  });

  it('is written to the access history with the filter, the search masked (a person search, decision 050), and the number of rows', async () => {
    const tag = `${marker}h`;
    await send({ title: `Lịch sử ${tag}` });
    await exportAs(server.admin, { localeCd: 'VI', searchText: tag });
    await vi.waitFor(
      async () => {
        const res = await server.admin.get('/api/history', {
          searchType: 'url',
          searchText: '/api/qna/export?localeCd=VI&searchText=***',
        });
        const urls = res.body.data.list.map((r: { url: string; userid: string }) => `${r.userid} ${r.url}`);
        expect(urls).toContain('admin GET /api/qna/export?localeCd=VI&searchText=*** rows=1');
        expect(urls.join('\n')).not.toContain(tag);
      },
      { timeout: 3000, interval: 50 },
    );
  });
});
