import { readFileSync } from 'node:fs';
import { firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { RatedPuzzle, Step, Technique } from '../../../../models/sudoku/index.js';
import {
  applyStep,
  CandidateGrid,
  defaultTechniques,
  fullHouse,
  hiddenSingle,
  hint,
  nakedSingle,
  parseLine,
  rate,
  SudokuGrid,
  steps,
  TechniqueError,
} from '../../../../models/sudoku/index.js';

const SAMPLE = readFileSync(new URL('./fixtures/se_sample.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l !== '' && !l.startsWith('#'))
  .map((l) => {
    const [line, se] = l.split(' ');
    return { line: line!, se: Number(se) };
  });

function rated(grid: SudokuGrid): RatedPuzzle {
  const r = rate(grid, { keepPath: true });
  if (r.status !== 'rated') throw new Error(`${r.status}: ${r.reason}`);
  return r;
}

describe('rate', () => {
  it('gives every sample puzzle (SE 1.2 to 9.2) a complete path that replays to the solution', () => {
    for (const { line } of SAMPLE) {
      const grid = parseLine(line);
      const r = rated(grid);
      const filled = grid.cells.slice();
      for (const step of r.path!) for (const p of step.placements) filled[p.cell] = p.value;
      expect(filled).toEqual(r.solution.cells);
      expect(r.stepCount).toBe(r.path!.length);
      expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(r.stepCount);
      expect(r.score).toBeGreaterThanOrEqual(100 * grid.cells.filter((v) => v === 0).length);
      expect(r.hardest).not.toBeNull();
    }
  });

  it('ranks singles-only puzzles below the hardest ones', () => {
    const easy = SAMPLE.filter((p) => p.se < 1.5).map((p) => rated(parseLine(p.line)));
    const hard = SAMPLE.filter((p) => p.se >= 9).map((p) => rated(parseLine(p.line)));
    for (const e of easy) {
      expect(
        Object.keys(e.counts).every((k) => ['full-house', 'naked-single', 'hidden-single'].includes(k)),
      ).toBe(true);
      expect(e.grade).toBe('beginner');
      for (const h of hard) {
        expect(e.score).toBeLessThan(h.score);
        expect(e.difficulty).toBeLessThan(h.difficulty);
      }
    }
    for (const h of hard) expect(h.hardest!.technique).toMatch(/forcing-chains|nishio/);
  });

  it('scores each technique at its first cost once, then its later cost', () => {
    for (const { line } of SAMPLE.slice(0, 12)) {
      const r = rated(parseLine(line));
      let expected = 0;
      for (const [id, k] of Object.entries(r.counts)) {
        const t = defaultTechniques.find((x) => x.id === id)!;
        expected += t.cost.first + (k - 1) * t.cost.later;
      }
      expect(r.score).toBe(expected);
    }
  });

  it('says so for a puzzle with several solutions', () => {
    expect(rate(parseLine('.'.repeat(81)))).toEqual({
      status: 'multiple-solutions',
      reason: 'the puzzle has more than one solution',
    });
  });

  it('says so for a puzzle with no solution', () => {
    const grid = parseLine(SAMPLE[0]!.line);
    const solution = rated(grid).solution.cells;
    const cell = grid.cells.indexOf(0);
    const r = [1, 2, 3, 4, 5, 6, 7, 8, 9]
      .filter((v) => v !== solution[cell])
      .map((v) => {
        const cells = grid.cells.slice();
        cells[cell] = v;
        return rate(new SudokuGrid(grid.geometry, cells));
      })
      .find((x) => x.status === 'no-solution');
    expect(r).toEqual({ status: 'no-solution', reason: 'the puzzle has no solution' });
  });

  it('says so for clashing givens, naming the cells', () => {
    expect(rate(parseLine(`5.....5..${'.'.repeat(72)}`))).toEqual({
      status: 'invalid',
      reason: 'the givens clash: r1c1 and r1c7 both hold 5',
    });
  });

  it('reports a technique list that cannot finish as stuck', () => {
    const hard = parseLine(SAMPLE[SAMPLE.length - 1]!.line);
    const r = rate(hard, { techniques: [fullHouse, nakedSingle, hiddenSingle] });
    expect(r.status).toBe('stuck');
  });

  it('rates a complete grid at zero', () => {
    const solution = rated(parseLine(SAMPLE[0]!.line)).solution;
    const r = rated(solution);
    expect([r.score, r.grade, r.stepCount, r.hardest]).toEqual([0, 'beginner', 0, null]);
  });
});

describe('soundness on hard puzzles', () => {
  it('every technique, at every position of the path, agrees with the solution', () => {
    for (const { line } of SAMPLE.filter((p) => p.se >= 6).slice(0, 8)) {
      const grid = parseLine(line);
      const solution = rated(grid).solution.cells;
      const g = CandidateGrid.fromGrid(grid);
      while (!g.isSolved()) {
        let first: Step | null = null;
        for (const t of defaultTechniques) {
          const step = t.find(g);
          if (step === null) continue;
          for (const p of step.placements) expect(solution[p.cell], step.explanation).toBe(p.value);
          for (const e of step.eliminations) expect(solution[e.cell], step.explanation).not.toBe(e.value);
          first ??= step;
        }
        expect(first).not.toBeNull();
        applyStep(g, first!);
      }
    }
  });
});

describe('hint and steps', () => {
  const line = SAMPLE[10]!.line;

  it('hint gives the first step of the stream and leaves a candidate grid untouched', async () => {
    const first = await firstValueFrom(steps(parseLine(line)));
    expect(hint(parseLine(line))).toEqual(first);
    const g = CandidateGrid.fromGrid(parseLine(line));
    const before = g.cands.slice();
    expect(hint(g)).toEqual(first);
    expect(g.cands).toEqual(before);
  });

  it('hint is null on a solved grid', () => {
    const solution = rated(parseLine(line)).solution;
    expect(hint(solution)).toBeNull();
  });

  it('the stream solves the puzzle and completes', async () => {
    const all = await firstValueFrom(steps(parseLine(line)).pipe(toArray()));
    const r = rated(parseLine(line));
    expect(all).toEqual(r.path);
  });

  it('unsubscribing stops the search', async () => {
    let calls = 0;
    const counting: Technique[] = defaultTechniques.map((t) => ({
      ...t,
      find: (g: CandidateGrid) => {
        calls++;
        return t.find(g);
      },
    }));
    const two = await firstValueFrom(
      steps(parseLine(line), { techniques: counting }).pipe(take(2), toArray()),
    );
    expect(two).toHaveLength(2);
    // Each step tries the techniques from the cheapest up to the one that fired, and nothing runs after take(2).
    const tries = two.map((s) => defaultTechniques.findIndex((t) => t.id === s.technique) + 1);
    expect(calls).toBe(tries[0]! + tries[1]!);
  });

  it('a candidate grid given to steps is not modified', async () => {
    const g = CandidateGrid.fromGrid(parseLine(line));
    await firstValueFrom(steps(g).pipe(toArray()));
    expect(g.unsolved).toBe(parseLine(line).cells.filter((v) => v === 0).length);
  });

  it('errors with a TechniqueError naming the place when the puzzle turns out to have no solution', async () => {
    // Row 1 needs 9 in r1c8 or r1c9, but column 8 and column 9 already hold 9 further down.
    const cells = `1234567..${'.'.repeat(72)}`.split('');
    cells[3 * 9 + 7] = '9'; // r4c8
    cells[6 * 9 + 8] = '9'; // r7c9
    const bad = cells.join('');
    await expect(firstValueFrom(steps(parseLine(bad)).pipe(toArray()))).rejects.toThrow(TechniqueError);
    await expect(firstValueFrom(steps(parseLine(bad)).pipe(toArray()))).rejects.toThrow(
      /9 has no place left in row 1/,
    );
  });

  it('hint rejects clashing givens with the cells named', () => {
    expect(() => hint(parseLine(`5.....5..${'.'.repeat(72)}`))).toThrow(/r1c1 and r1c7 both hold 5/);
  });
});
