// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../common/messages.ts';
import { I18nProvider } from '../../../lib/i18n.tsx';
import { mount } from '../../../lib/test-dom.ts';
import { catalogueOf } from '../../../locales/catalogue.ts';
import { InquiryForm } from '../InquiryForm.tsx';
import { messages as messagesOfThePage } from '../InquiryPage.tsx';

let host: HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
});

/** The API answers every send with this status and envelope. */
function answerWith(status: number, body: unknown) {
  const sent: FormData[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = 0;
      response: unknown = null;
      upload = {};
      onload?: () => void;
      open() {}
      send(form: FormData) {
        sent.push(form);
        queueMicrotask(() => {
          this.status = status;
          this.response = body;
          this.onload?.();
        });
      }
    },
  );
  return sent;
}

async function render(locale: 'en' | 'vi' = 'en', retentionDays = 183) {
  const messages = catalogueOf(locale, messagesOfThePage);
  const mounted = await mount(
    createElement(I18nProvider, {
      locale,
      messages,
      children: createElement(InquiryForm, { retentionDays, isSent: false, posted: null, privacyVersion: 2 }),
    }),
  );
  host = mounted.host;
  return mounted;
}

const $ = <T extends HTMLElement = HTMLInputElement>(selector: string) => host!.querySelector<T>(selector)!;

async function type(selector: string, value: string) {
  const input = $(selector);
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  await act(async () => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function fillValidForm() {
  await type('#inquiry-title', 'Sponsorship');
  await type('#inquiry-name', 'Nguyen Van A');
  await type('#inquiry-phone', '091-234 5678');
  await type('#inquiry-email', 'van.a');
  await type('#inquiry-domain', 'example.vn');
  await act(async () => $('#inquiry-consent').click());
}

const submit = () => act(async () => $<HTMLButtonElement>('button[type="submit"]').click());
const dialogText = () => $<HTMLDialogElement>('dialog').textContent;

describe('InquiryForm', () => {
  it('checks on the client, then returns focus to the first missing field', async () => {
    const sent = answerWith(200, { success: true, data: 1 });
    await render();
    await act(async () => $('#inquiry-consent').click());
    await submit();
    expect(dialogText()).toContain('Please enter the details');
    expect($('#inquiry-title').getAttribute('aria-invalid')).toBe('true');
    expect($('#inquiry-domain').getAttribute('aria-invalid')).toBe('true');
    expect($('#inquiry-consent').hasAttribute('aria-invalid')).toBe(false);
    await act(async () => $<HTMLDialogElement>('dialog').close());
    expect(document.activeElement).toBe($('#inquiry-title'));
    expect(sent).toHaveLength(0);
  });

  it('sends trimmed fields with digits-only phone and shows the thank-you note', async () => {
    const sent = answerWith(200, { success: true, data: 7 });
    await render();
    await fillValidForm();
    expect($('#inquiry-phone').value).toBe('0912345678');
    await submit();
    expect(sent[0]?.get('phone')).toBe('0912345678');
    expect(sent[0]?.get('policyChecked')).toBe('Y');
    // The privacy notice version the form showed goes with it: the inquiry records it.
    expect(sent[0]?.get('consentVersion')).toBe('2');
    expect(dialogText()).toContain('Thank you for your inquiry');
  });

  it("tells a rate-limited visitor so in their language, by the API's code", async () => {
    answerWith(429, { success: false, message: 'Any wording at all', code: 'rate_limited' });
    await render();
    await fillValidForm();
    await submit();
    expect(dialogText()).toContain('Your inquiry was not sent');
    expect(dialogText()).toContain('Too many inquiries have been sent from your connection');
  });

  it('translates the spec messages of a 400 and shows other ones as the API wrote them', async () => {
    answerWith(400, { success: false, message: MSG.emailFormat, code: 'validation' });
    const first = await render('vi');
    await fillValidForm();
    await submit();
    expect(dialogText()).toContain('Địa chỉ thư điện tử không hợp lệ');

    await first.unmount();
    answerWith(500, { success: false, message: 'Something went wrong. Please try again.', code: 'internal' });
    await render();
    await fillValidForm();
    await submit();
    expect(dialogText()).toContain('Something went wrong. Please try again.');
  });

  it('states the retention it is given and everything collected, the IP address included, in both languages', async () => {
    const openPolicy = () => act(async () => $<HTMLButtonElement>('.inquiry-consent__policy').click());
    const english = await render('en', 45);
    await openPolicy();
    expect(dialogText()).toContain('45 days from the day you send the inquiry');
    expect(dialogText()).toContain('IP address');
    expect(dialogText()).not.toMatch(/six months|\{days\}/i);

    await english.unmount();
    await render('vi', 45);
    await openPolicy();
    expect(dialogText()).toContain('45 ngày kể từ ngày bạn gửi yêu cầu');
    expect(dialogText()).toContain('địa chỉ IP');
  });
});
