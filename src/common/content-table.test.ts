import { describe, expect, it } from 'vitest';
import { contentTableOf } from './content-declaration.ts';
import { CONTENT_TYPES } from './content-types.ts';

describe('contentTableOf', () => {
  it('makes a table snapshot from a declaration: fields, window, folds, file, derived columns', () => {
    const job = contentTableOf(CONTENT_TYPES.job);
    expect(job.table).toBe('job');
    expect(job.idField).toBe('jobNo');
    const columns = Object.fromEntries(job.columns);
    expect(columns).toMatchObject({
      dateCd: 'text',
      startDt: 'date',
      endDt: 'date',
      startTime: 'time',
      title: 'text',
      salaryMin: 'text',
      fileUrl: 'text',
      fileName: 'text',
      titleSearch: 'text',
      contentsSearch: 'text',
      locationSearch: 'text',
      departmentSearch: 'text',
    });
    // Made by the table builder itself, never listed twice.
    for (const own of ['jobNo', 'localeCd', 'useYn', 'delYn', 'createDt'])
      expect(columns).not.toHaveProperty(own);
    expect(job.pageFilters).toEqual(['useYn', 'dateCd', 'startDt', 'endDt', 'startTime', 'endTime']);
    expect(job.searched).toEqual(['titleSearch', 'contentsSearch']);

    const news = Object.fromEntries(contentTableOf(CONTENT_TYPES.news).columns);
    expect(news).toMatchObject({ publishAt: 'instant', takeDownAt: 'instant', thumbnailUrl: 'text' });
    const banner = Object.fromEntries(contentTableOf(CONTENT_TYPES.banner).columns);
    expect(banner).toMatchObject({ mediaNo: 'integer', imageVariants: 'text', imageUrl: 'text' });
  });
});
