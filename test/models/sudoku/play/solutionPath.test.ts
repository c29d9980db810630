import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import type { Backend } from '../../../../core/index.js';
import {
  checkSolution,
  formatPathStep,
  PathPlayer,
  parseLine,
  recordSolutionPath,
  recordSolutionPathSync,
  replay,
  type SolutionPath,
  SudokuPlayError,
} from '../../../../models/sudoku/index.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const SIX = '5..6....4.1....5.4..3...3......25...';
const SIXTEEN =
  '.9...3C8......B...F..7E.G......54E....5.A...1.9...A..1....B7G.3DF..5G.DB9..3..6A.3GDE....F.C..5.A6....7C.G5.D..4....9.3...4.CG.FC.D21...5B.6.7.9..36...A.C.2...8..7.5.....9.B....1.B.C....G.56.23DE......52...16..8..E.5.AC.7.43179....D.8FB.5.E..54.B.1.D.E..C.';
const UNSAT = `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`;

/**
 * Replays a path step by step and checks what every step claims: a guess or forced step fills an empty cell
 * (a guess one of at least two candidates, one level deeper); a step that makes two peers equal is on a failing
 * branch (a backtrack follows before the next guess); every cell forced with no guess in force agrees with the
 * solution (root propagation is sound); a backtrack never goes deeper; the end is the solution.
 */
function verifyPath(path: SolutionPath): void {
  const g = path.puzzle.geometry;
  const player = new PathPlayer(path);
  let depth = 0;
  let clashPending = false;
  for (let step = path.steps[0]; step !== undefined; step = path.steps[player.position]) {
    if (step.kind === 'guess' || step.kind === 'forced') {
      expect(player.valueAt(step.cell)).toBe(0);
      const clash = g.peers(step.cell).some((p) => player.valueAt(p) === step.value);
      if (clash) clashPending = true;
      if (step.kind === 'guess') {
        expect(clashPending).toBe(false);
        expect(step.depth).toBe(depth + 1);
        expect(step.candidates).toBeGreaterThanOrEqual(2);
        depth = step.depth;
      } else {
        expect(step.depth).toBe(depth);
        if (depth === 0 && path.solution) expect(step.value).toBe(path.solution.cells[step.cell]);
      }
      expect(step.name).toBe(g.cellName(step.cell));
    } else if (step.kind === 'backtrack') {
      expect(step.depth).toBeLessThanOrEqual(depth);
      depth = step.depth;
      clashPending = false;
    } else if (step.kind === 'exclude') {
      expect(step.depth).toBe(depth);
    }
    player.next();
  }
  expect(player.atEnd).toBe(true);
  if (path.status === 'sat') {
    expect(clashPending).toBe(false);
    expect(player.grid.equals(path.solution!)).toBe(true);
    expect(checkSolution(path.puzzle, path.solution!)).toEqual([]);
  }
}

