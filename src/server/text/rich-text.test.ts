import { describe, expect, it } from 'vitest';
import { firstImage, sanitizeRichText } from './rich-text.ts';

const UPLOAD = '/uploads/img/0123456789abcdef0123456789abcdef.png';

describe('sanitizeRichText', () => {
  it('removes script, style and iframe elements', () => {
    const out = sanitizeRichText(
      '<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handler and style attributes', () => {
    expect(sanitizeRichText('<p onclick="x()" onmouseover="y()" style="color:red">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText(`<img src="${UPLOAD}" onerror="alert(1)" />`)).toBe(`<img src="${UPLOAD}" />`);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ])('drops the href %j', (href) => {
    const out = sanitizeRichText(`<a href="${href}">link</a>`);
    expect(out).toBe('<a>link</a>');
  });

  it.each([
    'https://evil.example/x.png',
    '//evil.example/x.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '/uploads/img/../../etc/passwd.png',
    'javascript:alert(1)',
  ])('removes an image whose src is %j', (src) => {
    expect(sanitizeRichText(`<p>a<img src="${src}" alt="x" />b</p>`)).toBe('<p>ab</p>');
  });

  it('keeps headings, lists, tables, links and uploaded images unchanged', () => {
    const html = [
      '<h2>Job information</h2>',
      '<h3>Salary</h3>',
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u><br />next line</p>',
      '<ul><li>one</li><li>two</li></ul>',
      '<ol start="3"><li>three</li></ol>',
      '<table><thead><tr><th colspan="2">Shift</th></tr></thead>',
      '<tbody><tr><td>8h</td><td rowspan="2">1h break</td></tr></tbody></table>',
      '<p><a href="https://www.kidventure.example/jobs" title="Jobs">jobs</a> ',
      '<a href="mailto:hr@kidventure.example">mail</a> <a href="/career/jobs">site</a></p>',
      `<p><img src="${UPLOAD}" alt="park" width="600" height="300" /></p>`,
      '<blockquote>quote</blockquote>',
    ].join('');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('makes links opening a new tab carry rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://park.example" target="_blank">park</a>')).toBe(
      '<a href="https://park.example" target="_blank" rel="noopener noreferrer">park</a>',
    );
    expect(
      sanitizeRichText('<a href="https://park.example" target="_blank" rel="opener">park</a>'),
    ).toContain('rel="noopener noreferrer"');
    expect(sanitizeRichText('<a href="https://park.example">park</a>')).not.toContain('rel=');
  });

  it('escapes text so it stays text', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; <b>3</b></p>')).toBe('<p>1 &lt; 2 &amp; <b>3</b></p>');
    expect(sanitizeRichText('<p>"<svg onload=alert(1)>"</p>')).not.toMatch(/<svg|onload/);
  });
});

describe('firstImage', () => {
  it('is the src of the first image', () => {
    const other = '/uploads/img/ffffffffffffffffffffffffffffffff.jpg';
    expect(firstImage(`<p>text</p><p><img src="${UPLOAD}" /><img src="${other}" /></p>`)).toBe(UPLOAD);
    expect(firstImage(`<img alt="a" src="${other}" />`)).toBe(other);
  });

  it('is empty without an image', () => {
    expect(firstImage('<p>no image</p>')).toBe('');
    expect(firstImage('')).toBe('');
  });

  it('works on sanitized contents, where foreign images are already gone', () => {
    expect(
      firstImage(sanitizeRichText(`<img src="https://evil.example/a.png" /><img src="${UPLOAD}" />`)),
    ).toBe(UPLOAD);
  });
});
