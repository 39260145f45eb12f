import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/server/test/server.ts';

/**
 * Debian's sqlmap against the public list and search parameters, when it is installed
 * (`apt-get install sqlmap`). It must find no injection point. Only public GET lists are scanned:
 * no admin route, no write. The 2-second public micro-cache may blunt timing probes; the boolean,
 * error and UNION probes still reach the database, because each payload is a new URL.
 */
const hasSqlmap = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => fs.existsSync(path.join(dir, 'sqlmap')));
const TIMEOUT_MS = 180_000;

let server: TestServer;
let outputDir: string;

beforeAll(async () => {
  if (!hasSqlmap) return;
  server = await startTestServer({ withDemoContent: true });
  outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-sqlmap-'));
});
afterAll(async () => {
  await server?.close();
  if (outputDir) fs.rmSync(outputDir, { recursive: true, force: true });
});

/** Runs sqlmap without blocking the event loop: the server it scans lives in this process. */
function sqlmap(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS - 5_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const TARGETS: Array<{ name: string; query: string; params: string; level: number }> = [
  {
    name: 'jobs',
    query: 'localeCd=EN&pageNo=1&pageCnt=7&searchType=title&searchText=abc',
    params: 'searchText,searchType,pageNo,pageCnt,localeCd',
    level: 2,
  },
  {
    name: 'news',
    query: 'localeCd=EN&pageNo=1&pageCount=10&searchType=contents&searchText=park',
    params: 'searchText,searchType,pageCount',
    level: 1,
  },
  {
    name: 'faq',
    query: 'localeCd=EN&pageNo=1&pageCnt=7&searchType=title&searchText=job',
    params: 'searchText,searchType',
    level: 1,
  },
  {
    name: 'video',
    query: 'localeCd=EN&typeCd=10&searchText=kid',
    params: 'typeCd,searchText',
    level: 1,
  },
];

describe.skipIf(!hasSqlmap)('sqlmap (Debian package)', () => {
  it(
    `finds no injection point in the public list and search parameters of ${TARGETS.map((t) => t.name).join(', ')}`,
    async () => {
      // Parallel runs: sqlmap's own work takes the second core while this process answers.
      const runs = await Promise.all(
        TARGETS.map(async (target) => {
          const url = `${server.url}/api/${target.name === 'jobs' ? 'job' : target.name}?${target.query}`;
          const result = await sqlmap([
            ...['-u', url, '--batch', `--level=${target.level}`, '--risk=1', '-p', target.params],
            ...['--technique=BEUT', '--flush-session', `--output-dir=${path.join(outputDir, target.name)}`],
            ...['--disable-coloring', '--threads=2', '--timeout=10', '--retries=1'],
          ]);
          return { target, ...result };
        }),
      );
      for (const { target, code, output } of runs) {
        const tail = output.split('\n').slice(-25).join('\n');
        expect(output, `${target.name}: ${tail}`).not.toMatch(/identified the following injection point/i);
        expect(output, `${target.name}: ${tail}`).not.toMatch(
          /\bis vulnerable\b|appears to be .*injectable/i,
        );
        // It ran to the end and tested every parameter.
        expect(output, `${target.name} did not complete: ${tail}`).toMatch(
          /all tested parameters do not appear to be injectable/,
        );
        for (const param of target.params.split(','))
          expect(output, `${target.name} never tested ${param}`).toMatch(
            new RegExp(`parameter '${param}' does not seem to be injectable`),
          );
        expect(code, `${target.name} exit code`).not.toBeNull();
      }
    },
    TIMEOUT_MS,
  );
});
