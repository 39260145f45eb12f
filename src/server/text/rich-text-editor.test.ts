// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type ActionName,
  applyLink,
  insertImage,
  setImageAlt,
} from '../../web/admin/editor/actions.ts';
import { editorExtensions, editorHtml } from '../../web/admin/editor/extensions.ts';
import { sanitizeRichText } from './rich-text.ts';

const UPLOAD = '/uploads/img/0123456789abcdef0123456789abcdef-1200.webp';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(content: string): Editor {
  editor = new Editor({ extensions: editorExtensions, content });
  return editor;
}

/** Selects the first occurrence of `text` (within one text node), as a user would with the mouse. */
function select(e: Editor, text: string, through?: string): void {
  const find = (needle: string): { from: number; to: number } => {
    let found: { from: number; to: number } | undefined;
    e.state.doc.descendants((node, pos) => {
      const at = node.isText ? (node.text ?? '').indexOf(needle) : -1;
      if (!found && at >= 0) found = { from: pos + at, to: pos + at + needle.length };
    });
    if (!found) throw new Error(`"${needle}" is not in the document`);
    return found;
  };
  e.commands.setTextSelection({ from: find(text).from, to: find(through ?? text).to });
}

function run(e: Editor, name: ActionName): void {
  expect(ACTIONS[name].apply(e.chain()).run(), name).toBe(true);
}

/**
 * The sanitizer writes void elements as `<br />` and non-breaking spaces as characters, where the
 * browser (and so the editor) writes `<br>` and `&nbsp;`: the same markup. Reading the sanitized HTML
 * back through the DOM compares markup, so a dropped element, attribute or value still fails.
 */
