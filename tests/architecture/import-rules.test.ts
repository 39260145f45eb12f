import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { extractImports, readImportGraph } from './import-graph.ts';
import { findViolations, importRules, type Violation } from './rules.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const brief = (violations: Violation[]) =>
  violations.map((v) => `${v.file} -> ${v.target} [${v.rule}]`).sort();

describe('import rules', () => {
  it('hold for src/', () => {
    const violations = findViolations(readImportGraph(repoRoot, ['src']));
    expect(violations.map((v) => v.message).join('\n')).toBe('');
  });
});

describe('import graph', () => {
  it('reads every form of import and which ones are type-only', () => {
    const found = extractImports(
      'example.ts',
      [
        "import a from './a.ts';",
        "import type { B } from './b.ts';",
        "import { type C } from './c.ts';",
        "import './d.css';",
        "export { e } from './e.ts';",
        "export type { F } from './f.ts';",
        "export * from './g.ts';",
        "const h = await import('./h.ts');",
        'const i = await import(`./i.ts`);',
        "let j: import('./j.ts').J;",
        "// import k from './k.ts';",
        'const l = "import m from \'./m.ts\'";',
        'const n = await import(computed);',
      ].join('\n'),
    );
    expect(found).toEqual([
      { specifier: './a.ts', isTypeOnly: false },
      { specifier: './b.ts', isTypeOnly: true },
      // Under verbatimModuleSyntax this still loads c.ts at run time.
      { specifier: './c.ts', isTypeOnly: false },
      { specifier: './d.css', isTypeOnly: false },
      { specifier: './e.ts', isTypeOnly: false },
      { specifier: './f.ts', isTypeOnly: true },
      { specifier: './g.ts', isTypeOnly: false },
      { specifier: './h.ts', isTypeOnly: false },
      { specifier: './i.ts', isTypeOnly: false },
      { specifier: './j.ts', isTypeOnly: true },
    ]);
  });
});

/**
 * A small fake project per rule, written to a temporary folder: each rule must catch the file that breaks
 * it and leave alone the nearby imports that are allowed. Generated here rather than committed, so the
 * type checker and linter never see deliberately wrong code.
 */
