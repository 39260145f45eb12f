/**
 * A steady load of what visitors do, through the proxy: pages, lists, searches, inquiries and job
 * applications from a few concurrent clients, each waiting a little between requests. Every
 * answer is recorded with its time, so a phase can be judged by the answers it overlapped.
 */

export type Kind = 'page' | 'list' | 'search' | 'inquiry' | 'application';

export interface Answer {
  kind: Kind;
  path: string;
  /** When the request was sent and answered (ms, performance.now()). */
  sentAt: number;
  doneAt: number;
  /** 0 when no HTTP answer came (a refused or reset connection, a timeout). */
  status: number;
  retryAfter: string | null;
  /** nginx's X-Cache. */
  cache: string | null;
  /** The number an acknowledged inquiry or application was given. */
  id?: number;
  error?: string;
}

const PAGES = [
  '/',
  '/vi',
  '/career/jobs',
  '/vi/career/jobs',
  '/company/about/introduction',
  '/news/press-release',
];
const WORDS = ['vui', 'trẻ em', 'park', 'job', 'nhân viên', 'safety', 'zone', 'hè'];
/** Answers no request should hang past: a hang is a failure, reported as status 0. */
const TIMEOUT_MS = 10_000;

let sequence = 0;
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
/** Each inquiry and application from its own address: their hourly limits count per address. */
const addressOf = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/** The public form's multipart inquiry number `n`, from its own address. */
export function inquiry(n: number): RequestInit {
  const form = new FormData();
  const fields = {
    localeCd: 'EN',
    typeCd: '10',
    policyChecked: 'Y',
    title: `Resilience inquiry ${n}`,
    contents: 'Sent while the site restarts.',
    name: 'Trần Văn Minh',
    email: `resilience${n}`,
    emailDomain: '00',
    emailDomainName: 'example.com',
    phone: '0912345678',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return { method: 'POST', body: form, headers: { 'x-forwarded-for': addressOf(n) } };
}

function application(n: number): RequestInit {
  const form = new FormData();
  const fields = {
    name: 'Lê Thị Hoa',
    email: `applicant${n}@example.com`,
    phone: '0912 345 678',
    coverLetter: 'Applying while the site restarts.',
    policyChecked: 'Y',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const pdf =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  form.append('cv', new Blob([pdf], { type: 'application/pdf' }), `cv-${n}.pdf`);
  return { method: 'POST', body: form, headers: { 'x-forwarded-for': addressOf(n) } };
}

/** One request of the mix: a tenth inquiries, a twentieth applications. */
function nextRequest(jobNo: number): { kind: Kind; path: string; init: RequestInit } {
  const n = ++sequence;
  const roll = n % 20;
  if (roll === 0) return { kind: 'application', path: `/api/job/${jobNo}/apply`, init: application(n) };
  if (roll % 10 === 5) return { kind: 'inquiry', path: '/api/qna', init: inquiry(n) };
  if (roll % 4 === 0) return { kind: 'page', path: pick(PAGES), init: {} };
  if (roll % 4 === 1)
    return { kind: 'list', path: `/api/news?localeCd=${pick(['EN', 'VI'])}&pageNo=${1 + (n % 3)}`, init: {} };
  if (roll % 4 === 2) return { kind: 'list', path: `/api/job?localeCd=${pick(['EN', 'VI'])}`, init: {} };
  const term = encodeURIComponent(`${pick(WORDS)} ${n % 50}`);
  return { kind: 'search', path: `/api/job?localeCd=VI&searchType=title&searchText=${term}`, init: {} };
}

async function send(base: string, jobNo: number): Promise<Answer> {
  const { kind, path, init } = nextRequest(jobNo);
  const sentAt = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    const id =
      res.ok && (kind === 'inquiry' || kind === 'application')
        ? (JSON.parse(text) as { data: number }).data
        : undefined;
    return {
      kind,
      path,
      sentAt,
      doneAt: performance.now(),
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      cache: res.headers.get('x-cache'),
      ...(id !== undefined ? { id } : {}),
    };
  } catch (error) {
    const reason = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
    return {
      kind,
      path,
      sentAt,
      doneAt: performance.now(),
      status: 0,
      retryAfter: null,
      cache: null,
      error: reason,
    };
  }
}

export interface Load {
  answers: Answer[];
  stop(): Promise<void>;
}

/** `clients` loops, each sending one request, then waiting `pauseMs`, until stopped. */
export function startLoad(
  base: string,
  { clients, pauseMs, jobNo }: { clients: number; pauseMs: number; jobNo: number },
): Load {
  const answers: Answer[] = [];
  let isStopped = false;
  const loop = async () => {
    while (!isStopped) {
      answers.push(await send(base, jobNo));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return {
    answers,
    async stop() {
      isStopped = true;
      await Promise.all(loops);
    },
  };
}