describe('recordSolutionPath', () => {
  it('an easy 9×9 is all forced steps, each agreeing with the solution', () => {
    const path = recordSolutionPathSync(parseLine(EASY));
    expect(path.status).toBe('sat');
    expect(path.truncated).toBe(false);
    expect(path.counts).toEqual({ guesses: 0, forced: 46, backtracks: 0, exclusions: 0, eliminations: 0 });
    expect(path.steps.every((s) => s.kind === 'forced')).toBe(true);
    verifyPath(path);
  });

  it('a hard 9×9 path with guesses and backtracks replays to the solution, every step consistent', () => {
    const path = recordSolutionPathSync(parseLine(HARD));
    expect(path.status).toBe('sat');
    expect(path.counts.guesses).toBeGreaterThan(10);
    expect(path.counts.backtracks).toBeGreaterThan(10);
    expect(path.counts.exclusions).toBe(path.counts.backtracks);
    expect(path.steps.length).toBe(
      path.counts.guesses + path.counts.forced + path.counts.backtracks + path.counts.exclusions,
    );
    verifyPath(path);
  });

  it('works on a 17-clue 9×9, a 6×6 with 3×2 boxes and a 16×16', () => {
    verifyPath(recordSolutionPathSync(parseLine(SEVENTEEN)));
    const six = recordSolutionPathSync(parseLine(SIX, { boxWidth: 3, boxHeight: 2 }));
    expect(six.puzzle.geometry.describe()).toBe('6×6 (3×2 boxes)');
    verifyPath(six);
    const sixteen = recordSolutionPathSync(parseLine(SIXTEEN));
    expect(sixteen.steps.some((s) => (s.kind === 'forced' || s.kind === 'guess') && s.value > 9)).toBe(true);
    verifyPath(sixteen);
  });

  it('records the same path through a backend’s event stream as synchronously', async () => {
    const backend = getBackend(createContainer(), 'native');
    for (const text of [SEVENTEEN, HARD]) {
      const sync = recordSolutionPathSync(parseLine(text));
      const viaDefault = await recordSolutionPath(parseLine(text));
      const viaBackend = await recordSolutionPath(parseLine(text), { backend });
      expect(viaDefault.steps).toEqual(sync.steps);
      expect(viaBackend.steps).toEqual(sync.steps);
      expect(viaBackend.solution?.equals(sync.solution!)).toBe(true);
    }
  });

  it('refuses a backend that solves without trace events instead of returning a path that leads nowhere', async () => {
    const native = getBackend(createContainer(), 'native');
    const quiet: Backend = {
      id: 'quiet',
      supports: (model) => native.supports(model),
      solve: (model, options = {}) => {
        const { trace: _trace, ...rest } = options;
        return native.solve(model, rest);
      },
    };
    await expect(recordSolutionPath(parseLine(EASY), { backend: quiet })).rejects.toThrow(
      "backend 'quiet' emits no decision and domain events: its path cannot be recorded",
    );
    // A full grid needs no trace.
    const full = recordSolutionPathSync(parseLine(EASY)).solution!;
    expect((await recordSolutionPath(full, { backend: quiet })).steps).toEqual([]);
  });

  it('proves an unsatisfiable puzzle without a solution', () => {
    const path = recordSolutionPathSync(parseLine(UNSAT));
    expect(path.status).toBe('unsat');
    expect(path.solution).toBeUndefined();
    verifyPath(path);
  });

  it('stops at maxSteps and says the path is truncated', async () => {
    const path = recordSolutionPathSync(parseLine(HARD), { maxSteps: 100 });
    expect(path).toMatchObject({ status: 'unknown', truncated: true });
    expect(path.steps).toHaveLength(100);
    expect(path.reason).toBe('stopped after 100 steps (maxSteps)');
    const viaStream = await recordSolutionPath(parseLine(HARD), { maxSteps: 100 });
    expect(viaStream.steps).toEqual(path.steps);
    expect(viaStream.truncated).toBe(true);
  });

  it('records eliminations only when asked; they leave the grid alone', () => {
    const path = recordSolutionPathSync(parseLine(SEVENTEEN), { eliminations: true });
    expect(path.counts.eliminations).toBeGreaterThan(0);
    const plain = recordSolutionPathSync(parseLine(SEVENTEEN));
    expect(path.steps.filter((s) => s.kind !== 'eliminate')).toEqual(plain.steps);
    const player = new PathPlayer(path);
    for (let i = 0; i < path.steps.length; i++) {
      const before = player.grid;
      const step = player.next()!;
      if (step.kind === 'eliminate') {
        expect(player.grid.equals(before)).toBe(true);
        expect(step.values.length).toBeGreaterThan(0);
      }
    }
    verifyPath(path);
  });

  it('rejects clashing givens and a bad step limit with clear errors', async () => {
    const clash = parseLine(`5.5${'.'.repeat(78)}`);
    expect(() => recordSolutionPathSync(clash)).toThrow(SudokuPlayError);
    expect(() => recordSolutionPathSync(clash)).toThrow(/row 1: r1c1 and r1c3 both hold 5/);
    await expect(recordSolutionPath(clash)).rejects.toThrow(/r1c1 and r1c3 both hold 5/);
    expect(() => recordSolutionPathSync(parseLine(EASY), { maxSteps: 0 })).toThrow(
      /maxSteps must be a positive integer; got 0/,
    );
  });
});

describe('replaying a path', () => {
  const hard = recordSolutionPathSync(parseLine(HARD));

  it('PathPlayer steps forwards to the solution and back to the puzzle', () => {
    const player = new PathPlayer(hard);
    expect(player.length).toBe(hard.steps.length);
    expect(player.prev()).toBeUndefined();
    player.seek(player.length);
    expect(player.next()).toBeUndefined();
    expect(player.grid.equals(hard.solution!)).toBe(true);
    while (player.prev() !== undefined);
    expect(player.position).toBe(0);
    expect(player.grid.equals(hard.puzzle)).toBe(true);
    expect(() => player.seek(-1)).toThrow(/position -1 is outside 0\.\./);
    expect(() => player.seek(player.length + 1)).toThrow(SudokuPlayError);
  });

  it('any sequence of seeks gives the grid a fresh forward replay gives', () => {
    // Grids after each step, from one forward pass.
    const frames = [hard.puzzle, ...Array.from(replay(hard), (f) => f.grid)];
    const player = new PathPlayer(hard);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: hard.steps.length }), { maxLength: 8 }), (positions) => {
        for (const p of positions) {
          player.seek(p);
          expect(player.grid.equals(frames[p]!)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('replay yields every step in order with the grid after it', () => {
    const path = recordSolutionPathSync(parseLine(SEVENTEEN));
    const frames = [...replay(path)];
    expect(frames.map((f) => f.index)).toEqual(path.steps.map((_, i) => i));
    expect(frames.map((f) => f.step)).toEqual(path.steps);
    expect(frames.at(-1)!.grid.equals(path.solution!)).toBe(true);
    const first = frames.find((f) => f.step.kind === 'forced')!;
    if (first.step.kind === 'forced') expect(first.grid.cells[first.step.cell]).toBe(first.step.value);
  });

  it('formats steps one per line', () => {
    expect(formatPathStep({ kind: 'forced', cell: 2, name: 'r1c3', value: 4, depth: 0 })).toBe(
      'forced r1c3 = 4',
    );
    expect(formatPathStep({ kind: 'guess', cell: 4, name: 'r1c5', value: 7, depth: 1, candidates: 2 })).toBe(
      'guess r1c5 = 7 (depth 1, 2 candidates)',
    );
    expect(formatPathStep({ kind: 'backtrack', depth: 0 })).toBe('backtrack to depth 0');
    expect(formatPathStep({ kind: 'exclude', cell: 4, name: 'r1c5', value: 7, depth: 0 })).toBe(
      'exclude 7 from r1c5',
    );
    expect(formatPathStep({ kind: 'eliminate', cell: 4, name: 'r1c5', values: [2, 5], depth: 0 })).toBe(
      'eliminate 2 5 from r1c5',
    );
  });
});
