import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds lists of board types written outside their declarations (decision 044): an array, a
 * union type, an object's keys, a `case` run or a conditional whose string literals or property
 * names name two or more board types. Such a list is a second owner of "which board types there
 * are": a type added to the declarations would be missing from it without any error.
 */

export interface BoardTypeList {
  file: string;
  line: number;
  names: string[];
}

/** Files the declarations may be listed in: the declarations themselves and frozen history. */
const ALLOWED = [
  /^src\/common\/content-types\.ts$/,
  // A migration keeps a copy of the declarations as they were when it was written.
  /^src\/server\/db\/migrations\//,
  // Texts and their catalogues name things by key, not types.
  /\/locales\//,
  /\.test\.tsx?$/,
  /\.d\.ts$/,
];

function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name))
        out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(root, folder));
  return out;
}

/** The board type names a node names directly: string literals, literal types, property names. */
function namesIn(nodes: readonly ts.Node[], boardNames: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const node of nodes) {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) text = node.literal.text;
    else if (
      (ts.isPropertyAssignment(node) ||
        ts.isPropertySignature(node) ||
        ts.isShorthandPropertyAssignment(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    )
      text = node.name.text;
    else if (ts.isCaseClause(node) && ts.isStringLiteral(node.expression)) text = node.expression.text;
    if (text && boardNames.has(text)) found.add(text);
  }
  return [...found];
}

/**
 * Names that only look like board types (route ids, URL sections: the `news` menu, the `job` page)
 * are marked on the line before, or on the line itself, with the words "not board types" and why.
 */
const EXEMPT = /not board types/;
const isExempt = (lines: readonly string[], line: number) =>
  EXEMPT.test(lines[line - 1] ?? '') || EXEMPT.test(lines[line - 2] ?? '');

/** The lists of board type names in one file's text. */
export function listsIn(file: string, text: string, boardNames: ReadonlySet<string>): BoardTypeList[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lists: BoardTypeList[] = [];
  const lines = text.split('\n');
  const visit = (node: ts.Node) => {
    let members: readonly ts.Node[] | undefined;
    if (ts.isArrayLiteralExpression(node)) members = node.elements;
    else if (ts.isUnionTypeNode(node)) members = node.types;
    else if (ts.isObjectLiteralExpression(node)) members = node.properties;
    else if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) members = node.members;
    else if (ts.isCaseBlock(node)) members = node.clauses;
    else if (ts.isConditionalExpression(node)) members = [node.whenTrue, node.whenFalse];
    if (members) {
      const names = namesIn(members, boardNames);
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (names.length >= 2 && !isExempt(lines, line)) lists.push({ file, line, names });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lists;
}

/** Every list of board types in `folders` outside the files allowed to hold one. */
export function boardTypeLists(
  root: string,
  folders: string[],
  boardNames: ReadonlySet<string>,
): BoardTypeList[] {
  return folders
    .flatMap((folder) => sourceFiles(root, folder))
    .filter((file) => !ALLOWED.some((pattern) => pattern.test(file)))
    .flatMap((file) => listsIn(file, readFileSync(path.join(root, file), 'utf8'), boardNames));
}
