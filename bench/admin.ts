/** Admin lists over 10,000 rows each: page 1 time as the back-office asks for it (with a token). */
import type { Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema.ts';
import { PASSWORD, ROWS } from './api.ts';
import type { Row } from './load.ts';

const BATCH = 500;

async function fill(count: number, insert: (rows: number[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH)
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => start + k));
}

/** ROWS more rows in every table an admin list reads (news and jobs are filled by prepare()). */
export async function seedAdminTables(db: Kysely<Database>) {
  const now = Date.now();
  const at = (i: number) => new Date(now - (ROWS - i) * 60_000).toISOString();
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
  await fill(ROWS, (ids) =>
    db
      .insertInto('faq')
      .values(ids.map((i) => ({ ...flags(i), ...text('Question', i), typeCd: '10' })))
      .execute(),
  );
  await fill(ROWS, (ids) =>
    db
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
  await fill(ROWS, (ids) =>
    db
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
  await fill(ROWS, (ids) =>
    db
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
  await fill(ROWS, (ids) =>
    db
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
  await fill(ROWS, (ids) =>
    db
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
  await fill(ROWS, (ids) =>
    db
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
  await fill(ROWS, (ids) =>
    db
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

const LISTS = [
  '/api/banner',
  '/api/job',
  '/api/faq',
  '/api/news',
  '/api/video?typeCd=10',
  '/api/partner',
  '/api/qna',
  '/api/auth',
  '/api/ip',
  '/api/history',
];

/** Median and slowest of 20 sequential page-1 requests per admin list, as the admin sends them. */
export async function benchAdminLists(base: string): Promise<Row[]> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'admin', password: PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  const rows: Row[] = [];
  for (const list of LISTS) {
    const url = `${base}${list}${list.includes('?') ? '&' : '?'}delYn=N&pageNo=1&pageCnt=10&localeCd=EN`;
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { data: { total: number } };
      if (!response.ok || body.data.total < ROWS)
        throw new Error(`${list}: ${response.status}, total ${body.data?.total}`);
      if (i > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push([
      `Admin list ${list.split('?')[0]} page 1 (${ROWS}+ rows, with token)`,
      `median ${times[10]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms`,
      '≤ 50 ms',
    ]);
  }
  return rows;
}
