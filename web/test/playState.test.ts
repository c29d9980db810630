import { describe, expect, it } from 'vitest';
import { cellsNamed, PlayState } from '../src/ui/PlayState.js';
import { paceOf } from '../src/ui/paceOf.js';
import { SearchBoard } from '../src/ui/SearchBoard.js';
import { TraceOp } from '../src/worker/protocol.js';

describe('PlayState', () => {
  it('names classic conflicts with their house, and undoes them', () => {
    const s = new PlayState({
      kind: 'classic',
      boxWidth: 2,
      boxHeight: 2,
      cells: [1, 0, 0, 0, ...Array(12).fill(0)],
    });
    s.place(1, 1);
    expect(s.conflicts()).toEqual([{ message: 'row 1: r1c1 and r1c2 both hold 1', cells: [0, 1] }]);
    s.undo();
    expect(s.conflicts()).toEqual([]);
    s.redo();
    expect(s.conflicts()).toHaveLength(1);
    s.place(0, 2); // a given is left alone
    expect(s.values()[0]).toBe(1);
  });

  it('reports variant rules broken by entries, with the cells the message names', () => {
    const s = new PlayState({
      kind: 'variant',
      puzzle: { size: 4, constraints: [{ type: 'killer', cells: ['r1c1', 'r1c2'], sum: 3 }] },
    });
    s.place(0, 2);
    s.place(1, 2);
    const messages = s.conflicts();
    expect(messages.map((m) => m.cells)).toContainEqual([0, 1]);
    expect(messages.some((m) => m.message.includes('r1c1') && m.message.includes('r1c2'))).toBe(true);
  });

  it('plays a jigsaw on its regions (a clash the boxes would not see is reported; none the boxes would invent)', () => {
    // A = r1c1 r1c2 r2c1 r3c1, B = the top-right 2×2, C = r2c2 r3c2 r4c1 r4c2, D = the bottom-right 2×2.
    const s = new PlayState({ kind: 'variant', puzzle: { size: 4, regions: 'AABB ACBB ACDD CCDD' } });
    s.place(0, 1);
    s.place(5, 1); // r2c2: the same 2×2 box as r1c1, but another region
    expect(s.conflicts()).toEqual([]);
    s.place(1, 3);
    s.place(8, 3); // r3c1: region A with r1c2, no shared row, column or box
    expect(s.conflicts().map((c) => c.cells)).toEqual([[1, 8]]);
    expect(s.noFill).toMatch(/jigsaw/);
  });

  it('finds cell names in messages', () => {
    expect(cellsNamed('r1c1 and r9c9 both hold 5; r10c1', 9)).toEqual([0, 80]);
  });
});

describe('SearchBoard', () => {
  it('empties on backtrack every cell filled since the guess below the new depth', () => {
    const b = new SearchBoard([1, 0, 0, 0]);
    const changed: number[] = [];
    const apply = (op: number, cell: number, value: number, depth: number) =>
      b.apply(op, cell, value, depth, (c) => changed.push(c));
    apply(TraceOp.forced, 1, 2, 0);
    apply(TraceOp.guess, 2, 3, 1);
    apply(TraceOp.forced, 3, 4, 1);
    expect(Array.from(b.values)).toEqual([1, 2, 3, 4]);
    expect(Array.from(b.guessed)).toEqual([0, 0, 1, 0]);
    changed.length = 0;
    apply(TraceOp.backtrack, -1, 0, 0);
    expect(Array.from(b.values)).toEqual([1, 2, 0, 0]);
    expect(changed.sort()).toEqual([2, 3]);
    expect(b.depth).toBe(0);
  });
});

describe('paceOf', () => {
  it('spans 1 to 10,000 steps a second, and "as fast as it draws" at the end', () => {
    expect(paceOf(0)).toBe(1);
    expect(paceOf(50)).toBe(100);
    expect(paceOf(99)).toBeLessThan(10_000);
    expect(paceOf(100)).toBe(Number.POSITIVE_INFINITY);
  });
});
