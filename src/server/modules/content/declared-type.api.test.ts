import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ContentType, contentTableOf } from '../../../common/content-declaration.ts';
import {
  dateCd,
  localeCd,
  optionalDate,
  optionalText,
  richText,
  text,
  useYn,
  withDateWindow,
} from '../../../common/schemas/fields.ts';
import { boardSection } from '../../../web/admin/sections/board.ts';
import { createContentTable } from '../../db/content-table.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * A content type that exists nowhere but here: a notice with a title, a rich-text body and a date
 * window. Its API and its admin section come from this declaration alone (decision 027); if a
 * derivation breaks, these calls or sections do.
 */
const notice = {
  name: 'notice',
  idField: 'noticeNo',
  page: 'BoardNews',
  api: '/api/notice',
  adminSection: 'board/notice',
  schema: withDateWindow(
    z.object({
      localeCd,
      useYn: useYn.default('Y'),
      dateCd: dateCd.default('20'),
      startDt: optionalDate('startDt'),
      endDt: optionalDate('endDt'),
      title: text('title', 80, { required: true }),
      contents: richText('contents').optional().default(''),
      // Searched, and declared a text filter: folded into summarySearch and placeSearch, which
      // no list of the server's names (the resource derives them).
      summary: optionalText('summary', 200),
      place: optionalText('place', 80),
    }),
  ),
  fields: [
    { name: 'dateCd', label: 'dateMode', kind: 'dateWindow' },
    { name: 'title', label: 'title', kind: 'text' },
    { name: 'contents', label: 'contents', kind: 'richText' },
  ],
  search: ['title', 'contents', 'summary'],
  filters: [{ name: 'place' }],
  sort: ['title', 'createDt'],
  columns: [
    { key: 'title', label: 'title', kind: 'text', isLink: true },
    { key: 'endDt', label: 'period', kind: 'period' },
    { key: 'createDt', label: 'addDate', kind: 'date' },
  ],
  publicPageSize: 5,
} satisfies ContentType;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ contentTypes: [notice] });
  await createContentTable(server.deps.db, server.deps.dialect, contentTableOf(notice));
});
afterAll(() => server?.close());

describe('a content type declared in a test, through the real app', () => {
  it('creates, lists, reads, searches, updates and deletes, with the board rules', async () => {
    const { admin, api } = server;
    const created = await admin.post('/api/notice', {
      localeCd: 'EN',
      title: 'Pool closed on Monday',
      contents: '<p>Cleaning <strong>day</strong></p><script>alert(1)</script>',
    });
    expect(created.body).toEqual({ success: true, data: expect.any(Number) });
    const id = created.body.data;
    const hidden = await admin.post('/api/notice', { localeCd: 'EN', title: 'Draft notice', dateCd: '30' });
    expect(hidden.status).toBe(200);

    // Visitors: public rows only, with the date mode's label, no folded columns, no author.
    const list = await api.get('/api/notice', { localeCd: 'EN' });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      noticeNo: id,
      dateCdNm: 'Always',
      title: 'Pool closed on Monday',
    });
    expect(list.body.data.list[0].contents).toBe('<p>Cleaning <strong>day</strong></p>');
    expect(list.body.data.list[0]).not.toHaveProperty('titleSearch');
    expect(list.body.data.list[0]).not.toHaveProperty('createId');
    expect((await admin.get('/api/notice', { localeCd: 'EN' })).body.data.total).toBe(2);

    const one = await api.get(`/api/notice/${id}`);
    expect(one.body.data).toMatchObject({ noticeNo: id, title: 'Pool closed on Monday' });

    // Searches on the declared fields, folded; others refused by name.
    const byContents = await api.get('/api/notice', { searchType: 'contents', searchText: 'CLEANING' });
    expect(byContents.body.data.list.map((r: { noticeNo: number }) => r.noticeNo)).toEqual([id]);
    const byTitle = await api.get('/api/notice', { searchType: 'title', searchText: 'monday' });
    expect(byTitle.body.data.total).toBe(1);
    const wrongType = await api.get('/api/notice', { searchType: 'name', searchText: 'x' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('searchType must be one of title, contents, summary');
    const wrongSort = await admin.get('/api/notice', { sort: 'useYn' });
    expect(wrongSort.body.message).toBe('sort must be one of title, createDt');
    const sorted = await admin.get('/api/notice', { localeCd: 'EN', sort: 'title', order: 'asc' });
    expect(sorted.body.data.list.map((r: { title: string }) => r.title)).toEqual([
      'Draft notice',
      'Pool closed on Monday',
    ]);

    // The schema's limits and messages.
    const invalid = await admin.post('/api/notice', { localeCd: 'EN', title: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('title is required');

    const updated = await admin.post(`/api/notice/${id}`, { title: 'Pool open again' });
    expect(updated.body).toEqual({ success: true, data: 'OK' });
    const after = await admin.get(`/api/notice/${id}`);
    expect(after.body.data).toMatchObject({ title: 'Pool open again', modifyId: 'admin' });
    expect((await api.get('/api/notice', { searchText: 'open again' })).body.data.total).toBe(1);

    // A declared type's folds are the server's alone: never answered, to visitors or staff.
    const folded = await admin.post('/api/notice', {
      localeCd: 'EN',
      title: 'Night parade',
      summary: 'Lanterns at the Fire station',
      place: 'Main Street',
    });
    const foldedId = folded.body.data;
    expect(
      (await api.get('/api/notice', { searchType: 'summary', searchText: 'LANTERNS' })).body.data.total,
    ).toBe(1);
    const answers = [
      (await api.get('/api/notice', { searchType: 'summary', searchText: 'lanterns' })).body.data.list[0],
      (await api.get(`/api/notice/${foldedId}`)).body.data,
      (await admin.get('/api/notice', { searchType: 'summary', searchText: 'lanterns' })).body.data.list[0],
      (await admin.get(`/api/notice/${foldedId}`)).body.data,
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ noticeNo: foldedId, summary: 'Lanterns at the Fire station' });
      expect(Object.keys(answer).filter((key) => key.endsWith('Search'))).toEqual([]);
    }

    // Visitors cannot write; the permission page guards it.
    expect((await api.post('/api/notice', { localeCd: 'EN', title: 'x' })).status).toBe(401);

    const deleted = await admin.delete('/api/notice', { noticeNo: [id] });
    expect(deleted.body).toEqual({ success: true, data: [id] });
    expect((await api.get(`/api/notice/${id}`)).status).toBe(404);
    const restored = await admin.post('/api/notice/restore', { noticeNo: [id] });
    expect(restored.body).toEqual({ success: true, data: [id] });
  });
});

