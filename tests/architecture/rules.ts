import path from 'node:path';
import type { Import, SourceFile } from './import-graph.ts';

/** One boundary of the code base: files that `appliesTo` must not make an import that `forbids`. */
export interface ImportRule {
  name: string;
  /** The rule in plain words; printed with every violation, so it should say what to do instead. */
  says: string;
  appliesTo: (file: string) => boolean;
  forbids: (imported: Import, file: string) => boolean;
  /** Type-only imports vanish from the compiled code, so some boundaries only care about run-time ones. */
  allowTypeOnly?: boolean;
}

export interface Violation {
  file: string;
  specifier: string;
  target: string;
  rule: string;
  message: string;
}

const isUnder = (file: string, folder: string): boolean => file.startsWith(`${folder}/`);
const isProjectFileUnder = (imported: Import, folder: string): boolean =>
  imported.kind === 'project' && isUnder(imported.target, folder);

/** `src/server/modules/qna/qna.routes.ts` → `qna`; undefined outside a module folder. */
const moduleOf = (file: string): string | undefined => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];

const isRepository = (file: string): boolean => {
  const name = path.posix.basename(file);
  return moduleOf(file) !== undefined && (name === 'repository.ts' || name.endsWith('.repository.ts'));
};

const isService = (file: string): boolean => {
  const name = path.posix.basename(file);
  return moduleOf(file) !== undefined && (name === 'service.ts' || name.endsWith('.service.ts'));
};

const isTestFile = (file: string): boolean => /\.test\.tsx?$/.test(file);

const isRoutesFile = (file: string): boolean => {
  const name = path.posix.basename(file);
  return isUnder(file, 'src/server/modules') && (name === 'routes.ts' || name.endsWith('.routes.ts'));
};

const isSharedWeb = (file: string): boolean =>
  isUnder(file, 'src/web/components') || isUnder(file, 'src/web/lib');

const isDialectFile = (imported: Import): boolean =>
  isProjectFileUnder(imported, 'src/server/db/sqlite') ||
  isProjectFileUnder(imported, 'src/server/db/postgres');

const dbSchema = 'src/server/db/schema.ts';

