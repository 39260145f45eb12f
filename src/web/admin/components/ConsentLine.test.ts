import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n.tsx';
import { en } from '../locales/en.ts';
import { vi } from '../locales/vi.ts';
import { ConsentLine } from './ConsentLine.tsx';

const line = (locale: 'en' | 'vi', consentVersion: number | null, consentAt: string | null) =>
  renderToStaticMarkup(
    createElement(I18nProvider, {
      locale,
      messages: locale === 'vi' ? vi : en,
      children: createElement(ConsentLine, { consentVersion, consentAt }),
    }),
  );

describe('the consent on an inquiry or application detail', () => {
  it('names the version agreed to and when, in Vietnam time', () => {
    expect(line('en', 3, '2026-11-25T07:02:31.000Z')).toBe('Agreed to privacy notice v3 on 25/11/2026 14:02');
    expect(line('vi', 3, '2026-11-25T07:02:31.000Z')).toBe(
      'Đã đồng ý thông báo bảo mật phiên bản 3 lúc 25/11/2026 14:02',
    );
  });

  it('says a row sent before versions were kept had its policy box checked', () => {
    expect(line('en', null, null)).toBe('Policy box checked; sent before privacy notice versions were kept');
    expect(line('vi', null, null)).toContain('trước khi các phiên bản thông báo bảo mật được lưu');
  });
});