describe('the same declaration as an admin section', () => {
  const section = boardSection(notice);
  const ctx = { isNew: true, localeCd: 'EN' as const, t: (key: string) => key };

  it('has its API, rights, search options and columns', () => {
    expect(section).toMatchObject({
      key: 'board/notice',
      api: '/api/notice',
      page: 'BoardNews',
      idField: 'noticeNo',
      searchTypes: ['title', 'contents', 'summary'],
      hasAdd: true,
      hasDelete: true,
      hasTrash: true,
    });
    expect(section.columns.map(({ label, sort, isLink }) => ({ label, sort, isLink }))).toEqual([
      { label: 'title', sort: 'title', isLink: true },
      { label: 'period', sort: undefined, isLink: undefined },
      { label: 'addDate', sort: 'createDt', isLink: undefined },
    ]);
    const row = {
      title: 'Pool',
      dateCd: '10',
      startDt: '2026-11-01',
      endDt: '2026-11-08',
      createDt: '2026-11-02T03:00:00Z',
    };
    const cells = section.columns.map((c) => c.value(row, { ...ctx, canEdit: true, reload: () => {} }));
    expect(cells).toEqual(['Pool', '01/11/2026 ~ 08/11/2026', '02/11/2026']);
  });

  it('has its form: fields with the schema limits, checks and body', () => {
    const form = section.form!;
    expect(form.fields).toEqual([
      {
        name: 'dateCd',
        label: 'dateMode',
        kind: 'dateMode',
        names: ['dateCd', 'startDt', 'endDt', 'startTime', 'endTime'],
      },
      { name: 'title', label: 'title', kind: 'text', maxLength: 80 },
      { name: 'contents', label: 'contents', kind: 'editor' },
    ]);
    const initial = form.initial(ctx);
    expect(initial).toMatchObject({ dateCd: '10', title: '', contents: '', useYn: 'Y' });
    expect(form.validate!(initial, ctx)).toBe('title is required');
    expect(form.validate!({ ...initial, title: 'x'.repeat(81) }, ctx)).toBe(
      'title must be at most 80 characters',
    );
    expect(form.validate!({ ...initial, title: 'Pool' }, ctx)).toBeNull();
    expect(form.toBody({ ...initial, title: 'Pool' }, ctx)).toEqual({
      localeCd: 'EN',
      dateCd: '10',
      startDt: initial.startDt,
      endDt: initial.endDt,
      startTime: '',
      endTime: '',
      title: 'Pool',
      contents: '',
    });
  });
});
