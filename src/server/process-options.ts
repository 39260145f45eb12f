/**
 * What the server process needs from the command that starts it (decision 016): settings that Node
 * and the C library read before any of our code runs, so main.ts cannot make them itself. `npm start`
 * (scripts/start.mjs) and `npm run bench` start `SERVER_ENTRY` with them; docs/deploy.md shows them
 * for a process manager that runs it directly.
 */
export const SERVER_ENTRY = 'dist/src/server/main.js';

/**
 * V8's young generation: 4 MB semi-spaces instead of 16. Under load V8 grows them to the maximum
 * and keeps both resident; a quarter of that serves this server's short-lived garbage as fast
 * (measured side by side, decision 016). `gc` for the memory trim once the server is quiet
 * (memory-trim.ts, decision 022).
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--expose-gc'];

/**
 * glibc's allocator. A password check (argon2id) takes a 19 MiB block on one of libuv's four worker
 * threads; by default glibc then raises its mmap threshold to that size and keeps such blocks in each
 * thread's arena, so after a few logins about 76 MB stay resident doing nothing. With a fixed
 * threshold of 16 MiB those blocks are mapped and returned at once, and an arena gives back free
 * memory at its top beyond 4 MiB. An operator's own GLIBC_TUNABLES wins.
 */
const GLIBC_TUNABLES = 'glibc.malloc.mmap_threshold=16777216:glibc.malloc.trim_threshold=4194304';

/** The environment to start the server with: `env` plus the allocator settings above. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { GLIBC_TUNABLES, ...env };
}
