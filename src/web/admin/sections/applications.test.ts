import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { translator } from '../../lib/i18n.tsx';
import { viewOf } from '../components/list/view.ts';
import { menusFor } from '../lib/menu.ts';
import { en } from '../locales/en.ts';
import { vi } from '../locales/vi.ts';
import { SECTIONS } from './index.ts';

const section = SECTIONS['board/application'];

describe('the Applications section', () => {
  it('sits last under Board, for holders of its read right only', () => {
    expect(menusFor(['rBoardApplication'])).toEqual([{ menu: 'Board', sections: ['board/application'] }]);
    expect(menusFor(['0ALL']).find((group) => group.menu === 'Board')?.sections).toEqual([
      'board/recruit',
      'board/faq',
      'board/news',
      'board/video',
      'board/partner',
      'board/event',
      'board/application',
    ]);
    expect(menusFor(['eBoardApplication', 'rBoardNews']).flatMap((group) => group.sections)).toEqual([
      'board/news',
    ]);
  });

  it('keeps a job number and a known status from the URL, and drops anything else', () => {
    expect(viewOf(section, { jobNo: '12', statusCd: '30', sort: 'name', order: 'desc' })).toEqual({
      jobNo: '12',
      statusCd: '30',
      sort: 'name',
      order: 'desc',
    });
    expect(viewOf(section, { jobNo: '12; drop', statusCd: '99' })).toEqual({});
  });

  it('opens rows with the read right and saves only status and note', () => {
    expect(section.detailRight).toBe('r');
    expect(section.hasAdd).toBe(false);
    const ctx = { isNew: false, localeCd: 'EN' as const, t: translator(en) };
    const values = { statusCd: '30', note: 'Monday', name: 'An', email: 'an@example.com' };
    expect(section.form!.toBody(values, ctx)).toEqual({ statusCd: '30', note: 'Monday' });
    expect(section.form!.fields.find((f) => f.name === 'note')?.maxLength).toBe(2000);
    expect(section.form!.validate!({ statusCd: '99', note: '' }, ctx)).toMatch(/statusCd/);
  });

  it('sends notify only when staff decided, and a message only with a notification', () => {
    const ctx = { isNew: false, localeCd: 'EN' as const, t: translator(en) };
    const stored = { statusCd: '20', note: '', localeCd: 'VI', messages: [], events: [] };
    const toBody = section.form!.toBody;
    // Untouched: the server follows the status's template.
    expect(toBody({ ...stored, statusCd: '30' }, ctx)).toEqual({ statusCd: '30', note: '' });
    expect(toBody({ ...stored, statusCd: '30', notify: 'Y', message: '  Bring your ID.  ' }, ctx)).toEqual({
      statusCd: '30',
      note: '',
      notify: 'Y',
      message: 'Bring your ID.',
    });
    expect(toBody({ ...stored, statusCd: '60', message: 'Thank you' }, ctx)).toEqual({
      statusCd: '60',
      note: '',
      message: 'Thank you',
    });
    expect(toBody({ ...stored, statusCd: '60', notify: 'N', message: 'Thank you' }, ctx)).toEqual({
      statusCd: '60',
      note: '',
      notify: 'N',
    });
    expect(toBody({ ...stored, statusCd: '30', notify: 'Y', message: '   ' }, ctx)).toEqual({
      statusCd: '30',
      note: '',
      notify: 'Y',
    });
  });

  it('offers the e-mail and the message only when the status changes', () => {
    const record = { statusCd: '20' };
    const shown = (values: Record<string, unknown>) =>
      section
        .form!.fields.filter((f) => f.isShownWhen?.({ values, record, userNo: 1 }) ?? true)
        .map((f) => f.name);
    expect(shown({ statusCd: '20' })).toEqual(['statusCd', 'note']);
    expect(shown({ statusCd: '30' })).toEqual(['statusCd', 'notify', 'message', 'note']);
  });

  it('has every text it shows in both admin languages', () => {
    for (const catalogue of [en, vi]) {
      const t = translator(catalogue);
      const keys = [
        'page.board/application',
        'guide.board/application',
        'pageName.Application',
        'retention.applicationDays',
        ...section.searchTypes.map((type) => `search.${type}`),
        ...section.columns.map((column) => `col.${column.label}`),
        ...section.filters!.map((filter) => `col.${filter.label}`),
        ...section.form!.fields.map((field) => `field.${field.label}`),
        'col.applications',
        'application.languages.EN',
        'application.languages.VI',
        ...section.form!.fields.flatMap((field) => (field.hint ? [`hint.${field.hint}`] : [])),
        'frame.applicationTemplates',
      ];
      for (const key of keys) expect(t(key), key).not.toBe(key);
    }
    expect(translator(vi)('search.applicant')).toBe('Tên hoặc email');
    expect(translator(en)('page.board/application')).toBe('Applications');
  });

  it('adds the count of applications to the job list, shown to Application readers only', () => {
    const recruit = SECTIONS['board/recruit'];
    const column = recruit.columns.find((c) => c.extra === 'applicationCounts');
    expect(column?.label).toBe('applications');
    expect(recruit.listExtras?.applicationCounts?.page).toBe(CONTENT_TYPES.application.page);
  });
});
