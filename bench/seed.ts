/**
 * The bench's data: the demo content, `rows` news items and jobs per locale, and `rows` rows in
 * every other table an admin list reads, written as the site writes them (search indexes and
 * triggers included).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { foldForSearch } from '../src/common/text.ts';
import { type Db, openDatabase } from '../src/server/db/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seed } from '../src/server/seed/index.ts';
import { localFileStore } from '../src/server/storage/file-store.ts';
import type { BenchData } from './databases.ts';

export const PASSWORD = 'Bench-Pass1!';

/** Rows per INSERT and per transaction: few round trips, and no transaction holds SQLite for long. */
const INSERT_ROWS = 1000;
const TRANSACTION_ROWS = 10_000;

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

/** Opens the bench database: migrated, with the demo content plus `rows` news items and jobs per locale and `rows` rows in every other admin list. */
export async function prepare({ dataDir, databaseUrl }: BenchData, rows: number) {
  const { db, dialect } = openDatabase({ dataDir, databaseUrl });
  await migrate(db, dialect);
  const store = localFileStore(path.join(dataDir, 'uploads'));
  await seed({ db, store, adminId: 'admin', adminPassword: PASSWORD, withDemoContent: true, log: () => {} });
  const now = Date.now();
  for (const localeCd of ['EN', 'VI']) {
    const item = (i: number) => {
      const title = `${localeCd === 'VI' ? 'Tin tức số' : 'News item'} ${i}`;
      const contents = `<p>${title}: ${'KidVenture City Hanoi opens new job experiences for children. '.repeat(4)}</p>`;
      return {
        localeCd,
        useYn: 'Y',
        delYn: 'N',
        createId: 'bench',
        createDt: new Date(now - (rows - i) * 60_000).toISOString(),
        title,
        contents,
        titleSearch: foldForSearch(title),
        contentsSearch: foldForSearch(contents),
      };
    };
    await fill(db, rows, (trx, ids) =>
      trx
        .insertInto('news')
        .values(ids.map((i) => ({ ...item(i), typeCd: '10', thumbnailUrl: '' })))
        .execute(),
    );
    await fill(db, rows, (trx, ids) =>
      trx
        .insertInto('job')
        .values(
          ids.map((i) => ({
            ...item(i),
            dateCd: '20',
            startDt: null,
            endDt: null,
            fileUrl: '',
            fileName: '',
          })),
        )
        .execute(),
    );
  }
  await seedAdminTables(db, rows);
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

/** `rows` more rows in every table an admin list reads (news and jobs are filled by prepare()). */
async function seedAdminTables(db: Db, rows: number) {
  const now = Date.now();
  const at = (i: number) => new Date(now - (rows - i) * 60_000).toISOString();
  const flags = (i: number) => ({
    localeCd: 'EN',
    useYn: 'Y',
    delYn: 'N',
    createId: 'bench',
    createDt: at(i),
  });
  // Banners, partners and videos are listed whole on public pages: keep these rows off the site (OFF)
  // so the page measurements stay those of a real site; the admin lists still hold all of them.
  const hidden = (i: number) => ({ ...flags(i), useYn: 'N' });
  const text = (label: string, i: number) => ({
    title: `${label} ${i}`,
    contents: `<p>${label} ${i} for the bench</p>`,
    titleSearch: `${label.toLowerCase()} ${i}`,
    contentsSearch: `${label.toLowerCase()} ${i} for the bench`,
  });
  await fill(db, rows, (trx, ids) =>
    trx
      .insertInto('faq')
      .values(ids.map((i) => ({ ...flags(i), ...text('Question', i), typeCd: '10' })))
      .execute(),
  );
  await fill(db, rows, (trx, ids) =>
    trx
      .insertInto('video')
      .values(
        ids.map((i) => ({
          ...hidden(i),
          title: `Video ${i}`,
          titleSearch: `video ${i}`,
          contentsSearch: '',
          typeCd: '10',
          dateCd: '20',
          startDt: null,
          endDt: null,
          youtubeId: 'abcdefghijk',
        })),
      )
      .execute(),
  );
  await fill(db, rows, (trx, ids) =>
    trx
      .insertInto('banner')
      .values(
        ids.map((i) => ({
          ...hidden(i),
          title: `Banner ${i}`,
          titleSearch: `banner ${i}`,
          contents: 'Sub title',
          linkUrl: '',
          imageUrl: '',
          imageName: '',
          imageVariants: '',
        })),
      )
      .execute(),
  );
  await fill(db, rows, (trx, ids) =>
    trx
      .insertInto('partner')
      .values(
        ids.map((i) => ({
          ...hidden(i),
          name: `Partner ${i}`,
          nameSearch: `partner ${i}`,
          typeCd: '30',
          linkUrl: '',
          logoImageUrl: '',
          logoImageName: '',
          imageVariants: '',
        })),
      )
      .execute(),
  );
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
