import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS, serverEnv } from './process-options.ts';

describe('serverEnv', () => {
  it("adds the allocator settings to the caller's environment", () => {
    const env = serverEnv({ PORT: '3001' });
    expect(env.PORT).toBe('3001');
    expect(env.GLIBC_TUNABLES).toContain('glibc.malloc.mmap_threshold=16777216');
  });

  it("keeps an operator's own GLIBC_TUNABLES", () => {
    expect(serverEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(
      'glibc.malloc.arena_max=2',
    );
  });
});

describe('NODE_FLAGS', () => {
  it('start a Node that takes them and gives the memory trim its collector', () => {
    const run = spawnSync(process.execPath, [...NODE_FLAGS, '-p', 'typeof gc'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('function');
  });
});
