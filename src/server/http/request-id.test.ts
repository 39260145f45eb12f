import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id.ts';

describe('newRequestId', () => {
  it('is readable and new every time, across many draws of random bytes', () => {
    const ids = Array.from({ length: 2000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
