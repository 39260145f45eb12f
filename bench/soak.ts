/**
 * The soak: five minutes (SOAK_SECONDS) of mixed traffic at a fixed offered rate (SOAK_RATE per
 * second, all connections together): public pages, cached and uncached lists, a different search
 * each time, details, inquiries, and admin reads and writes with a token. It reports errors and 5xx
 * (both must be 0), p99, and the server's resident memory sampled every 10 s, so growth shows.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { adminToken } from './admin.ts';
import type { Row } from './load.ts';

export const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 150);

const PAGES = [
  '/',
  '/vi',
  '/career/jobs',
  '/news/press-release',
  '/partner/partnership-inquiry',
  '/company/history',
];
const WORDS = ['việc', 'viec', 'tin tức', 'TIN TUC', 'news', 'item', 'số', 'so'];

type Request = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const page = () => 1 + Math.floor(Math.random() * 1000);

const BOUNDARY = 'soak-boundary-7f3a';
/** A valid inquiry as the form sends it (multipart), from an address of its own. */
function inquiry(n: number): Request {
  const fields = {
    localeCd: 'VI',
    typeCd: '10',
    policyChecked: 'Y',
    title: `Hợp tác tài trợ ${n}`,
    contents: 'Chúng tôi muốn tài trợ khu cứu hỏa cho các bé.',
    name: 'Nguyễn Văn Soak',
    email: `soak${n}`,
    emailDomain: '00',
    emailDomainName: 'example.com',
    phone: '0912345678',
  };
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${BOUNDARY}--\r\n`;
  return {
    method: 'POST',
    path: '/api/qna',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      // The inquiry limit is ten an hour per address: each soak inquiry comes from its own.
      // (198.18.0.0/15 is the range set aside for benchmarks; the traffic itself stays on loopback.)
      'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
    },
    body,
  };
}

/** One request of the mix; the weights are out of 100. */
function mixed(n: number, { token, rows }: { token: string; rows: number }): Request {
  const admin = { authorization: `Bearer ${token}` };
  const roll = Math.random() * 100;
  if (roll < 25) return { method: 'GET', path: pick(PAGES) };
  if (roll < 45) return { method: 'GET', path: pick(['/api/news?localeCd=EN', '/api/job?localeCd=VI']) };
  if (roll < 55) return { method: 'GET', path: `/api/news?localeCd=EN&pageNo=${page()}` };
  if (roll < 65)
    return {
      method: 'GET',
      path: `/api/job?localeCd=VI&searchType=title&searchText=${encodeURIComponent(`${pick(WORDS)} ${n % rows}`)}`,
    };
  if (roll < 75) return { method: 'GET', path: `/api/news/${1 + Math.floor(Math.random() * rows)}` };
  if (roll < 80) return inquiry(n);
  if (roll < 97)
    return {
      method: 'GET',
      path: pick([`/api/news?localeCd=EN&pageNo=${page()}`, '/api/qna?pageNo=1', '/api/history']),
      headers: admin,
    };
  return {
    method: 'POST',
    path: '/api/news',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ localeCd: 'EN', typeCd: '10', title: `Soak news ${n}`, contents: '<p>Soak</p>' }),
  };
}

/** The resident set of a process (VmRSS), in MB. */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function benchSoak(
  base: string,
  { serverPid, rows }: { serverPid: number; rows: number },
): Promise<Row[]> {
  const token = await adminToken(base);
  const memory = [residentMb(serverPid)];
  const sampler = setInterval(() => memory.push(residentMb(serverPid)), 10_000);
  let n = 0;
  console.log(`Soak: ${SOAK_SECONDS} s of mixed traffic at ${SOAK_RATE} req/s…`);
  // autocannon's return value is thenable but no full Promise (it has no finally).
  const result = await Promise.resolve(
    autocannon({
      url: base,
      connections: 20,
      overallRate: SOAK_RATE,
      duration: SOAK_SECONDS,
      timeout: 10,
      requests: [{ setupRequest: (req) => ({ ...req, ...mixed(n++, { token, rows }) }) }],
    }),
  ).finally(() => clearInterval(sampler));
  memory.push(residentMb(serverPid));
  const errors = result.errors + result.timeouts + result.non2xx;
  // Growth: the mean of the last minute against the mean of the second (after warm-up).
  const perMinute = 6;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const second = memory.length > 2 * perMinute ? mean(memory.slice(perMinute, 2 * perMinute)) : memory[0]!;
  const last = mean(memory.slice(-perMinute));
  const fmt = (mb: number) => `${mb.toFixed(0)} MB`;
  return [
    [
      `Soak: ${SOAK_SECONDS / 60} min mixed (pages, lists, searches, details, inquiries, admin reads and writes) at ${SOAK_RATE} req/s offered`,
      `${result.requests.total} requests, ${errors} errors (${result['5xx']} 5xx, ${result.non2xx} non-2xx, ${result.timeouts} timeouts), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      '0 errors, 0 5xx',
    ],
    [
      'Soak: server resident memory',
      `start ${fmt(memory[0]!)}, second minute ${fmt(second)}, last minute ${fmt(last)}, end ${fmt(memory.at(-1)!)}, max ${fmt(Math.max(...memory))}`,
      'no growth trend',
    ],
  ];
}
