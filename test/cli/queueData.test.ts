import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromWire } from '../../cli/pool/wireEntry.js';
import { redactedUrl } from '../../cli/queue/connectRedis.js';
import { chunkTask, isBlockTask, type QueueChunk, toQueueEntry } from '../../cli/queue/QueueChunk.js';
import { type QueueRun, runFields, runOf } from '../../cli/queue/QueueRun.js';
import { SudokuGeometry, SudokuGrid } from '../../models/sudoku/index.js';

describe('queue data as Redis stores it', () => {
  it('an entry with a read grid survives JSON and comes back as the same grid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([2, 2], [3, 2], [3, 3], [4, 3]),
        fc.integer({ min: 1, max: 10_000 }),
        fc.infiniteStream(fc.nat()),
        ([w, h], at, values) => {
          const geometry = SudokuGeometry.fromBox(w!, h!);
          const cells = Int32Array.from(
            { length: geometry.cellCount },
            () => values.next().value % (geometry.size + 1),
          );
          const entry = { key: 'line', at, format: 'grid', grid: new SudokuGrid(geometry, cells) } as const;
          const stored = JSON.parse(JSON.stringify(toQueueEntry(entry)));
          const chunk = {
            job: { verb: 'solve', backend: 'native', flags: {} },
            entries: [stored],
          } as unknown as QueueChunk;
          const task = chunkTask(chunk);
          if (isBlockTask(task)) throw new Error('an entry chunk became a block');
          const back = fromWire(task.entries[0]!);
          expect(back.grid!.geometry.boxWidth).toBe(w);
          expect(back.grid!.geometry.boxHeight).toBe(h);
          expect(Array.from(back.grid!.cells)).toEqual(Array.from(cells));
          expect({ ...back, grid: undefined }).toEqual({ key: 'line', at, format: 'grid', grid: undefined });
        },
      ),
      { seed: 22, numRuns: 50 },
    );
  });

  it('a run survives its hash fields, and a hash missing fields is not a run', () => {
    const run: QueueRun = {
      id: 'r',
      version: '0.1.0',
      verb: 'count',
      backend: 'dlx',
      flags: { backend: 'dlx', limit: 3, timeout: 100 },
      input: "'bank.txt'",
      attempts: 2,
      submittedAt: '2026-11-26T15:00:00.000Z',
      chunks: 4,
      puzzles: 1000,
      complete: true,
    };
    expect(runOf(runFields(run))).toEqual(run);
    const { version: _, ...partial } = runFields(run);
    expect(runOf(partial)).toBeUndefined();
    expect(runOf({})).toBeUndefined();
  });

  it('hides a password in URLs it prints', () => {
    expect(redactedUrl('redis://u:secret@host:6379/0')).toBe('redis://u:***@host:6379/0');
    expect(redactedUrl('redis://host:6379')).toBe('redis://host:6379');
  });
});
