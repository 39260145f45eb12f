// @vitest-environment happy-dom
import type { Editor } from '@tiptap/core';
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../lib/test-dom.ts';
import RichTextEditor, { type RichTextEditorProps } from './RichTextEditor.tsx';

let host: HTMLElement;

async function render(overrides: Partial<RichTextEditorProps> = {}) {
  const props: RichTextEditorProps = {
    id: 'contents',
    labelledBy: 'contents-label',
    value: '',
    onChange: vi.fn(),
    uploadImage: vi.fn(async () => '/uploads/img/0123456789abcdef-1200.webp'),
    locale: 'en',
    ...overrides,
  };
  const mounted = await mount(createElement(RichTextEditor, props));
  host = mounted.host;
  const rerender = (next: Partial<RichTextEditorProps>) =>
    mounted.rerender(createElement(RichTextEditor, { ...props, ...next }));
  return { props, rerender };
}

const $ = <T extends Element = HTMLElement>(selector: string) => {
  const element = host?.querySelector<T>(selector);
  if (!element) throw new Error(`${selector} is not rendered`);
  return element;
};
const button = (name: string) => $<HTMLButtonElement>(`button[aria-label="${name}"]`);
const editable = () => $('[contenteditable="true"]');

function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function press(element: Element, key: string) {
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

async function chooseFile(file: File) {
  const input = $<HTMLInputElement>('input[type="file"]');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const checkbox = () => $<HTMLInputElement>('.rte-image input[type="checkbox"]');
const altInput = () => $<HTMLInputElement>('.rte-image input[type="text"]');
const pick = (name: string) =>
  [...(host?.querySelectorAll<HTMLButtonElement>('.rte-image button') ?? [])].find(
    (b) => b.textContent === name,
  )!;
/** TipTap keeps its editor on the editable element. */
const editorOf = () => (editable() as HTMLElement & { editor: Editor }).editor;

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'park.png', { type: 'image/png' });

describe('RichTextEditor', () => {
  it('labels the editable area and the toolbar in the chosen language', async () => {
    await render({ locale: 'vi', invalid: true });
    expect(editable().id).toBe('contents');
    expect(editable().getAttribute('aria-labelledby')).toBe('contents-label');
    expect(editable().getAttribute('aria-invalid')).toBe('true');
    expect($('[role="toolbar"]').getAttribute('aria-label')).toBe('Định dạng');
    expect(button('In đậm').getAttribute('aria-pressed')).toBe('false');
    expect(button('Chèn ảnh')).toBeTruthy();
    expect(button('Mô tả ảnh (Alt)').disabled).toBe(true);
    expect(host?.querySelector('button[aria-label="Xóa bảng"]')).toBeNull();
  });

  it('takes in a record that arrives after the first render without reporting a change', async () => {
    const { props, rerender } = await render();
    await rerender({ value: '<h2>Salary</h2><p>Good</p>' });
    expect(editable().innerHTML).toContain('<h2>Salary</h2>');
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('reports edits as clean HTML', async () => {
    const { props } = await render({ value: '<p>Good pay</p>' });
    await act(async () => button('Heading 2').click());
    expect(props.onChange).toHaveBeenLastCalledWith('<h2>Good pay</h2>');
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('true');
    await act(async () => button('Undo').click());
    expect(props.onChange).toHaveBeenLastCalledWith('<p>Good pay</p>');
  });

  it('uploads a chosen image and inserts what the upload answers', async () => {
    const { props } = await render();
    await chooseFile(png());
    expect(props.uploadImage).toHaveBeenCalledOnce();
    expect(props.onChange).toHaveBeenLastCalledWith(
      '<p><img src="/uploads/img/0123456789abcdef-1200.webp" alt=""></p>',
    );
  });

  it('uploads an image pasted into the text', async () => {
    const { props } = await render({ value: '<p>Photo</p>' });
    const clipboardData = new DataTransfer();
    clipboardData.items.add(png());
    await act(async () => {
      editable().dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
    });
    expect(props.uploadImage).toHaveBeenCalledOnce();
    expect(props.onChange).toHaveBeenLastCalledWith(
      '<p><img src="/uploads/img/0123456789abcdef-1200.webp" alt="">Photo</p>',
    );
  });

  it('shows why an upload failed', async () => {
    const { props } = await render({
      uploadImage: vi.fn(async () => {
        throw new Error('Only jpg, png, gif, webp files are available');
      }),
    });
    await chooseFile(png());
    expect($('[role="alert"]').textContent).toContain('Only jpg, png, gif, webp files are available');
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('links through the address box, refusing unsafe addresses', async () => {
    const { props } = await render({ value: '<p>Apply</p>' });
    await act(async () => button('Link').click());
    const input = $<HTMLInputElement>('.rte-link input');
    expect(document.activeElement).toBe(input);

    await act(async () => typeInto(input, 'javascript:alert(1)'));
    await act(async () => press(input, 'Enter'));
    expect($('.rte-link [role="alert"]').textContent).toContain('https://');
    expect(props.onChange).not.toHaveBeenCalled();

    await act(async () => typeInto(input, 'www.kidventure.example'));
    await act(async () => press(input, 'Enter'));
    expect(props.onChange).toHaveBeenLastCalledWith(
      '<p><a href="https://www.kidventure.example">https://www.kidventure.example</a>Apply</p>',
    );
    expect(host?.querySelector('.rte-link')).toBeNull();
  });

  it('asks for a description of an inserted image and stores it as its alt', async () => {
    const { props } = await render();
    await chooseFile(png());
    expect($('.rte-image').getAttribute('aria-label')).toBe('Image description');
    expect(document.activeElement).toBe(altInput());
    expect($('.rte-image label').textContent).toBe('Describe the image for visitors who cannot see it');

    await act(async () => pick('Apply').click());
    expect($('.rte-image [role="alert"]').textContent).toBe('Describe the image, or mark it as decorative');

    await act(async () => typeInto(altInput(), '  Children planting rice "together"  '));
    await act(async () => press(altInput(), 'Enter'));
    expect(props.onChange).toHaveBeenLastCalledWith(
      '<p><img src="/uploads/img/0123456789abcdef-1200.webp" alt="Children planting rice &quot;together&quot;"></p>',
    );
    expect(host?.querySelector('.rte-image')).toBeNull();
  });

  it('asks for the description of each image uploaded together, one after another', async () => {
    const { props } = await render();
    const input = $<HTMLInputElement>('input[type="file"]');
    Object.defineProperty(input, 'files', { value: [png(), png()], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(props.uploadImage).toHaveBeenCalledTimes(2));
    await act(async () => typeInto(altInput(), 'First'));
    await act(async () => press(altInput(), 'Enter'));
    expect(document.activeElement).toBe(altInput());
    expect(altInput().value).toBe('');
    await act(async () => typeInto(altInput(), 'Second'));
    await act(async () => press(altInput(), 'Enter'));
    expect(host.querySelector('.rte-image')).toBeNull();
    const html = String(vi.mocked(props.onChange).mock.lastCall?.[0]);
    expect(html.match(/alt="(First|Second)"/g)).toEqual(['alt="First"', 'alt="Second"']);
  });

  it('marks an inserted image as decorative with an empty alt', async () => {
    const { props } = await render({ locale: 'vi' });
    await chooseFile(png());
    expect($('.rte-image label').textContent).toBe('Mô tả ảnh cho khách truy cập không xem được ảnh');
    await act(async () => checkbox().click());
    expect(altInput().disabled).toBe(true);
    await act(async () => pick('Áp dụng').click());
    expect(props.onChange).toHaveBeenLastCalledWith(
      '<p><img src="/uploads/img/0123456789abcdef-1200.webp" alt=""></p>',
    );
    expect(host?.querySelector('.rte-image')).toBeNull();
  });

  it('describes the inserted image even when the text moves it meanwhile', async () => {
    const { props } = await render({ value: '<p>Camp</p>' });
    await chooseFile(png());
    await act(async () => {
      editorOf().commands.insertContentAt(1, 'Summer ');
    });
    await act(async () => typeInto(altInput(), 'Tents by the lake'));
    await act(async () => pick('Apply').click());
    expect(props.onChange).toHaveBeenLastCalledWith(
      '<p>Summer <img src="/uploads/img/0123456789abcdef-1200.webp" alt="Tents by the lake">Camp</p>',
    );
  });

  it('edits the description of a selected image later', async () => {
    const src = '/uploads/img/0123456789abcdef-1200.webp';
    const { props } = await render({ value: `<p>Farm <img src="${src}" alt="A farm"></p>` });
    expect(button('Image description (Alt)').disabled).toBe(true);

    await act(async () => editorOf().commands.setNodeSelection(6));
    expect(button('Image description (Alt)').disabled).toBe(false);
    await act(async () => button('Image description (Alt)').click());
    expect(altInput().value).toBe('A farm');
    expect(checkbox().checked).toBe(false);

    await act(async () => typeInto(altInput(), 'Our rice farm at sunrise'));
    await act(async () => pick('Apply').click());
    expect(props.onChange).toHaveBeenLastCalledWith(
      `<p>Farm <img src="${src}" alt="Our rice farm at sunrise"></p>`,
    );

    // A decorative image opens with the box ticked; Escape leaves it as it was.
    await act(async () => {
      editorOf().commands.setNodeSelection(6);
      editorOf().commands.updateAttributes('image', { alt: '' });
    });
    await act(async () => editorOf().commands.setNodeSelection(6));
    await act(async () => button('Image description (Alt)').click());
    expect(checkbox().checked).toBe(true);
    await act(async () => press(altInput(), 'Escape'));
    expect(host?.querySelector('.rte-image')).toBeNull();
    expect(props.onChange).toHaveBeenLastCalledWith(`<p>Farm <img src="${src}" alt=""></p>`);
  });
});