function asMarkup(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function expectSurvivesSanitizer(html: string): void {
  expect(asMarkup(sanitizeRichText(html))).toBe(html);
}

describe('editor HTML and the server sanitizer', () => {
  it('keeps everything the toolbar produces', () => {
    const e = open(
      [
        '<p>Job information</p>',
        '<p>Salary</p>',
        '<p>Pay is good and shifts are short.</p>',
        '<p>first</p><p>second</p>',
        '<p>third</p><p>fourth</p>',
        '<p>Children come first.</p>',
        '<p>Apply online, by mail, by phone or on the jobs page.</p>',
        '<p>Line one</p>',
        '<p>Photo:</p>',
        '<p>Schedule:</p>',
      ].join(''),
    );
    select(e, 'Job information');
    run(e, 'heading2');
    select(e, 'Salary');
    run(e, 'heading3');
    select(e, 'good');
    run(e, 'bold');
    select(e, 'short');
    run(e, 'italic');
    select(e, 'first', 'second');
    run(e, 'bulletList');
    select(e, 'third', 'fourth');
    run(e, 'orderedList');
    select(e, 'Children');
    run(e, 'blockquote');
    select(e, 'online');
    applyLink(e, 'https://www.kidventure.example/jobs?a=1&b=2');
    select(e, 'by mail');
    applyLink(e, 'mailto:hr@kidventure.example');
    select(e, 'by phone');
    applyLink(e, 'tel:+842412345678');
    select(e, 'jobs page');
    applyLink(e, '/vi/career/jobs#apply');
    select(e, 'Line one');
    e.chain().setTextSelection(e.state.selection.to).setHardBreak().insertContent('Line two').run();
    select(e, 'Photo:');
    e.commands.setTextSelection(e.state.selection.to);
    insertImage(e, UPLOAD);
    select(e, 'Schedule:');
    e.commands.setTextSelection(e.state.selection.to);
    run(e, 'insertTable');
    for (const text of ['Shift & "break" <8h>', 'c12', 'c13', 'c21', 'c22', 'c23', 'c31', 'c32', 'c33']) {
      e.commands.insertContent({ type: 'text', text });
      e.commands.goToNextCell();
    }
    select(e, 'c33');
    run(e, 'addRow');
    run(e, 'addColumn');
    select(e, 'c22');
    run(e, 'deleteRow');
    select(e, 'c12');
    run(e, 'deleteColumn');

    const html = editorHtml(e);
    for (const expected of [
      '<h2>Job information</h2>',
      '<h3>Salary</h3>',
      '<strong>good</strong>',
      '<em>short</em>',
      '<ul><li><p>first</p></li><li><p>second</p></li></ul>',
      '<ol><li><p>third</p></li><li><p>fourth</p></li></ol>',
      '<blockquote><p>Children come first.</p></blockquote>',
      '<a href="https://www.kidventure.example/jobs?a=1&amp;b=2">online</a>',
      '<a href="mailto:hr@kidventure.example">by mail</a>',
      '<a href="tel:+842412345678">by phone</a>',
      '<a href="/vi/career/jobs#apply">jobs page</a>',
      'Line one<br>Line two',
      `<p>Photo:<img src="${UPLOAD}" alt=""></p>`,
      [
        '<table><tbody>',
        '<tr><th><p>Shift &amp; "break" &lt;8h&gt;</p></th><th><p>c13</p></th><th><p></p></th></tr>',
        '<tr><td><p>c31</p></td><td><p>c33</p></td><td><p></p></td></tr>',
        '<tr><td><p></p></td><td><p></p></td><td><p></p></td></tr>',
        '</tbody></table>',
      ].join(''),
    ])
      expect(html).toContain(expected);
    expectSurvivesSanitizer(html);
  });

  it('keeps content saved earlier once the editor has loaded it', () => {
    const saved = [
      '<h2>Job information</h2>',
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s><br />next&nbsp;line</p>',
      '<ol start="3"><li>three</li></ol>',
      '<table><thead><tr><th colspan="2">Shift</th></tr></thead>',
      '<tbody><tr><td>8h</td><td rowspan="2">1h break</td></tr><tr><td>9h</td></tr></tbody></table>',
      '<p><a href="https://park.example" target="_blank" rel="noopener noreferrer" title="Park">park</a></p>',
      `<p><img src="${UPLOAD}" alt="park" width="600" height="300" /></p>`,
      '<blockquote>quote</blockquote><hr />',
    ].join('');
    const html = editorHtml(open(sanitizeRichText(saved)));
    for (const expected of [
      '<th colspan="2">',
      '<td rowspan="2">',
      '<ol start="3">',
      'target="_blank"',
      'next&nbsp;line',
      `<p><img src="${UPLOAD}" alt="park" width="600" height="300"></p>`,
    ])
      expect(html).toContain(expected);
    expectSurvivesSanitizer(html);
  });

  it('does not take in what the sanitizer would drop on save', () => {
    const html = editorHtml(
      open(
        [
          '<h1>Big title</h1>',
          '<p><a href="javascript:alert(1)">bad</a> <a href="//evil.example">also bad</a></p>',
          '<p><img src="https://evil.example/x.png"><img src="data:image/png;base64,iVBORw0KGgo="></p>',
          '<table style="width: 900px"><tr><td style="text-align: center" align="right">cell</td></tr></table>',
          '<p class="lead" onclick="alert(1)" style="color: red">text</p>',
        ].join(''),
      ),
    );
    expect(html).not.toMatch(/<h1|javascript:|evil\.example|data:|style=|class=|onclick|align=/);
    expect(html).toContain('Big title');
    expectSurvivesSanitizer(html);
  });

  it('keeps the description the editor asks for as the image alt, and an empty one for decorative images', () => {
    const e = open('<p>Farm</p><p>Border</p>');
    select(e, 'Farm');
    e.commands.setTextSelection(e.state.selection.to);
    const described = insertImage(e, UPLOAD);
    expect(described).not.toBeNull();
    expect(setImageAlt(e, described!, 'Kids & "friends" planting <rice>')).toBe(true);
    select(e, 'Border');
    e.commands.setTextSelection(e.state.selection.to);
    const decorative = insertImage(e, UPLOAD);
    expect(setImageAlt(e, decorative!, '')).toBe(true);

    const html = editorHtml(e);
    expect(html).toBe(
      `<p>Farm<img src="${UPLOAD}" alt="Kids &amp; &quot;friends&quot; planting <rice>"></p>` +
        `<p>Border<img src="${UPLOAD}" alt=""></p>`,
    );
    expectSurvivesSanitizer(html);
    // Read back as the public page shows it: the description is the image's alt.
    const shown = document.createElement('div');
    shown.innerHTML = sanitizeRichText(html);
    expect([...shown.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([
      'Kids & "friends" planting <rice>',
      '',
    ]);
  });

  it('stores an empty document as an empty string, and no empty paragraphs at the end', () => {
    expect(editorHtml(open(''))).toBe('');
    expect(editorHtml(open('<p></p>'))).toBe('');
    expect(editorHtml(open('<h2>Salary</h2>'))).toBe('<h2>Salary</h2>');
    expect(editorHtml(open('<p>a</p><p></p><p>b</p><p></p><p></p>'))).toBe('<p>a</p><p></p><p>b</p>');
  });
});
