import { afterEach, describe, expect, it } from 'vitest';
// What the back-office's page runs before its modules (src/server/render/admin-shell.ts).
import '../public/zod-jitless.js';

/**
 * The back-office's schemas must never call `Function` (the CSP refuses it and reports a
 * violation, decision 046): made after src/web/public/zod-jitless.js has run, they do not.
 */
const realFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = realFunction;
});

/** Counts the calls of the global `Function`, refusing each as the CSP does. */
function refuseFunction() {
  const calls: unknown[] = [];
  globalThis.Function = new Proxy(realFunction, {
    apply: (_target, _this, args) => {
      calls.push(args);
      throw new EvalError('refused by the CSP');
    },
    construct: (_target, args) => {
      calls.push(args);
      throw new EvalError('refused by the CSP');
    },
  });
  return calls;
}

describe('zod in the back-office', () => {
  it('makes and parses object schemas without calling Function', async () => {
    const { z } = await import('zod');
    const calls = refuseFunction();
    const schema = z.object({ title: z.string(), count: z.number() });
    expect(schema.parse({ title: 'a', count: 1 })).toEqual({ title: 'a', count: 1 });
    expect(calls).toEqual([]);
  });
});