const fixture: Record<string, string> = {
  // a. common stays self-contained
  'src/common/codes.ts':
    "import { env } from '../server/env.ts';\nimport { z } from 'zod';\nexport const c = 1;",
  'src/common/hash.ts':
    "import { createHash } from 'node:crypto';\nimport 'fs';\nimport { c } from './codes.ts';",
  'src/common/schemas/index.ts': "import { c } from '../codes.ts';\nimport { zodish } from 'zod/v4';",
  // b. site and back-office stay apart; both may use the shared pieces
  'src/web/site/home/Home.tsx': "import { session } from '../../admin/lib/session.ts';",
  'src/web/admin/screens/Frame.tsx':
    "export { Header } from '../../site/layout/Header.tsx';\nimport { Dialog } from '../../components/Dialog.tsx';",
  'src/web/admin/lib/session.ts': "import { api } from '../../lib/api.ts';",
  // c. the browser never imports the server, not even its types; the server may render web code
  'src/web/lib/api.ts': "import type { Row } from '../../server/db/schema.ts';",
  'src/web/site/legacy.mjs': "const env = await import('../../server/env.ts');",
  'src/server/render/document.ts':
    "const entry = await import('../../web/entry-server.tsx');\n// import '../../web/admin/x.ts' is only a comment",
  // d. shared web code imports neither section
  'src/web/components/Card.tsx': "import { paths } from '../site/paths.ts';",
  'src/web/lib/format.ts':
    "import '../admin/styles/admin.css';\nimport { Card } from '../components/Card.tsx';",
  // page loaders reach the browser's code as types only; the server entry runs them
  'src/web/site/news/NewsPage.tsx': [
    "import type { load } from './NewsPage.server.ts';",
    "import { load as run } from './PressPage.server.ts';",
  ].join('\n'),
  'src/web/site/news/PressPage.server.ts': "import { pageMeta } from '../page-title.ts';",
  'src/web/entry-server.tsx': [
    "import { load } from './site/news/PressPage.server.ts';",
    "import { catalogueOf } from './locales/catalogue.ts';",
  ].join('\n'),
  // the catalogue is read on the server; pages name their sections, tests may read it all
  'src/web/entry-client.tsx': "import en from './locales/en/home.json' with { type: 'json' };",
  'src/web/site/home/HomePage.tsx': [
    "import { fullCatalogue } from '../../locales/catalogue.ts';",
    "import type { MessageSection } from '../../locales/sections.ts';",
  ].join('\n'),
  'src/web/site/App.test.ts': "import { catalogueOf } from '../locales/catalogue.ts';",
  // e. a repository is private to its module
  'src/server/modules/qna/qna.service.ts': "import { contentRepository } from '../content/repository.ts';",
  'src/server/modules/job/job.service.ts': [
    "import { newsRepository } from '../news/news.repository.js';",
    "import { jobRepository } from './job.repository.ts';",
    "import { contentService } from '../content/service.ts';",
  ].join('\n'),
  'src/server/modules/news/news.repository.ts': "import { db } from '../../db/index.ts';",
  'src/server/modules/job/job.repository.ts': "import { sql } from 'kysely';",
  // f. routes validate and shape the answer; data goes through a service
  'src/server/modules/qna/qna.routes.ts': [
    "import { sql } from 'kysely';",
    "import type { Kysely } from 'kysely';",
    "import { db } from '../../db/index.ts';",
    "import { QnaRow } from '../../db/schema.ts';",
    "import { type QnaAnswerRow } from '../../db/schema.ts';",
    "import { qnaRepository } from './qna.repository.ts';",
    "import { qnaService } from './qna.service.ts';",
  ].join('\n'),
  'src/server/modules/content/routes.ts': [
    "import type { ContentRow } from '../../db/schema.ts';",
    "import { contentService } from './service.ts';",
    "import { list } from '../list-query.ts';",
  ].join('\n'),
  // g. dialect files are an implementation detail of src/server/db
  'src/server/app.ts': "import { openSqlite } from './db/sqlite/dialect.ts';",
  'src/server/ops/backup.ts': "import type { PgPool } from '../db/postgres/dialect.ts';",
  'src/server/db/index.ts':
    "import { openSqlite } from './sqlite/dialect.ts';\nimport { openPostgres } from './postgres/dialect.ts';",
  'src/server/db/sqlite/dialect.ts': "import Database from 'better-sqlite3';",
  'src/server/db/postgres/dialect.ts': "import pg from 'pg';",
  // h. services and repositories take the caller and throw errors from src/server, never http/
  'src/server/modules/ip/ip.service.ts': [
    "import type { Auth } from '../../http/access.ts';",
    "import type { Auth as Caller } from '../../auth.ts';",
    "import { conflict } from '../../errors.ts';",
  ].join('\n'),
  'src/server/modules/content/service.ts': [
    "import { sanitizeRichText } from '../../text/rich-text.ts';",
    "import { ok } from '../../http/reply.ts';",
  ].join('\n'),
  'src/server/modules/history/history.repository.ts':
    "import { requestIdFrom } from '../../http/request-id.ts';",
  'src/server/modules/history/history.routes.ts': "import { requirePermission } from '../../http/access.ts';",
  'src/server/modules/news/news.resource.ts': "import { firstImage } from '../../text/rich-text.ts';",
  // i. only render/ imports web code; tests may compare both sides
  'src/server/notify/inquiry-mail.ts': [
    "import { ADMIN_PATHS } from '../../web/lib/admin-paths.ts';",
    "import { ADMIN_PATHS as paths } from '../../common/admin-paths.ts';",
  ].join('\n'),
  'src/server/modules/partner/partner.ts':
    "import type { SECTIONS } from '../../../web/admin/sections/index.ts';",
  // k. the sanitizer needs nothing of the server's layers
  'src/server/text/rich-text.ts': [
    "import { ok } from '../http/reply.ts';",
    "import { htmlToText } from '../../common/text.ts';",
    "import sanitizeHtml from 'sanitize-html';",
  ].join('\n'),
  'src/server/text/rich-text-editor.test.ts':
    "import { editorHtml } from '../../web/admin/editor/extensions.ts';",
  // j. db/ is below what builds on it: modules, the file store, http/ and the seed import it, not back
  'src/server/db/cli.ts': [
    "import { loadConfig } from '../env.ts';",
    "import { openFileStore } from '../storage/open-store.ts';",
    "import { seed } from '../seed/index.ts';",
  ].join('\n'),
  'src/server/db/table-repository.ts': [
    "import { notFound } from '../http/errors.ts';",
    "import type { NewsResource } from '../modules/news/news.resource.ts';",
    "import { foldForSearch } from '../../common/text.ts';",
  ].join('\n'),
  'src/server/db/list-plan.api.test.ts': "import { newsResource } from '../modules/news/news.resource.ts';",
  'src/server/seed/index.ts': [
    "import type { Db } from '../db/index.ts';",
    "import { storeImage } from '../storage/uploads.ts';",
    "import { hashPassword } from '../modules/account/password.ts';",
  ].join('\n'),
};

