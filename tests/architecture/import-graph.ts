import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** One import of a file, as written and as resolved. */
export interface Import {
  /** The specifier exactly as written: `../db/schema.ts`, `kysely`, `node:fs`. */
  specifier: string;
  /**
   * What it points at: a path relative to the graph's root for project files (`src/server/db/schema.ts`),
   * the package name for packages (`@tiptap/react` for `@tiptap/react/menus`), the specifier for built-ins.
   */
  target: string;
  kind: 'project' | 'package' | 'builtin';
  /** True when nothing of the import survives compilation, so it cannot couple the two files at run time. */
  isTypeOnly: boolean;
}

export interface SourceFile {
  /** Path relative to the graph's root, with forward slashes. */
  path: string;
  imports: Import[];
}

const sourceExtensions = ['.ts', '.tsx', '.mjs'];
const builtins = new Set(builtinModules);

/** Reads every source file under `folders` (relative to `root`) and the imports each one makes. */
export function readImportGraph(root: string, folders: string[] = ['src']): SourceFile[] {
  const files = folders.flatMap((folder) => listSourceFiles(root, folder));
  return files.map((file) => ({
    path: file,
    imports: extractImports(file, readFileSync(path.join(root, file), 'utf8')).map((found) =>
      describe(root, file, found),
    ),
  }));
}

function listSourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...listSourceFiles(root, relative));
    } else if (sourceExtensions.some((extension) => entry.name.endsWith(extension))) {
      found.push(relative);
    }
  }
  return found.sort();
}

interface FoundImport {
  specifier: string;
  isTypeOnly: boolean;
}

/**
 * Walks the syntax tree rather than matching text, so imports inside comments or strings do not count
 * and multi-line import lists are read whole. Dynamic imports with a computed specifier cannot be
 * resolved statically and are skipped.
 */
export function extractImports(fileName: string, text: string): FoundImport[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: FoundImport[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // Only `import type` counts as type-only: under verbatimModuleSyntax `import { type A } from 'x'`
      // still emits `import {} from 'x'`, which loads the module.
      const isTypeOnly = node.importClause?.isTypeOnly ?? false;
      found.push({ specifier: node.moduleSpecifier.text, isTypeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, isTypeOnly: node.isTypeOnly });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ specifier: node.moduleReference.expression.text, isTypeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, isTypeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      // `import('node:http').Server` in a type position.
      found.push({ specifier: node.argument.literal.text, isTypeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function describe(root: string, fromFile: string, { specifier, isTypeOnly }: FoundImport): Import {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    // A leading slash means the project root, as Vite reads it.
    const base = specifier.startsWith('/') ? '.' : path.posix.dirname(fromFile);
    const joined = path.posix.normalize(path.posix.join(base, specifier));
    return { specifier, target: resolveProjectFile(root, joined), kind: 'project', isTypeOnly };
  }
  if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]!)) {
    return { specifier, target: specifier, kind: 'builtin', isTypeOnly };
  }
  return { specifier, target: packageName(specifier), kind: 'package', isTypeOnly };
}

/**
 * The project writes imports with their real extension, but a `.js` specifier or a folder import would
 * otherwise slip past rules that match on file names, so those are resolved the way TypeScript would.
 * A path that matches nothing is returned as written: the rules can still judge it by its folder.
 */
function resolveProjectFile(root: string, joined: string): string {
  const withoutJs = joined.replace(/\.(m?)js$/, '.$1ts');
  const candidates = [
    joined,
    withoutJs,
    withoutJs.replace(/\.ts$/, '.tsx'),
    `${joined}.ts`,
    `${joined}.tsx`,
    `${joined}/index.ts`,
    `${joined}/index.tsx`,
  ];
  const isFile = (candidate: string) => {
    const absolute = path.join(root, candidate);
    return existsSync(absolute) && statSync(absolute).isFile();
  };
  return candidates.find(isFile) ?? joined;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
