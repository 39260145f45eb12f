import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const folder = path.dirname(fileURLToPath(import.meta.url));

/** The module's own files (not its tests), this folder and below. */
const sources = (readdirSync(folder, { recursive: true }) as string[]).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

/** Where a file asserts that something is not null (`x!`): 'service.ts:12: library!'. */
function nonNullAssertions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNonNullExpression(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the content modules', () => {
  it('assert no capability into being: a capability that is off has no member, not a `!`', () => {
    expect(sources.length).toBeGreaterThan(5);
    const found = sources.flatMap((file) =>
      nonNullAssertions(file, readFileSync(path.join(folder, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('find an assertion where there is one (the check checks)', () => {
    expect(nonNullAssertions('x.ts', 'const a = library!.find(1); f(mediaColumn!);')).toEqual([
      'x.ts:1: library!',
      'x.ts:1: mediaColumn!',
    ]);
  });
});
