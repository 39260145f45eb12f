import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { en } from '../locales/en.ts';
import { vi } from '../locales/vi.ts';
import { SECTIONS } from './index.ts';

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

describe("the job form's structured fields (issue 25)", () => {
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
