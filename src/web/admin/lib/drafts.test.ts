import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../sections/index.ts';
import { draftKey, draftOf, snapshot } from './drafts.ts';

const fieldsOf = (key: keyof typeof SECTIONS) => SECTIONS[key].form!.fields;

describe('form drafts', () => {
  it('never keep the account password, and keep the other fields', () => {
    const draft = draftOf(
      {
        role: 'General Manager',
        username: 'lan',
        password: 'Secret-Pass9',
        manager: 'Lan',
        mgtsettings: ['rBoardNews'],
      },
      fieldsOf('user/auth'),
    );
    expect(JSON.stringify(draft)).not.toContain('Secret-Pass9');
    expect(draft.values).toMatchObject({ username: 'lan', manager: 'Lan', mgtsettings: ['rBoardNews'] });
    expect(draft.hasFiles).toBe(false);
  });

  it('leave chosen files out but say that there were some; keep the date window', () => {
    const file = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    const draft = draftOf(
      { title: 'Job', jobFile: file, dateCd: '10', startDt: '2026-11-01', endDt: '2026-11-08' },
      fieldsOf('board/recruit'),
    );
    expect(draft.hasFiles).toBe(true);
    expect(Object.values(draft.values).some((v) => v instanceof File)).toBe(false);
    expect(draft.values).toMatchObject({ title: 'Job', dateCd: '10', startDt: '2026-11-01' });
  });

  it('compare values as the form shows them: null and empty alike, a chosen file as a change', () => {
    const fields = fieldsOf('main/banner');
    expect(snapshot({ title: 'A', linkUrl: null }, fields)).toBe(
      snapshot({ title: 'A', linkUrl: '' }, fields),
    );
    expect(snapshot({ title: 'A', extra: 1 }, fields)).toBe(snapshot({ title: 'A' }, fields));
    expect(snapshot({ title: 'A', bannerImg: new File(['x'], 'a.png') }, fields)).not.toBe(
      snapshot({ title: 'A' }, fields),
    );
  });

  it('are kept per administrator, section and record', () => {
    expect(draftKey(3, 'board/news', 12)).toBe('kv-admin-draft:3:board/news:12');
    expect(draftKey(3, 'board/news', undefined)).toBe('kv-admin-draft:3:board/news:new');
  });
});
