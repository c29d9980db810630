import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runInOrder } from '../../../cli/pool/runInOrder.js';

const tick = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('runInOrder', () => {
  it('emits every result in unit order, within its limits, however the threads and the calling thread interleave', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.boolean()), { maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        async (units, remoteLimit, extraHeld, asyncSource) => {
          const heldLimit = remoteLimit + extraHeld;
          const emitted: number[] = [];
          const where: string[] = [];
          let onRemote = 0;
          let maxRemote = 0;
          const indexed = units.map((u, i) => ({ i, delay: u[0], asyncHere: u[1] }));
          const source = asyncSource
            ? (async function* () {
                for (const u of indexed) {
                  await tick(0);
                  yield u;
                }
              })()
            : indexed;
          await runInOrder(source, {
            remoteLimit,
            heldLimit,
            remote: async (u) => {
              onRemote++;
              maxRemote = Math.max(maxRemote, onRemote);
              where.push('remote');
              await tick(u.delay);
              onRemote--;
              return u.i * 10;
            },
            here: (u) => {
              where.push('here');
              return u.asyncHere ? Promise.resolve(u.i * 10) : u.i * 10;
            },
            emit: (r, u) => {
              expect(r).toBe(u.i * 10);
              emitted.push(u.i);
              return undefined;
            },
          });
          expect(emitted).toEqual(indexed.map((u) => u.i));
          expect(maxRemote).toBeLessThanOrEqual(remoteLimit);
          // The threads get the first units; the calling thread answers only when they have enough.
          if (units.length > 0) expect(where[0]).toBe('remote');
        },
      ),
      { numRuns: 60, seed: 5 },
    );
  });

  it('stops quietly when emit says so, and rejects with a thread’s failure after the results before it', async () => {
    const stopped: number[] = [];
    await runInOrder([0, 1, 2, 3, 4, 5], {
      remoteLimit: 2,
      heldLimit: 4,
      remote: async (u) => {
        await tick(5 - u);
        return u;
      },
      here: (u) => u,
      emit: (r) => {
        stopped.push(r);
        return r === 2 ? true : undefined;
      },
    });
    expect(stopped).toEqual([0, 1, 2]);

    const before: number[] = [];
    const failing = runInOrder([0, 1, 2, 3], {
      remoteLimit: 4,
      heldLimit: 8,
      remote: async (u) => {
        await tick(1);
        if (u === 2) throw new Error('thread died');
        return u;
      },
      here: (u) => u,
      emit: (r) => {
        before.push(r);
        return undefined;
      },
    });
    await expect(failing).rejects.toThrow('thread died');
    expect(before).toEqual([0, 1]);
  });

  it('answers everything on the calling thread while there are no threads', async () => {
    const out: number[] = [];
    await runInOrder([1, 2, 3], {
      remoteLimit: 3,
      heldLimit: 3,
      remote: () => undefined,
      here: (u) => u,
      emit: (r) => {
        out.push(r);
        return undefined;
      },
    });
    expect(out).toEqual([1, 2, 3]);
  });
});
