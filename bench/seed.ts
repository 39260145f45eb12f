/**
 * The bench's data: the demo content (written through the services, as `npm run db:seed` writes
 * it), then `rows` news items and jobs per locale and `rows` rows in every other table an admin
 * list reads. The board rows take the bulk path below: each row is what a save writes (validated
 * by its type's schema, its derived columns computed by its type's `derive`), inserted a thousand
 * to a statement; one save at a time is far too slow for 800,000 rows (src/server/seed/README.md).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import type { LocaleCd } from '../src/common/codes.ts';
import { type Db, openDatabase } from '../src/server/db/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { loadConfig } from '../src/server/env.ts';
import { parseOrThrow } from '../src/server/errors.ts';
import type { ContentService } from '../src/server/modules/content/service.ts';
import { seed } from '../src/server/seed/index.ts';
import { createServices, type Services } from '../src/server/services.ts';
import { localFileStore } from '../src/server/storage/file-store.ts';
import type { BenchData } from './databases.ts';

export const PASSWORD = 'Bench-Pass1!';

/** Rows per INSERT and per transaction: few round trips, and no transaction holds SQLite for long. */
const INSERT_ROWS = 1000;
const TRANSACTION_ROWS = 10_000;

type Row = Record<string, unknown>;

/**
 * Inserts `count` rows made by `row(i)` in multi-row INSERTs, several to a transaction. Triggers
 * and indexes (the search indexes too) are kept up as the site keeps them.
 */
async function fill(db: Db, count: number, insert: (trx: Db, ids: number[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += TRANSACTION_ROWS)
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < Math.min(count, start + TRANSACTION_ROWS); from += INSERT_ROWS)
        await insert(
          trx,
          Array.from({ length: Math.min(INSERT_ROWS, count - from) }, (_, k) => from + k),
        );
    });
}

/**
 * The bulk path of a board's service: `count` items made by `item(i)` (their fields, and the file
 * columns a save would have stored), each validated and derived as the service's save does it and
 * stamped as created by the bench, `count - i` minutes ago. No version is kept: lists and pages
 * read none.
 */
async function fillBoard(
  db: Db,
  service: ContentService,
  count: number,
  item: (i: number) => { fields: Row; files?: Row },
) {
  const { resource } = service;
  const now = Date.now();
  const saved = (i: number): Row => {
    const { fields, files } = item(i);
    const input = parseOrThrow(resource.schema, fields);
    return {
      ...input,
      ...resource.derive(input),
      ...files,
      delYn: 'N',
      createId: 'bench',
      createDt: new Date(now - (count - i) * 60_000).toISOString(),
    };
  };
  await fill(db, count, (trx, ids) =>
    trx
      .insertInto(resource.table)
      .values(ids.map(saved) as never)
      .execute(),
  );
}

/** Opens the bench database: migrated, with the demo content plus `rows` news items and jobs per locale and `rows` rows in every other admin list. */
export async function prepare({ dataDir, databaseUrl }: BenchData, rows: number) {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, { isTool: true });
  const { db, dialect } = openDatabase(config);
  await migrate(db, dialect);
  const store = localFileStore(path.join(dataDir, 'uploads'));
  const base = { config, db, dialect, store };
  await seed({ ...base, adminId: 'admin', adminPassword: PASSWORD, withDemoContent: true, log: () => {} });
  const boards = createServices(base).content;
  for (const localeCd of ['EN', 'VI'] satisfies LocaleCd[]) {
    const post = (i: number) => {
      const title = `${localeCd === 'VI' ? 'Tin tức số' : 'News item'} ${i}`;
      const contents = `<p>${title}: ${'KidVenture City Hanoi opens new job experiences for children. '.repeat(4)}</p>`;
      return { localeCd, title, contents };
    };
    await fillBoard(db, boards.news, rows, (i) => ({ fields: { ...post(i), typeCd: '10' } }));
    await fillBoard(db, boards.job, rows, (i) => ({ fields: { ...post(i), dateCd: '20' } }));
  }
  await seedAdminTables(db, rows, boards);
  // What autovacuum does in time on a live server: planner statistics, and a visibility map that
  // lets PostgreSQL answer from an index alone. (SQLite keeps no statistics unless asked; the site never asks.)
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  // And what the checkpointer and the kernel do within minutes: the load's writes reach the disk now,
  // not during the measurements. (The kernel wrote them back 30 s later, 50–70 MB at once, inside
  // an open loop, and its requests waited for the disk. CHECKPOINT needs the pg_checkpoint role; without it
  // PostgreSQL's own writes are left to its checkpointer.)
  if (dialect === 'postgres')
    await sql`checkpoint`.execute(db).catch((error: { code?: string }) => {
      if (error.code !== '42501') throw error;
    });
  await db.destroy();
  execFileSync('sync');
}

