// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mount } from '../../lib/test-dom.ts';
import { LanguageProvider, loadAdminTexts } from '../lib/language.tsx';
import { SessionProvider, useSession } from '../lib/session.tsx';
import { SECTIONS } from '../sections/index.ts';
import { SectionGuidance } from './SectionGuidance.tsx';

// The Vietnamese texts load when chosen (lib/language.tsx): here before any test renders.
beforeAll(() => loadAdminTexts('vi'));

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const ADMIN = { id: 1, userNo: 1, username: 'admin', settings: ['0ALL'] };

/** The server's /api/user/me answer: with or without the retention periods, or 401 when signed out. */
function answerMe(
  me: { retention?: { inquiryDays: number; applicationDays?: number; historyDays: number } } | 'signedOut',
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      me === 'signedOut'
        ? new Response(JSON.stringify({ success: false, message: 'Login required', code: 'unauthorized' }), {
            status: 401,
          })
        : new Response(JSON.stringify({ success: true, data: { ...ADMIN, ...me } }), { status: 200 }),
    ),
  );
}

/** What the login screen does with POST /api/user/login's answer (the spec's fields, no retention). */
function SignInButton() {
  const { signIn } = useSession();
  return createElement('button', { type: 'button', onClick: () => signIn({ ...ADMIN }) }, 'Log in');
}

async function mountGuidance(key: keyof typeof SECTIONS, isTrash = false) {
  const { host } = await mount(
    createElement(
      LanguageProvider,
      null,
      createElement(
        SessionProvider,
        null,
        createElement(SignInButton),
        createElement(SectionGuidance, { section: SECTIONS[key], isTrash }),
      ),
    ),
  );
  await act(async () => {});
  return {
    text: () => host.querySelector('.admin-guidance')?.textContent ?? '',
    signIn: () => act(async () => host.querySelector('button')?.click()),
  };
}

const guidance = async (key: keyof typeof SECTIONS, isTrash = false) =>
  (await mountGuidance(key, isTrash)).text();

const PERIODS = { retention: { inquiryDays: 90, applicationDays: 183, historyDays: 400 } };

describe('SectionGuidance', () => {
  it('states the periods the server is configured with, for inquiries (their trash too) and the history', async () => {
    answerMe(PERIODS);
    expect(await guidance('qna/qna')).toContain('erased with their attachments 90 days after they arrive');
    expect(await guidance('qna/qna', true)).toContain('90 days');
    expect(await guidance('user/history')).toContain('erased 400 days after');
    expect(await guidance('board/application')).toContain('erased with their CVs 183 days after they arrive');
    expect(await guidance('board/news')).not.toMatch(/\d+ days/);
  });

  it('speaks Vietnamese in the Vietnamese admin', async () => {
    sessionStorage.setItem('kv-admin-language', 'vi');
    answerMe(PERIODS);
    expect(await guidance('qna/qna')).toContain('sau 90 ngày');
    expect(await guidance('board/application')).toContain('cùng CV sau 183 ngày');
  });

  it('says what drafts made true (decision 037): editing leaves the published item shown, in both languages', async () => {
    answerMe({});
    for (const key of ['board/news', 'board/faq'] as const) {
      const text = await guidance(key);
      expect(text).not.toMatch(/stops its exposure/);
      expect(text).toContain('Visitors keep seeing the published');
      expect(text).toContain('"Keep as draft"');
    }
    sessionStorage.setItem('kv-admin-language', 'vi');
    for (const key of ['board/news', 'board/faq'] as const) {
      const text = await guidance(key);
      expect(text).not.toMatch(/tạm ngừng hiển thị/);
      expect(text).toContain('khách truy cập vẫn thấy');
      expect(text).toContain('"Giữ làm bản nháp"');
    }
  });

  it('learns them on signing in, though the login answer does not carry them', async () => {
    answerMe('signedOut');
    const screen = await mountGuidance('qna/qna');
    expect(screen.text()).not.toMatch(/\d/);
    answerMe(PERIODS);
    await screen.signIn();
    expect(screen.text()).toContain('90 days');
  });

  it('names no number until the server has said', async () => {
    answerMe({});
    const text = await guidance('qna/qna');
    expect(text).toContain('Partnership inquiries sent from the website');
    expect(text).not.toMatch(/\d|\{days\}/);
  });
});
