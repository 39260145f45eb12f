import { describe, expect, it } from 'vitest';
import { foldForSearch, foldUrlForSearch, htmlToText } from './text.ts';

describe('foldForSearch', () => {
  it.each([
    ['Tuyển Dụng', 'tuyen dung'],
    ['Đà Nẵng', 'da nang'],
    ['đội PCCC nhí', 'doi pccc nhi'],
    ['KHAI TRƯƠNG khu Cứu hỏa', 'khai truong khu cuu hoa'],
    ['Thường xuyên', 'thuong xuyen'],
    ['plain ascii', 'plain ascii'],
  ])('folds %j to %j', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it('collapses runs of white space and trims the ends', () => {
    expect(foldForSearch('  Tuyển \t\n  dụng   mùa hè \u00a0')).toBe('tuyen dung mua he');
    expect(foldForSearch('   ')).toBe('');
  });

  it('folds precomposed and decomposed Vietnamese alike', () => {
    expect(foldForSearch('Tuyển'.normalize('NFD'))).toBe(foldForSearch('Tuyển'.normalize('NFC')));
  });
});

describe('foldUrlForSearch', () => {
  it('decodes percent-escapes and + before folding', () => {
    expect(foldUrlForSearch('GET /api/news?searchText=Ti%E1%BA%BFng+Vi%E1%BB%87t')).toBe(
      'get /api/news?searchtext=tieng viet',
    );
    expect(foldUrlForSearch('POST /api/user/login')).toBe('post /api/user/login');
  });

  it('keeps a malformed escape as sent', () => {
    expect(foldUrlForSearch('GET /x?q=%E1%ZZ&Đ=1')).toBe('get /x?q=%e1%zz&d=1');
  });
});

describe('htmlToText', () => {
  it('drops tags so words of neighbouring elements stay apart', () => {
    const text = htmlToText('<h2>Job</h2><p>Hello<br/><strong>world</strong></p>');
    expect(text.replace(/\s+/g, ' ').trim()).toBe('Job Hello world');
    expect(text).not.toMatch(/[<>]/);
  });

  it('decodes the common entities', () => {
    expect(htmlToText('a&nbsp;b &amp; c &lt;d&gt; &quot;e&quot; &#39;f&#39;')).toBe('a b & c <d> "e" \'f\'');
  });

  it('decodes an escaped entity only once', () => {
    expect(htmlToText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('feeds foldForSearch to make searchable text of rich contents', () => {
    expect(foldForSearch(htmlToText('<p>Đội&nbsp;<em>PCCC</em> nhí</p>'))).toBe('doi pccc nhi');
  });
});