describe('each import rule', () => {
  const fixtureRoot = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(fixture)) {
    mkdirSync(path.join(fixtureRoot, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(fixtureRoot, file), text);
  }
  const violations = findViolations(readImportGraph(fixtureRoot));

  it('catches exactly the imports that break it', () => {
    expect(brief(violations)).toEqual(
      [
        'src/common/codes.ts -> src/server/env.ts [common-is-self-contained]',
        'src/common/hash.ts -> node:crypto [common-has-no-node-builtins]',
        'src/common/hash.ts -> fs [common-has-no-node-builtins]',
        'src/web/site/home/Home.tsx -> src/web/admin/lib/session.ts [site-does-not-import-admin]',
        'src/web/admin/screens/Frame.tsx -> src/web/site/layout/Header.tsx [admin-does-not-import-site]',
        'src/web/lib/api.ts -> src/server/db/schema.ts [web-does-not-import-server]',
        'src/web/site/legacy.mjs -> src/server/env.ts [web-does-not-import-server]',
        'src/web/components/Card.tsx -> src/web/site/paths.ts [shared-web-does-not-import-sections]',
        'src/web/lib/format.ts -> src/web/admin/styles/admin.css [shared-web-does-not-import-sections]',
        'src/web/site/news/NewsPage.tsx -> src/web/site/news/PressPage.server.ts [loaders-stay-on-the-server]',
        'src/web/entry-client.tsx -> src/web/locales/en/home.json [catalogue-stays-on-the-server]',
        'src/web/site/home/HomePage.tsx -> src/web/locales/catalogue.ts [catalogue-stays-on-the-server]',
        'src/server/modules/qna/qna.service.ts -> src/server/modules/content/repository.ts [repository-is-private-to-its-module]',
        'src/server/modules/job/job.service.ts -> src/server/modules/news/news.repository.ts [repository-is-private-to-its-module]',
        'src/server/modules/qna/qna.routes.ts -> kysely [routes-do-not-use-kysely]',
        'src/server/modules/qna/qna.routes.ts -> kysely [routes-do-not-use-kysely]',
        'src/server/modules/qna/qna.routes.ts -> src/server/db/index.ts [routes-do-not-use-the-database]',
        'src/server/modules/qna/qna.routes.ts -> src/server/db/schema.ts [routes-take-only-row-types-from-the-schema]',
        'src/server/modules/qna/qna.routes.ts -> src/server/db/schema.ts [routes-take-only-row-types-from-the-schema]',
        'src/server/modules/qna/qna.routes.ts -> src/server/modules/qna/qna.repository.ts [routes-do-not-import-repositories]',
        'src/server/app.ts -> src/server/db/sqlite/dialect.ts [dialects-stay-inside-db]',
        'src/server/ops/backup.ts -> src/server/db/postgres/dialect.ts [dialects-stay-inside-db]',
        'src/server/modules/ip/ip.service.ts -> src/server/http/access.ts [services-and-repositories-do-not-import-http]',
        'src/server/modules/content/service.ts -> src/server/http/reply.ts [services-and-repositories-do-not-import-http]',
        'src/server/modules/history/history.repository.ts -> src/server/http/request-id.ts [services-and-repositories-do-not-import-http]',
        'src/server/notify/inquiry-mail.ts -> src/web/lib/admin-paths.ts [only-render-imports-web]',
        'src/server/modules/partner/partner.ts -> src/web/admin/sections/index.ts [only-render-imports-web]',
        'src/server/db/cli.ts -> src/server/storage/open-store.ts [db-does-not-import-the-layers-above]',
        'src/server/db/cli.ts -> src/server/seed/index.ts [db-does-not-import-the-layers-above]',
        'src/server/db/table-repository.ts -> src/server/http/errors.ts [db-does-not-import-the-layers-above]',
        'src/server/db/table-repository.ts -> src/server/modules/news/news.resource.ts [db-does-not-import-the-layers-above]',
        'src/server/text/rich-text.ts -> src/server/http/reply.ts [text-stands-alone]',
      ].sort(),
    );
  });

  it('has a fixture that breaks every rule', () => {
    const broken = new Set(violations.map((v) => v.rule));
    expect(importRules.map((rule) => rule.name).filter((name) => !broken.has(name))).toEqual([]);
  });

  it('names the file, the import and the rule in plain words', () => {
    const message = violations.find((v) => v.file === 'src/web/site/home/Home.tsx')?.message;
    expect(message).toBe(
      "src/web/site/home/Home.tsx imports '../../admin/lib/session.ts' (src/web/admin/lib/session.ts): " +
        'the public site must not import the back-office; share code through src/web/components or src/web/lib ' +
        '[site-does-not-import-admin]',
    );
  });
});
