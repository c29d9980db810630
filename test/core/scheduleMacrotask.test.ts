import { firstValueFrom, last } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineSolve$, Model, scheduleMacrotask } from '../../core/index.js';

/** The path browsers and Web Workers take: no `setImmediate`, so a `MessageChannel` message. */
function withoutSetImmediate(): void {
  vi.stubGlobal('setImmediate', undefined);
  vi.stubGlobal('clearImmediate', undefined);
}

describe('scheduleMacrotask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['setImmediate', () => {}],
    ['MessageChannel', withoutSetImmediate],
  ])('runs the callback later, after the current task (%s)', async (_name, setup) => {
    setup();
    const order: string[] = [];
    await new Promise<void>((done) => {
      scheduleMacrotask(() => {
        order.push('macrotask');
        done();
      });
      void Promise.resolve().then(() => order.push('microtask'));
      order.push('sync');
    });
    expect(order).toEqual(['sync', 'microtask', 'macrotask']);
  });

  it.each([
    ['setImmediate', () => {}],
    ['MessageChannel', withoutSetImmediate],
  ])('never runs a cancelled callback (%s)', async (_name, setup) => {
    setup();
    let ran = false;
    const cancel = scheduleMacrotask(() => {
      ran = true;
    });
    cancel();
    await new Promise((r) => setTimeout(r, 20));
    expect(ran).toBe(false);
  });

  it('drives a sliced solve to the end without setImmediate', async () => {
    withoutSetImmediate();
    // 8 queens, all solutions, in 0 ms slices: many macrotask hops.
    const m = new Model();
    const q = Array.from({ length: 8 }, (_, i) => m.intVar(`q${i}`, { min: 1, max: 8 }));
    m.allDifferent(q);
    for (let i = 0; i < 8; i++)
      for (let j = i + 1; j < 8; j++) {
        m.linear([q[i]!, q[j]!], [1, -1], '!=', j - i);
        m.linear([q[i]!, q[j]!], [1, -1], '!=', i - j);
      }
    const end = await firstValueFrom(
      engineSolve$(m, { solutionLimit: Number.POSITIVE_INFINITY, sliceMs: 0 }).pipe(last()),
    );
    expect(end.type === 'finished' && end.stats.solutions).toBe(92);
  });
});
