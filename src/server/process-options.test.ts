import { describe, expect, it } from 'vitest';
import { serverEnv } from './process-options.ts';

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
