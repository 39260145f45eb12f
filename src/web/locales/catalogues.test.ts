import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueOf, fullCatalogue } from './catalogue.ts';
import { MESSAGE_SECTIONS } from './sections.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('UI catalogues', () => {
  const english = new Map(leaves(fullCatalogue('en')));
  const vietnamese = new Map(leaves(fullCatalogue('vi')));

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

describe('catalogue sections', () => {
  it('are exactly the declared sections, one file per language each', () => {
    for (const locale of ['en', 'vi']) {
      const files = fs.readdirSync(path.resolve('src/web/locales', locale)).sort();
      expect(files, locale).toEqual(MESSAGE_SECTIONS.map((section) => `${section}.json`).sort());
    }
  });

  it('hold the sub-tree their name points to and nothing of another section', () => {
    // A section named like the start of another (`career` and `career.jobs`) would hide part of it.
    for (const a of MESSAGE_SECTIONS)
      for (const b of MESSAGE_SECTIONS) if (a !== b) expect(b.startsWith(`${a}.`), `${a} / ${b}`).toBe(false);
    const jobs = catalogueOf('en', ['career.jobs']);
    expect(Object.keys(jobs.career as Tree)).toEqual(['jobs']);
    expect(leaves(jobs).some(([key]) => key.startsWith('career.jobs.'))).toBe(true);
  });

  it('give a page the shell and its own sections only', () => {
    const home = new Map(leaves(catalogueOf('vi', ['home'])));
    expect(home.get('header.skip')).toBe(new Map(leaves(fullCatalogue('vi'))).get('header.skip'));
    expect([...home.keys()].some((key) => key.startsWith('home.'))).toBe(true);
    expect([...home.keys()].filter((key) => /^(career|company|partner|newsPages|jobs)\./.test(key))).toEqual(
      [],
    );
  });
});
