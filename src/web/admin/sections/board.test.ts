import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { en } from '../locales/en.ts';
import { vi } from '../locales/vi.ts';
import { formData, translatedValues, withTranslationOf } from './form.ts';
import { SECTIONS } from './index.ts';
import type { SectionDef } from './types.ts';

describe('the image fields of the content sections', () => {
  it("offer the kinds their type declares, and their hints name those kinds and no SVG (which the server's sniffing refuses)", () => {
    for (const [key, type, hint] of [
      ['board/partner', CONTENT_TYPES.partner, 'logo'],
      ['main/banner', CONTENT_TYPES.banner, 'bannerImage'],
    ] as const) {
      const field = SECTIONS[key].form!.fields.find((f) => f.name === type.upload.field)!;
      expect(field.file!.accept!.split(',').length).toBe(type.upload.accepts.length);
      for (const text of [en.hint[hint], vi.hint[hint]]) {
        expect(text).not.toMatch(/svg/i);
        for (const kind of type.upload.accepts) expect(text).toContain(kind);
      }
    }
  });
});

describe("the job form's structured fields", () => {
  const form = SECTIONS['board/recruit'].form!;
  const t = ((key: string) => key) as Parameters<typeof form.initial>[0]['t'];

  it('start a new job from the schema: no type or pay period chosen, pay in VND, online applying on', () => {
    expect(form.initial({ localeCd: 'EN', t })).toMatchObject({
      department: '',
      location: '',
      employmentType: '',
      salaryMin: '',
      salaryMax: '',
      salaryCurrency: 'VND',
      salaryUnit: '',
      applyOnline: 'Y',
    });
  });

  it('offer an empty choice before the employment types, labelled in both languages', () => {
    const field = form.fields.find((f) => f.name === 'employmentType')!;
    expect(field.options!('VI').slice(0, 3)).toEqual([
      { value: '', label: '—' },
      { value: 'FULL_TIME', label: 'Toàn thời gian' },
      { value: 'PART_TIME', label: 'Bán thời gian' },
    ]);
    expect(field.options!('EN')[2]).toEqual({ value: 'PART_TIME', label: 'Part-time' });
  });

  it('check pay as the server does', () => {
    const values = { ...form.initial({ localeCd: 'EN', t }), title: 'Guide', dateCd: '20' };
    expect(form.validate!(values, { isNew: true, localeCd: 'EN', t })).toBeNull();
    expect(
      form.validate!({ ...values, salaryMin: '500', salaryMax: '100' }, { isNew: true, localeCd: 'EN', t }),
    ).toBe('salaryMax must not be less than salaryMin');
  });
});

describe('linked translations in the board sections', () => {
  const t = ((key: string) => key) as Parameters<NonNullable<SectionDef['form']>['initial']>[0]['t'];

  it('are offered by the six board sections, named by their link column, and not by inquiries or applications', () => {
    for (const key of ['main/banner', 'board/recruit', 'board/faq', 'board/news', 'board/video'] as const) {
      expect(SECTIONS[key].translatable).toEqual({ titleField: 'title' });
      expect(SECTIONS[key].columns.map((column) => column.label)).toContain('languages');
    }
    expect(SECTIONS['board/partner'].translatable).toEqual({ titleField: 'name' });
    for (const key of ['qna/qna', 'board/application'] as const) {
      expect(SECTIONS[key].translatable).toBeUndefined();
      expect(SECTIONS[key].columns.map((column) => column.label)).not.toContain('languages');
    }
  });

  it('start a new item from the other version: texts, codes, dates and rich text, but no image', () => {
    const form = SECTIONS['main/banner'].form!;
    const source = {
      bannerNo: 3,
      localeCd: 'EN',
      title: 'Summer camp',
      contents: 'Ages 6 to 12',
      linkUrl: '/career/jobs',
      bannerImg: '/uploads/banner.png',
      bannerImgName: 'banner.png',
    };
    const values = translatedValues(form.fields, source, form.initial({ localeCd: 'VI', t }));
    expect(values).toMatchObject({
      title: 'Summer camp',
      contents: 'Ages 6 to 12',
      linkUrl: '/career/jobs',
      useYn: 'Y',
    });
    expect(values).not.toHaveProperty('bannerImg');
    expect(values).not.toHaveProperty('bannerNo');
    const video = SECTIONS['board/video'].form!;
    const window = { dateCd: '10', startDt: '2026-06-01', endDt: '2026-06-30' };
    expect(
      translatedValues(video.fields, { ...window, youtubeId: 'abc' }, video.initial({ localeCd: 'VI', t })),
    ).toMatchObject({ ...window, youtubeId: 'abc' });
  });

  it('start with the same media library picture, which the save sends as mediaNo', () => {
    const form = SECTIONS['main/banner'].form!;
    const source = {
      bannerNo: 3,
      title: 'Summer camp',
      imageUrl: '/uploads/img/a.png',
      imageName: 'camp.png',
      mediaNo: 9,
    };
    const ctx = { localeCd: 'VI' as const, t, isNew: true };
    const values = translatedValues(form.fields, source, form.initial(ctx));
    expect(values.bannerImg).toEqual({ mediaNo: 9, url: '/uploads/img/a.png', fileName: 'camp.png' });
    expect(form.validate!(values, ctx)).toBeNull();
    const body = form.toBody(values, ctx) as FormData;
    expect(body.get('mediaNo')).toBe('9');
    expect(body.has('bannerImg')).toBe(false);
    // A new file chosen instead is sent as the file.
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    const upload = form.toBody({ ...values, bannerImg: file }, ctx) as FormData;
    expect(upload.get('bannerImg')).toBeInstanceOf(File);
    expect(upload.has('mediaNo')).toBe(false);
    expect(formData({ title: 'x' }, form.fields, ctx).has('mediaNo')).toBe(false);
  });

  it("keep the job template's values where the source has none, and its own contents where it has", () => {
    const form = SECTIONS['board/recruit'].form!;
    const start = form.initial({ localeCd: 'VI', t });
    const values = translatedValues(
      form.fields,
      { title: 'Guide', contents: '<p>Hi</p>', salaryMin: null },
      start,
    );
    expect(values).toMatchObject({
      title: 'Guide',
      contents: '<p>Hi</p>',
      salaryMin: '',
      salaryCurrency: 'VND',
    });
  });

  it('send translationOf with a JSON or a multipart body', () => {
    expect(withTranslationOf({ title: 'x' }, 3)).toEqual({ title: 'x', translationOf: 3 });
    const form = new FormData();
    form.set('title', 'x');
    expect((withTranslationOf(form, 3) as FormData).get('translationOf')).toBe('3');
  });
});