export const importRules: ImportRule[] = [
  {
    name: 'common-is-self-contained',
    says: 'src/common is shared by server and browser, so it imports only other src/common files and packages',
    appliesTo: (file) => isUnder(file, 'src/common'),
    forbids: (imported) => imported.kind === 'project' && !isUnder(imported.target, 'src/common'),
  },
  {
    name: 'common-has-no-node-builtins',
    says: 'src/common also runs in the browser, so it must not import Node built-in modules',
    appliesTo: (file) => isUnder(file, 'src/common'),
    forbids: (imported) => imported.kind === 'builtin',
  },
  {
    name: 'site-does-not-import-admin',
    says: 'the public site must not import the back-office; share code through src/web/components or src/web/lib',
    appliesTo: (file) => isUnder(file, 'src/web/site'),
    forbids: (imported) => isProjectFileUnder(imported, 'src/web/admin'),
  },
  {
    name: 'admin-does-not-import-site',
    says: 'the back-office must not import the public site; share code through src/web/components or src/web/lib',
    appliesTo: (file) => isUnder(file, 'src/web/admin'),
    forbids: (imported) => isProjectFileUnder(imported, 'src/web/site'),
  },
  {
    name: 'web-does-not-import-server',
    says: 'browser code must not import server code; put what both sides need in src/common',
    appliesTo: (file) => isUnder(file, 'src/web'),
    forbids: (imported) => isProjectFileUnder(imported, 'src/server'),
  },
  {
    name: 'shared-web-does-not-import-sections',
    says: 'src/web/components and src/web/lib serve both the site and the back-office, so they import neither',
    appliesTo: isSharedWeb,
    forbids: (imported) =>
      isProjectFileUnder(imported, 'src/web/site') || isProjectFileUnder(imported, 'src/web/admin'),
  },
  {
    name: 'loaders-stay-on-the-server',
    says: 'a page loader (*.server.ts) runs on the server only; client code may import its types, never its code',
    appliesTo: (file) =>
      isUnder(file, 'src/web') && !file.endsWith('.server.ts') && file !== 'src/web/entry-server.tsx',
    forbids: (imported) => imported.kind === 'project' && imported.target.endsWith('.server.ts'),
    allowTypeOnly: true,
  },
  {
    name: 'catalogue-stays-on-the-server',
    says: "the whole catalogue is read by src/web/entry-server.tsx only, which writes a page's sections into its HTML; a page names its sections in its module's `messages`",
    appliesTo: (file) =>
      isUnder(file, 'src/web') &&
      file !== 'src/web/entry-server.tsx' &&
      !isUnder(file, 'src/web/locales') &&
      !/\.test\.tsx?$/.test(file),
    forbids: (imported) =>
      isProjectFileUnder(imported, 'src/web/locales') &&
      (imported.target.endsWith('/catalogue.ts') || imported.target.endsWith('.json')),
  },
  {
    name: 'repository-is-private-to-its-module',
    says: "a server module must not import another module's repository; call that module's service instead",
    appliesTo: (file) => moduleOf(file) !== undefined,
    forbids: (imported, file) =>
      imported.kind === 'project' &&
      isRepository(imported.target) &&
      moduleOf(imported.target) !== moduleOf(file),
  },
  {
    name: 'routes-do-not-use-kysely',
    says: 'a routes file must not import kysely; only repositories write SQL',
    appliesTo: isRoutesFile,
    forbids: (imported) => imported.kind === 'package' && imported.target === 'kysely',
  },
  {
    name: 'routes-do-not-use-the-database',
    says: 'a routes file must not import src/server/db; it reaches data through a service',
    appliesTo: isRoutesFile,
    forbids: (imported) => isProjectFileUnder(imported, 'src/server/db') && imported.target !== dbSchema,
  },
  {
    name: 'routes-take-only-row-types-from-the-schema',
    says: 'a routes file may import row types from src/server/db/schema.ts, but only with `import type`',
    appliesTo: isRoutesFile,
    forbids: (imported) => imported.kind === 'project' && imported.target === dbSchema,
    allowTypeOnly: true,
  },
  {
    name: 'routes-do-not-import-repositories',
    says: "a routes file must not import a repository, not even its own module's; it calls a service",
    appliesTo: isRoutesFile,
    forbids: (imported) => imported.kind === 'project' && isRepository(imported.target),
  },
  {
    name: 'services-and-repositories-do-not-import-http',
    says: 'a service or repository must not import src/server/http, not even its types; it takes the caller as `Auth` (src/server/auth.ts) and throws the errors of src/server/errors.ts',
    appliesTo: (file) => isService(file) || isRepository(file),
    forbids: (imported) => isProjectFileUnder(imported, 'src/server/http'),
  },
  {
    name: 'only-render-imports-web',
    says: 'server code outside src/server/render must not import src/web; put what both sides need (admin paths, codes, schemas) in src/common',
    appliesTo: (file) =>
      isUnder(file, 'src/server') && !isUnder(file, 'src/server/render') && !isTestFile(file),
    forbids: (imported) => isProjectFileUnder(imported, 'src/web'),
  },
  {
    name: 'db-does-not-import-the-layers-above',
    says: 'src/server/db is below the modules, the file store, the HTTP layer and the seed, so it imports none of them; they import it',
    appliesTo: (file) => isUnder(file, 'src/server/db') && !isTestFile(file),
    forbids: (imported) =>
      ['src/server/modules', 'src/server/storage', 'src/server/http', 'src/server/seed'].some((folder) =>
        isProjectFileUnder(imported, folder),
      ),
  },
  {
    name: 'text-stands-alone',
    says: 'src/server/text (the rich-text sanitizer) is used by modules, the seed and services alike, so it imports only src/common and packages',
    appliesTo: (file) => isUnder(file, 'src/server/text') && !isTestFile(file),
    forbids: (imported) =>
      imported.kind === 'project' &&
      !isUnder(imported.target, 'src/common') &&
      !isUnder(imported.target, 'src/server/text'),
  },
  {
    name: 'dialects-stay-inside-db',
    says: 'src/server/db/sqlite and src/server/db/postgres are imported only from inside src/server/db',
    appliesTo: (file) => !isUnder(file, 'src/server/db'),
    forbids: isDialectFile,
  },
];

/** Every import in `graph` that breaks one of `rules`, one entry per broken rule. */
export function findViolations(graph: SourceFile[], rules: ImportRule[] = importRules): Violation[] {
  const violations: Violation[] = [];
  for (const { path: file, imports } of graph) {
    for (const rule of rules.filter((candidate) => candidate.appliesTo(file))) {
      for (const imported of imports) {
        if (rule.allowTypeOnly && imported.isTypeOnly) continue;
        if (!rule.forbids(imported, file)) continue;
        violations.push({
          file,
          specifier: imported.specifier,
          target: imported.target,
          rule: rule.name,
          message: `${file} imports '${imported.specifier}' (${imported.target}): ${rule.says} [${rule.name}]`,
        });
      }
    }
  }
  return violations;
}
