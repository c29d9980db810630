import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import {
  DEFAULT_PORTFOLIO_RULES,
  defaultPortfolio,
  membersProblem,
  modelAtoms,
  PORTFOLIO_MEMBERS,
  type PortfolioWorkerMessage,
  toWireModel,
} from '../../adapters/portfolio/index.js';
import { type PortfolioJobListener, PortfolioWorker } from '../../adapters/portfolio/PortfolioWorker.js';
import { checkAssignment, collectResult, Model, type SolverEvent, solveAll } from '../../core/index.js';
import { buildSudokuModel, readPuzzles } from '../../models/sudoku/index.js';
import { queensModel } from '../support/queensModel.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/sudoku/${name}`, import.meta.url));
const sudoku = (name: string): Model =>
  buildSudokuModel(readPuzzles(readFileSync(fixture(name), 'utf8'))[0]!.grid!).model;
const container = createContainer();
const portfolio = getBackend(container, 'portfolio');

/** A model of `n` variables over 1..`size`, all different (so it is satisfiable when n ≤ size). */
function wide(n: number, size: number): Model {
  const m = new Model();
  m.allDifferent(m.intVars(n, (i) => `x${i}`, { min: 1, max: size }));
  return m;
}

/** The `started` event of a solve (emitted before any thread answers); the solve is then stopped. */
function startedOf(model: Model, members?: readonly string[], solutionLimit?: number): SolverEvent {
  let first: SolverEvent | undefined;
  const sub = portfolio
    .solve(model, {
      ...(solutionLimit === undefined ? {} : { solutionLimit }),
      ...(members === undefined ? {} : { backendOptions: { portfolio: { members } } }),
    })
    .subscribe((e) => {
      first ??= e;
    });
  sub.unsubscribe();
  if (first === undefined) throw new Error('no started event');
  return first;
}

describe('portfolio default members by model size', () => {
  it('counts a model in (variable, value) pairs', () => {
    expect(modelAtoms(wide(3, 4))).toBe(12);
    const m = new Model();
    m.intVar('a', [1, 5, 9]);
    m.intVar('b', { min: 0, max: 0 });
    expect(modelAtoms(m)).toBe(4);
  });

  it('gives small models native and native-wdeg, learning arms to large ones, native alone above 2 million pairs', () => {
    const small = sudoku('b4x3_f055_s1.txt'); // 12×12
    const hard36 = sudoku('r6_f042_s1.txt');
    expect(modelAtoms(small)).toBeLessThan(DEFAULT_PORTFOLIO_RULES[0]!.maxAtoms);
    expect(defaultPortfolio(small)).toEqual(['native', 'native-wdeg']);
    const large = defaultPortfolio(hard36);
    expect(large.slice(0, 2)).toEqual(['native', 'native-learning-1']);
    expect(large).toContain('native-learning-2');
    expect(defaultPortfolio(wide(3, 1_000_000))).toEqual(['native']);
  });

  it('takes the first band a model does not pass, boundaries included, and the last past them all', () => {
    const rules = [
      { maxAtoms: 12, members: ['a'] },
      { maxAtoms: 20, members: ['b'] },
    ];
    expect(defaultPortfolio(wide(3, 4), rules)).toEqual(['a']); // 12 pairs
    expect(defaultPortfolio(wide(3, 5), rules)).toEqual(['b']); // 15
    expect(defaultPortfolio(wide(5, 4), rules)).toEqual(['b']); // 20
    expect(defaultPortfolio(wide(7, 4), rules)).toEqual(['b']); // 28: past every band
  });

  it('names only known members in every band, each band a valid member list ending with an unbounded band', () => {
    for (const rule of DEFAULT_PORTFOLIO_RULES) {
      expect(membersProblem(rule.members)).toBeNull();
      for (const name of rule.members) expect(PORTFOLIO_MEMBERS[name]?.name).toBe(name);
    }
    expect(DEFAULT_PORTFOLIO_RULES.at(-1)!.maxAtoms).toBe(Number.POSITIVE_INFINITY);
    const bounds = DEFAULT_PORTFOLIO_RULES.map((r) => r.maxAtoms);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
  });

  it('says in its started event which members run: the band by size, or those configured', () => {
    expect(startedOf(sudoku('b4x3_f055_s1.txt'))).toMatchObject({
      type: 'started',
      members: ['native', 'native-wdeg'],
    });
    const hard36 = sudoku('r6_f042_s1.txt');
    expect(startedOf(hard36)).toMatchObject({ members: defaultPortfolio(hard36) });
    expect(startedOf(hard36, ['sat', 'native-learning-3'])).toMatchObject({
      members: ['sat', 'native-learning-3'],
    });
    // Counting leaves out the members that cannot count (sat).
    const counted = startedOf(queensModel(6), ['native-learning-1', 'sat', 'native-learning-2'], 10);
    expect(counted).toMatchObject({ members: ['native-learning-1', 'native-learning-2'] });
  });

  it('runs learning members: a 12×12 answered by one of them and checked, 6-queens counted by one', async () => {
    const model = sudoku('b4x3_f055_s1.txt');
    const members = ['native-learning-1', 'native-learning-2'];
    const r = await collectResult(portfolio.solve(model, { backendOptions: { portfolio: { members } } }));
    expect(r.status).toBe('sat');
    expect(members).toContain(r.member);
    expect(checkAssignment(model, r.solutions[0]!.values)).toEqual([]);
    const queens = queensModel(6);
    const all = await solveAll(portfolio, queens, { backendOptions: { portfolio: { members } } });
    expect(all.solutions).toHaveLength(4);
    expect(new Set(all.solutions.map((s) => s.values.join(','))).size).toBe(4);
    for (const s of all.solutions) expect(checkAssignment(queens, s.values)).toEqual([]);
  });
});

describe('portfolio worker', () => {
  /** The end message of `job` on `worker` (its solutions skipped). */
  function ends(worker: PortfolioWorker, member: keyof typeof PORTFOLIO_MEMBERS, model: Model) {
    return new Promise<Exclude<PortfolioWorkerMessage, { type: 'idle' }>>((resolve, reject) => {
      const listener: PortfolioJobListener = {
        message: (m) => {
          if (m.type !== 'solution') resolve(m);
        },
        died: (why) => reject(new Error(why)),
      };
      worker.run(
        { member: PORTFOLIO_MEMBERS[member]!, model: toWireModel(model), solutionLimit: 1 },
        listener,
      );
    });
  }

  it('takes a job while stopping the last one, and runs it (on a fresh thread if the stop overran)', async () => {
    const worker = new PortfolioWorker();
    try {
      // Loaded and warm: a first job to its end.
      expect(await ends(worker, 'native', queensModel(5))).toMatchObject({ type: 'finished', status: 'sat' });
      // A long job (a hard 36×36), stopped almost at once; the next job is posted right behind the stop.
      worker.run(
        { member: PORTFOLIO_MEMBERS.sat!, model: toWireModel(sudoku('r6_f042_s1.txt')), solutionLimit: 1 },
        { message: () => undefined, died: () => undefined },
      );
      await new Promise((r) => setTimeout(r, 20));
      worker.stop(50);
      expect(worker.usable).toBe(true);
      const next = queensModel(6);
      const end = await ends(worker, 'native', next);
      expect(end).toMatchObject({ type: 'finished', status: 'sat' });
      expect(worker.stopping).toBe(false);
    } finally {
      worker.terminate();
    }
  });
});
