import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('UI catalogues', () => {
  const english = new Map(leaves(en as Tree));
  const vietnamese = new Map(leaves(vi as Tree));

  it('have the same keys in both languages', () => {
    expect([...vietnamese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty values', () => {
    const empty = [...english, ...vietnamese].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keep the same {placeholders} in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched = [...english].filter(
      ([key, text]) => names(text).join() !== names(vietnamese.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('are written in Vietnamese on the Vietnamese side', () => {
    const diacritics = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;
    const sentences = [...vietnamese.values()].filter((text) => text.split(' ').length >= 4);
    const withoutMarks = sentences.filter((text) => !diacritics.test(text));
    expect(withoutMarks).toEqual([]);
  });
});
