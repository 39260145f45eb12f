import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../sections/index.ts';
import { versionChanges, wordDiff } from './diff.ts';

describe('wordDiff', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(wordDiff('Summer camp opens in May', 'Summer camp opens in June')).toEqual([
      { kind: 'same', text: 'Summer camp opens in ' },
      { kind: 'removed', text: 'May' },
      { kind: 'added', text: 'June' },
    ]);
    expect(wordDiff('a b c', 'a x b c')).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'added', text: 'x ' },
      { kind: 'same', text: 'b c' },
    ]);
  });

  it('reads a stretch of changed words as one phrase removed and one added', () => {
    expect(wordDiff('Summer camp opens in May today', 'Summer camp is cancelled today')).toEqual([
      { kind: 'same', text: 'Summer camp ' },
      { kind: 'removed', text: 'opens in May' },
      { kind: 'added', text: 'is cancelled' },
      { kind: 'same', text: ' today' },
    ]);
  });

  it('answers one unchanged part for equal texts and whole parts for empty ones', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(wordDiff('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(wordDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
  });

  it('rebuilds both texts from its parts, Vietnamese included', () => {
    const before = 'Công viên mở cửa lúc 9 giờ sáng mỗi ngày';
    const after = 'Công viên mở cửa lúc 8 giờ 30 sáng, trừ thứ Hai';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
  });
});

describe('versionChanges', () => {
  const fields = SECTIONS['board/news'].form!.fields;

  it('lists the fields that changed, rich text by its words and codes by their labels', () => {
    const changes = versionChanges(
      fields,
      { typeCd: '10', title: 'Opening', contents: '<p>The park opens <b>today</b>.</p>' },
      { typeCd: '20', title: 'Opening', contents: '<p>The park opens tomorrow.</p>' },
      'EN',
    );
    expect(changes.map((c) => c.label)).toEqual(['category', 'contents']);
    const contents = changes[1]!.parts;
    expect(contents).toContainEqual({ kind: 'removed', text: 'today .' });
    expect(contents).toContainEqual({ kind: 'added', text: 'tomorrow.' });
    expect(changes[0]!.parts.every((p) => !/^\d+$/.test(p.text.trim()))).toBe(true);
  });

  it('finds nothing between equal versions', () => {
    const row = { typeCd: '10', title: 'Same', contents: '<p>Same</p>' };
    expect(versionChanges(fields, row, { ...row }, 'VI')).toEqual([]);
  });
});