describe('schedules in the news and banner sections (decision 035)', () => {
  const t = ((key: string, vars?: Record<string, string | number>) =>
    vars ? `${key} ${Object.values(vars).join(' ')}` : key) as import('../../lib/i18n.tsx').Translate;
  const ctx = { t, localeCd: 'EN' as const, canEdit: true, reload: () => {} };
  const vietnamMinute = (offsetMs: number) =>
    new Date(Date.now() + offsetMs + 7 * 3_600_000).toISOString().slice(0, 16);

  it('edit publishAt and takeDownAt with one schedule field, sent with the form and empty when new', () => {
    const form = SECTIONS['board/news'].form!;
    const field = form.fields.find((f) => f.kind === 'schedule')!;
    expect(field).toMatchObject({ label: 'schedule', names: ['publishAt', 'takeDownAt'], hint: 'schedule' });
    const initial = form.initial({ localeCd: 'EN', t });
    expect(initial).toMatchObject({ publishAt: '', takeDownAt: '' });
    const values = { ...initial, title: 'Open day', publishAt: '2031-06-01T07:30' };
    expect(form.validate!(values, { isNew: true, localeCd: 'EN', t })).toBeNull();
    expect(form.toBody(values, { isNew: true, localeCd: 'EN', t })).toMatchObject({
      publishAt: '2031-06-01T07:30',
      takeDownAt: '',
    });
    expect(
      form.validate!({ ...values, takeDownAt: '2031-06-01T07:00' }, { isNew: true, localeCd: 'EN', t }),
    ).toBe('takeDownAt must be after publishAt');
    expect(SECTIONS['main/banner'].form!.fields.some((f) => f.kind === 'schedule')).toBe(true);
  });

  it("list where each item's schedule stands now", () => {
    const column = SECTIONS['board/news'].columns.find((c) => c.label === 'schedule')!;
    const cell = (row: Record<string, unknown>) => column.value(row, ctx);
    expect(cell({ publishAt: '', takeDownAt: '' })).toBe('');
    expect(cell({ publishAt: '2999-06-01T07:30', takeDownAt: '' })).toBe('col.scheduledAt 01/06/2999 07:30');
    expect(cell({ publishAt: vietnamMinute(-60_000), takeDownAt: '2999-06-30T23:59' })).toBe(
      'col.until 30/06/2999 23:59',
    );
    expect(cell({ publishAt: '', takeDownAt: vietnamMinute(-60_000) })).toBe('col.takenDown');
    for (const catalogue of [en, vi])
      for (const key of ['schedule', 'scheduledAt', 'until', 'takenDown'] as const)
        expect(catalogue.col[key]).toBeTruthy();
  });

  it('give the date window of jobs optional start and end times, shown in the list', () => {
    const period = SECTIONS['board/recruit'].columns.find((c) => c.label === 'period')!;
    const row = { dateCd: '10', startDt: '2031-06-02', endDt: '2031-06-04' };
    expect(period.value({ ...row, startTime: '10:30', endTime: null }, ctx)).toBe(
      '02/06/2031 10:30 ~ 04/06/2031',
    );
    expect(period.value(row, ctx)).toBe('02/06/2031 ~ 04/06/2031');
    const field = SECTIONS['board/recruit'].form!.fields.find((f) => f.kind === 'dateMode')!;
    expect(field.names).toEqual(['dateCd', 'startDt', 'endDt', 'startTime', 'endTime']);
    expect(en.field.startTime).toBe('Start time');
    expect(vi.field.endTime).toBe('Giờ kết thúc');
  });
});
