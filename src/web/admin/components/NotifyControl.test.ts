// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../lib/test-dom.ts';
import { forgetStageTemplates, type StageTemplate } from '../lib/conversation.ts';
import { LanguageProvider } from '../lib/language.tsx';
import type { Values } from '../sections/types.ts';
import { NotifyControl } from './NotifyControl.tsx';

afterEach(() => {
  forgetStageTemplates();
  vi.unstubAllGlobals();
});

const template = (
  statusCd: StageTemplate['statusCd'],
  localeCd: 'EN' | 'VI',
  send: 'Y' | 'N',
  delayMinutes: number,
) => ({ statusCd, localeCd, subject: 's', body: 'b', send, delayMinutes }) satisfies StageTemplate;

/** GET /api/application/templates answers these; every other call would fail the test. */
function answerTemplates(list: StageTemplate[], sendsMail = true) {
  const fetch = vi.fn(async (path: string) => {
    expect(path).toBe('/api/application/templates');
    return new Response(JSON.stringify({ success: true, data: { list, sendsMail } }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function mountNotify(values: Values) {
  const set = vi.fn();
  const { host } = await mount(
    createElement(
      LanguageProvider,
      null,
      createElement(NotifyControl, { id: 'notify', describedBy: undefined, values, set }),
    ),
  );
  await act(async () => {});
  const box = host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  return { box, text: () => host.textContent ?? '', set };
}

describe('the status form’s "Notify the applicant"', () => {
  const list = [
    template('20', 'EN', 'N', 0),
    template('30', 'EN', 'Y', 0),
    template('60', 'EN', 'Y', 0),
    template('60', 'VI', 'Y', 1440),
  ];

  it('is ticked as the chosen status’s template in the applicant’s language says, with when it leaves', async () => {
    answerTemplates(list);
    const rejected = await mountNotify({ statusCd: '60', localeCd: 'VI' });
    expect(rejected.box.checked).toBe(true);
    expect(rejected.text()).toBe('The e-mail will be sent in 24 hours.');
    const interview = await mountNotify({ statusCd: '30', localeCd: 'EN' });
    expect(interview.text()).toBe('The e-mail will be sent at once.');
    const reviewing = await mountNotify({ statusCd: '20', localeCd: 'EN' });
    expect(reviewing.box.checked).toBe(false);
    expect(reviewing.text()).toBe('No e-mail will be sent.');
  });

  it('follows staff once they decide, and asks for the templates once', async () => {
    const fetch = answerTemplates(list);
    const cleared = await mountNotify({ statusCd: '60', localeCd: 'VI', notify: 'N' });
    expect(cleared.box.checked).toBe(false);
    await act(async () => cleared.box.click());
    expect(cleared.set).toHaveBeenCalledWith({ notify: 'Y' });
    const ticked = await mountNotify({ statusCd: '20', localeCd: 'EN', notify: 'Y' });
    expect(ticked.box.checked).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says no e-mail leaves, and offers no switch, on a server without e-mail', async () => {
    answerTemplates(list, false);
    const rejected = await mountNotify({ statusCd: '60', localeCd: 'VI' });
    expect(rejected.box).toBeNull();
    expect(rejected.text()).toBe('E-mail is not set up on this server: the applicant will not be e-mailed.');
  });
});
