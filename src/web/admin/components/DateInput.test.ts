// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mount } from '../../lib/test-dom.ts';
import { LanguageProvider, loadAdminTexts } from '../lib/language.tsx';
import type { FieldDef, Values } from '../sections/types.ts';
import { Field } from './Field.tsx';

// The Vietnamese texts load when chosen (lib/language.tsx): here before any test renders.
beforeAll(() => loadAdminTexts('vi'));

afterEach(() => sessionStorage.clear());

/** A form of one field, its values shown as the API would receive them. */
async function mountField(field: FieldDef, start: Values) {
  let current: Values = start;
  function Form() {
    const [values, setValues] = useState<Values>(start);
    current = values;
    return createElement(Field, {
      field,
      values,
      record: null,
      isNew: true,
      set: (patch: Values) => setValues((v) => ({ ...v, ...patch })),
    });
  }
  const { host } = await mount(createElement(LanguageProvider, null, createElement(Form)));
  const inputs = () => [...host.querySelectorAll<HTMLInputElement>('input[type="text"]')];
  const type = (input: HTMLInputElement, text: string) =>
    act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const leave = (input: HTMLInputElement) =>
    act(async () => {
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
  return { host, inputs, type, leave, values: () => current };
}

const WINDOW: FieldDef = { name: 'dateCd', label: 'period', kind: 'dateMode' };
const SCHEDULE: FieldDef = {
  name: 'schedule',
  label: 'schedule',
  kind: 'schedule',
  names: ['publishAt', 'takeDownAt'],
};

describe('dates in the admin are dd/mm/yyyy, whatever the browser', () => {
  it('shows a stored date day first and hands the API YYYY-MM-DD', async () => {
    const form = await mountField(WINDOW, { dateCd: '10', startDt: '2026-11-03', endDt: '' });
    const [start, , end] = form.inputs();
    expect(start!.value).toBe('03/11/2026');
    expect(start!.placeholder).toBe('dd/mm/yyyy');
    await form.type(end!, '1/12/2026');
    expect(form.values().endDt).toBe('2026-12-01');
  });

  it('types moments as dd/mm/yyyy HH:mm (24-hour) for a schedule', async () => {
    const form = await mountField(SCHEDULE, { publishAt: '2026-11-03T07:05', takeDownAt: '' });
    const [publish, takeDown] = form.inputs();
    expect(publish!.value).toBe('03/11/2026 07:05');
    await form.type(takeDown!, '24/12/2026 18:30');
    expect(form.values().takeDownAt).toBe('2026-12-24T18:30');
  });

  it('says what is wrong, in the admin language, once the editor leaves a date that is none', async () => {
    sessionStorage.setItem('kv-admin-language', 'vi');
    const form = await mountField(WINDOW, { dateCd: '10', startDt: '', endDt: '' });
    const [start] = form.inputs();
    await form.type(start!, '11/30/2026');
    expect(form.host.querySelector('[role="alert"]')).toBeNull();
    await form.leave(start!);
    expect(start!.getAttribute('aria-invalid')).toBe('true');
    const error = form.host.querySelector('[role="alert"]')!;
    expect(error.textContent).toContain('dd/mm/yyyy');
    expect(error.textContent).toContain('Nhập ngày');
    expect(start!.getAttribute('aria-describedby')).toContain(error.id);
    // The save is refused by the form's check: the value is not a date.
    expect(form.values().startDt).toBe('11/30/2026');
  });

  it('types a window’s times as HH:mm (24-hour), not the browser’s AM/PM control', async () => {
    const form = await mountField(WINDOW, { dateCd: '10', startDt: '', startTime: '09:00', endDt: '' });
    const [, startTime, , endTime] = form.inputs();
    expect(startTime!.value).toBe('09:00');
    expect(startTime!.placeholder).toBe('HH:mm');
    expect(form.host.querySelector('input[type="time"]')).toBeNull();
    await form.type(endTime!, '1730');
    expect(form.values().endTime).toBe('17:30');
    await form.type(endTime!, '5:30 PM');
    await form.leave(endTime!);
    expect(form.host.querySelector('[role="alert"]')!.textContent).toBe(
      'Enter the time as HH:mm (24-hour), for example 17:30.',
    );
    expect(form.values().endTime).toBe('5:30 PM');
  });

  it('offers the calendar as a named button', async () => {
    const form = await mountField(WINDOW, { dateCd: '10', startDt: '', endDt: '' });
    const buttons = [...form.host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Choose the date on a calendar', 'Choose the date on a calendar']);
  });
});
