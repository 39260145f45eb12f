import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOARD_TYPES } from '../../src/common/content-types.ts';
import { boardTypeLists, listsIn } from './board-type-lists.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const names = new Set<string>(BOARD_TYPES.map((type) => type.name));

describe('board types are listed only by their declarations', () => {
  it('holds for src/, bench/ and scripts/', () => {
    const found = boardTypeLists(repoRoot, ['src', 'bench', 'scripts'], names);
    expect(found.map((list) => `${list.file}:${list.line} ${list.names.join(', ')}`)).toEqual([]);
  });

  it('finds arrays, unions, object keys, case runs and conditionals naming two types', () => {
    const found = listsIn(
      'example.ts',
      [
        "const a = ['news', 'job'];",
        "type B = 'banner' | 'partner' | 'other';",
        'const c = { faq: 1, video: 2 };',
        "switch (x) { case 'news': break; case 'faq': break; }",
        "const d = kind === 'jobs' ? 'job' : 'news';",
        'interface E { banner: string; news: string }',
        // One type at a time is no list.
        "const f = ['news', 'press'];",
        "read.list('banner'); read.list('job');",
        "const g = { name: 'job', title: 'news' };",
        '// Route ids, not board types: the job page and the news page.',
        "const h = { job: '/jobs', news: '/news' };",
      ].join('\n'),
      names,
    );
    expect(found.map((list) => [list.line, list.names])).toEqual([
      [1, ['news', 'job']],
      [2, ['banner', 'partner']],
      [3, ['faq', 'video']],
      [4, ['news', 'faq']],
      [5, ['job', 'news']],
      [6, ['banner', 'news']],
    ]);
  });
});
