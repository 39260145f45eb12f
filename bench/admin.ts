/** Admin lists: page 1 as the back-office asks for it (with a token), without and with a search. */
import type { Row } from './load.ts';
import { PASSWORD } from './seed.ts';

/** Each admin list and a folded (indexed) search type of it, with the text its bench rows hold before their number. */
const LISTS = [
  { list: '/api/banner', searchType: 'title', prefix: 'banner ' },
  { list: '/api/job', searchType: 'title', prefix: 'news item ' },
  { list: '/api/faq', searchType: 'title', prefix: 'question ' },
  { list: '/api/news', searchType: 'title', prefix: 'news item ' },
  { list: '/api/video?typeCd=10', searchType: 'title', prefix: 'video ' },
  { list: '/api/partner', searchType: 'name', prefix: 'partner ' },
  { list: '/api/qna', searchType: 'title', prefix: 'inquiry ' },
  { list: '/api/auth', searchType: 'manager', prefix: 'manager ' },
  { list: '/api/ip', searchType: 'memo', prefix: 'office ' },
  { list: '/api/history', searchType: 'url', prefix: 'get /api/news?pageno=' },
];

export async function adminToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'admin', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Median and slowest of 20 sequential requests (after one to warm up), in ms. */
async function timesOf(url: (i: number) => string, token: string, check: (total: number) => boolean) {
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    const response = await fetch(url(i), { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: { total: number } };
    if (!response.ok || !check(body.data?.total ?? -1))
      throw new Error(`${url(i)}: ${response.status}, total ${body.data?.total}`);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[10]!, slowest: times.at(-1)! };
}

const pageOne = (base: string, list: string) =>
  `${base}${list}${list.includes('?') ? '&' : '?'}delYn=N&pageNo=1&pageCnt=10&localeCd=EN`;

/** Page 1 of every admin list, no search: median and slowest of 20 sequential requests. */
export async function benchAdminLists(base: string, rows: number): Promise<Row[]> {
  const token = await adminToken(base);
  const result: Row[] = [];
  for (const { list } of LISTS) {
    const t = await timesOf(
      () => pageOne(base, list),
      token,
      (total) => total >= rows,
    );
    result.push([
      `Admin list ${list.split('?')[0]} page 1 (${rows}+ rows, with token)`,
      `median ${t.median.toFixed(1)} ms, slowest ${t.slowest.toFixed(1)} ms`,
      '≤ 50 ms',
    ]);
  }
  return result;
}

/**
 * Page 1 of every admin list searched for a different bench row each request (the prefix and a
 * random row number, e.g. `partner 4711`, which also finds 47110 to 47119): the medians of the ten
 * lists, and the slowest list's.
 */
export async function benchAdminSearches(base: string, rows: number) {
  const token = await adminToken(base);
  const medians: Array<{ list: string; median: number }> = [];
  for (const { list, searchType, prefix } of LISTS) {
    const term = () => encodeURIComponent(`${prefix}${Math.floor(Math.random() * rows)}`);
    const url = () => `${pageOne(base, list)}&searchType=${searchType}&searchText=${term()}`;
    const t = await timesOf(url, token, (total) => total >= 1);
    medians.push({ list: list.split('?')[0]!, median: t.median });
  }
  medians.sort((a, b) => a.median - b.median);
  return { fastest: medians[0]!, slowest: medians.at(-1)! };
}