/**
 * `rows` more rows in every table an admin list reads (news and jobs are filled by prepare()): the
 * boards by their bulk path, the other lists' tables directly, with their folded search columns.
 */
async function seedAdminTables(db: Db, rows: number, boards: Services['content']) {
  const now = Date.now();
  const at = (i: number) => new Date(now - (rows - i) * 60_000).toISOString();
  const flags = (i: number) => ({
    localeCd: 'EN',
    useYn: 'Y',
    delYn: 'N',
    createId: 'bench',
    createDt: at(i),
  });
  const text = (label: string, i: number) => ({
    title: `${label} ${i}`,
    contents: `<p>${label} ${i} for the bench</p>`,
    titleSearch: `${label.toLowerCase()} ${i}`,
    contentsSearch: `${label.toLowerCase()} ${i} for the bench`,
  });
  await fillBoard(db, boards.faq, rows, (i) => ({
    fields: {
      localeCd: 'EN',
      typeCd: '10',
      title: `Question ${i}`,
      contents: `<p>Question ${i} for the bench</p>`,
    },
  }));
  // Banners, partners and videos are listed whole on public pages: keep these rows off the site (OFF)
  // so the page measurements stay those of a real site; the admin lists still hold all of them.
  const hidden = { localeCd: 'EN', useYn: 'N' };
  await fillBoard(db, boards.video, rows, (i) => ({
    fields: { ...hidden, title: `Video ${i}`, typeCd: '10', dateCd: '20', youtubeId: 'abcdefghijk' },
  }));
  await fillBoard(db, boards.banner, rows, (i) => ({
    fields: { ...hidden, title: `Banner ${i}`, contents: 'Sub title' },
    files: { imageUrl: '', imageName: '', imageVariants: '' },
  }));
  await fillBoard(db, boards.partner, rows, (i) => ({
    fields: { ...hidden, name: `Partner ${i}`, typeCd: '30' },
    files: { logoImageUrl: '', logoImageName: '', imageVariants: '' },
  }));
  await fill(db, rows, (trx, ids) =>
    trx
      .insertInto('qna')
      .values(
        ids.map((i) => ({
          ...flags(i),
          ...text('Inquiry', i),
          typeCd: '10',
          statusCd: '10',
          name: 'Bench',
          email: 'bench',
          emailDomain: '10',
          emailDomainName: 'gmail.com',
          phone: '0912345678',
          fileUrl: '',
          fileName: '',
          policyChecked: 'Y',
          ipaddress: '127.0.0.1',
        })),
      )
      .execute(),
  );
  await fill(db, rows, (trx, ids) =>
    trx
      .insertInto('permitted_ip')
      .values(
        ids.map((i) => ({
          localeCd: 'EN',
          useYn: 'Y',
          delYn: 'N',
          ipaddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          memo: `Office ${i}`,
          memoSearch: `office ${i}`,
          createId: 'bench',
          createdAt: at(i),
        })),
      )
      .execute(),
  );
  await fill(db, rows, (trx, ids) =>
    trx
      .insertInto('admin_user')
      .values(
        ids.map((i) => ({
          ...flags(i),
          username: `bench${i}`,
          passwordHash: 'not-a-hash',
          manager: `Manager ${i}`,
          managerSearch: `manager ${i}`,
          email: `bench${i}@example.com`,
          contact: '0912345678',
          role: 'General Manager',
          mgtsettings: 'rBoardNews',
        })),
      )
      .execute(),
  );
  await fill(db, rows, (trx, ids) =>
    trx
      .insertInto('access_history')
      .values(
        ids.map((i) => ({
          ipaddress: '203.0.113.7',
          userid: 'admin',
          url: `GET /api/news?pageNo=${i}`,
          useridSearch: 'admin',
          urlSearch: `get /api/news?pageno=${i}`,
          statusCode: 200,
          createdAt: at(i),
        })),
      )
      .execute(),
  );
}
