import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnswerGate } from '../../cli/queue/AnswerGate.js';

/** A promise settled from outside. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('AnswerGate', () => {
  it('runs shared work side by side, and exclusive work alone, after the shared work in flight', async () => {
    const gate = new AnswerGate();
    const log: string[] = [];
    const a = deferred();
    const b = deferred();
    const sharedA = gate.shared(async () => {
      log.push('a start');
      await a.promise;
      log.push('a end');
    });
    const sharedB = gate.shared(async () => {
      log.push('b start');
      await b.promise;
      log.push('b end');
    });
    const alone = gate.exclusive(async () => {
      log.push('x');
    });
    // Shared work asked for after the exclusive waits for it.
    const late = gate.shared(async () => {
      log.push('late');
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['a start', 'b start']);
    a.resolve();
    await sharedA;
    expect(log).toEqual(['a start', 'b start', 'a end']);
    b.resolve();
    await Promise.all([sharedB, alone, late]);
    expect(log).toEqual(['a start', 'b start', 'a end', 'b end', 'x', 'late']);
  });

  it('a failing answer releases the gate', async () => {
    const gate = new AnswerGate();
    await expect(gate.exclusive(async () => Promise.reject(new Error('thread died')))).rejects.toThrow(
      'thread died',
    );
    await expect(gate.shared(async () => Promise.reject(new Error('thread died')))).rejects.toThrow();
    expect(await gate.exclusive(async () => 7)).toBe(7);
  });

  it('never has exclusive work in flight beside anything else (random schedules)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ exclusive: fc.boolean(), ticks: fc.nat(3), after: fc.nat(3) }), {
          maxLength: 12,
        }),
        async (jobs) => {
          const gate = new AnswerGate();
          let shared = 0;
          let exclusive = 0;
          const ticks = async (n: number): Promise<void> => {
            for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
          };
          await Promise.all(
            jobs.map(async (job) => {
              await ticks(job.after);
              const work = async (): Promise<void> => {
                if (job.exclusive) exclusive++;
                else shared++;
                expect(exclusive === 0 || (exclusive === 1 && shared === 0)).toBe(true);
                await ticks(job.ticks);
                expect(exclusive === 0 || (exclusive === 1 && shared === 0)).toBe(true);
                if (job.exclusive) exclusive--;
                else shared--;
              };
              await (job.exclusive ? gate.exclusive(work) : gate.shared(work));
            }),
          );
        },
      ),
      { seed: 22, numRuns: 100 },
    );
  });
});
