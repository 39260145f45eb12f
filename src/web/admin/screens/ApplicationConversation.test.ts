// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../lib/test-dom.ts';
import { LanguageProvider } from '../lib/language.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { ApplicationConversation } from './ApplicationConversation.tsx';

afterEach(() => vi.unstubAllGlobals());

const record = {
  applicationNo: 12,
  events: [{ eventNo: 1, fromStatusCd: '20', statusCd: '30', by: 'hr', at: '2026-11-27T07:02:00.000Z' }],
  messages: [
    {
      messageNo: 4,
      subject: 'Your interview',
      body: 'See you on Monday.',
      status: 'sent',
      sendAt: '2026-11-27T07:02:00.000Z',
      by: 'hr',
    },
  ],
  otherApplications: [
    { applicationNo: 3, jobTitle: 'Ticket desk', statusCd: '60', createDt: '2026-09-02T03:00:00.000Z' },
  ],
};

/** Signed in with `settings` (GET /api/user/me); the detail itself is never asked again here. */
async function mountConversation(settings: string[], values: Record<string, unknown> = record) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, data: { id: 1, userNo: 1, username: 'hr', settings } }),
          { status: 200 },
        ),
    ),
  );
  const { host } = await mount(
    createElement(
      LanguageProvider,
      null,
      createElement(
        SessionProvider,
        null,
        createElement(ApplicationConversation, { applicationNo: 12, record: values }),
      ),
    ),
  );
  await act(async () => {});
  return host;
}

describe("the application's conversation", () => {
  it('lists the e-mail above the move it followed from, the body in a disclosure', async () => {
    const host = await mountConversation(['eBoardApplication']);
    const items = [...host.querySelectorAll('.admin-timeline__list > li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Your interview SentSent 27/11/2026 14:02 · by hrShow the e-mailSee you on Monday.',
      'Moved from Reviewing to Interview by hr, 27/11/2026 14:02',
    ]);
    expect(host.querySelector('details summary')?.textContent).toBe('Show the e-mail');
    const others = host.querySelector('.admin-others');
    expect(others?.textContent).toContain('Ticket desk · Not selected · 02/09/2026');
    expect(others?.querySelector('a')?.getAttribute('href')).toBe('/admin/board/application/detail/3');
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toContain('Send a message');
  });

  it('offers "Send a message" only to those who may edit applications; says when there is nothing yet', async () => {
    const host = await mountConversation(['rBoardApplication'], { applicationNo: 12 });
    expect(host.textContent).toContain('No status changes or e-mails yet.');
    expect(host.querySelector('.admin-others')).toBeNull();
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Send a message');
  });
});
