import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firstValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import { defaultPortfolio, PORTFOLIO_MEMBERS } from '../../adapters/portfolio/index.js';
import { PortfolioBackend } from '../../adapters/portfolio/PortfolioBackend.js';
import { allDifferentKind } from '../../core/constraints/allDifferent/allDifferentKind.js';
import {
  BUILTIN_KINDS,
  checkAssignment,
  collectResult,
  InvalidOptionError,
  Model,
  objectiveValue,
  solveAll,
  UnsupportedConstraintError,
} from '../../core/index.js';
import { buildSudokuModel, readPuzzles } from '../../models/sudoku/index.js';
import { bruteForceSolutions } from '../support/bruteForce.js';
import { queensModel } from '../support/queensModel.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/sudoku/${name}`, import.meta.url));
const container = createContainer();
const portfolio = getBackend(container, 'portfolio');
/** Every member that can be named, but dlx (exact cover only). */
const NAMED_MEMBERS = Object.keys(PORTFOLIO_MEMBERS).filter((name) => name !== 'dlx');

describe('portfolio backend', () => {
  it('answers a 12×12 sudoku, the answer checked against the model, and names the member that gave it', async () => {
    const { model } = buildSudokuModel(
      readPuzzles(readFileSync(fixture('b4x3_f055_s1.txt'), 'utf8'))[0]!.grid!,
    );
    const events = await firstValueFrom(portfolio.solve(model).pipe(toArray()));
    expect(events[0]).toMatchObject({ type: 'started', backend: 'portfolio' });
    const finished = events.at(-1)!;
    expect(finished.type).toBe('finished');
    if (finished.type !== 'finished') return;
    expect(finished.status).toBe('sat');
    expect(defaultPortfolio(model)).toContain(finished.member);
    const solutions = events.filter((e) => e.type === 'solution');
    expect(solutions).toHaveLength(1);
    for (const s of solutions) expect(checkAssignment(model, s.solution.values)).toEqual([]);
  });

  it('proves unsat, and every member can be the one named', async () => {
    const m = new Model();
    const xs = m.intVars(4, (i) => `x${i}`, { min: 1, max: 3 });
    m.allDifferent(xs);
    for (const only of NAMED_MEMBERS) {
      const r = await collectResult(
        portfolio.solve(m, { backendOptions: { portfolio: { members: [only] } } }),
      );
      expect(r.status).toBe('unsat');
      expect(r.member).toBe(only);
    }
  });

  it('counts on members that can count only: 6-queens has 4 solutions, all from one member', async () => {
    const model = queensModel(6);
    const r = await solveAll(portfolio, model);
    expect(r.status).toBe('sat');
    expect(r.solutions).toHaveLength(4);
    expect(['native', 'native-wdeg']).toContain(r.member);
    const keys = new Set(r.solutions.map((s) => s.values.join(',')));
    expect(keys.size).toBe(4);
    for (const s of r.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
  });

  it('proves the optimum of a model with an objective', async () => {
    const m = new Model();
    const [x, y, z] = m.intVars(3, (i) => `v${i}`, { min: 0, max: 4 });
    m.allDifferent([x!, y!, z!]);
    m.linear([x!, y!], [1, 1], '<=', 5);
    m.maximize([x!, y!, z!], [2, 3, -1]);
    const best = Math.max(...bruteForceSolutions(m).map((s) => objectiveValue(m.objective!, s)));
    const r = await collectResult(portfolio.solve(m));
    expect(r.status).toBe('optimal');
    expect(r.objective).toBe(best);
    expect(defaultPortfolio(m)).toContain(r.member);
    expect(checkAssignment(m, r.solutions.at(-1)!.values)).toEqual([]);
  });

  it('refuses an unknown member by name, and counting with no member that can count', async () => {
    const m = queensModel(4);
    const bad = portfolio.solve(m, { backendOptions: { portfolio: { members: ['native', 'cadical'] } } });
    await expect(collectResult(bad)).rejects.toThrow(InvalidOptionError);
    await expect(collectResult(bad)).rejects.toThrow(/unknown member 'cadical'/);
    const satOnly = portfolio.solve(m, {
      solutionLimit: 10,
      backendOptions: { portfolio: { members: ['sat'] } },
    });
    await expect(collectResult(satOnly)).rejects.toThrow(/needs a member that can count/);
    const badField = portfolio.solve(m, {
      backendOptions: { portfolio: { members: [{ name: 'x', backend: 'sat', variableOrder: 'domWdeg' }] } },
    });
    await expect(collectResult(badField)).rejects.toThrow(/'x': variableOrder apply to native members only/);
    await expect(collectResult(portfolio.solve(m, { nodeLimit: 10 }))).rejects.toThrow(/nodeLimit/);
  });

  it('runs members given in full, and checks their own options with their backend', async () => {
    const m = queensModel(5);
    const members = [{ name: 'inputOrder', backend: 'native' as const, variableOrder: 'input' as const }];
    const r = await solveAll(portfolio, m, { backendOptions: { portfolio: { members } } });
    expect(r.solutions).toHaveLength(10);
    expect(r.member).toBe('inputOrder');
    const wrong = [
      { name: 'n', backend: 'native' as const, backendOptions: { native: { bogus: 1 } as never } },
    ];
    await expect(
      solveAll(portfolio, m, { backendOptions: { portfolio: { members: wrong } } }),
    ).rejects.toThrow(/bogus/);
  });

  it('refuses a kind that is not the built-in one by name (it cannot be sent to a thread)', async () => {
    const kinds = BUILTIN_KINDS.extend().register({ ...allDifferentKind }, { replace: true });
    const m = new Model({ kinds });
    m.allDifferent(m.intVars(3, (i) => `x${i}`, { min: 1, max: 3 }));
    const report = portfolio.supports(m);
    expect(report.ok).toBe(false);
    expect(report.unsupported).toEqual([
      "allDifferent (#0): kind 'allDifferent' is not the built-in one, so it cannot be sent to a worker thread",
    ]);
    await expect(collectResult(portfolio.solve(m))).rejects.toThrow(UnsupportedConstraintError);
  });

  it('runs at most `threads` members at once, the others in order', async () => {
    const one = new PortfolioBackend({ backend: (id) => getBackend(container, id), threads: 1 });
    for (const first of ['native-wdeg', 'sat']) {
      const members = [first, 'native'];
      const r = await collectResult(
        one.solve(queensModel(6), { backendOptions: { portfolio: { members } } }),
      );
      expect(r.status).toBe('sat');
      expect(r.member).toBe(first);
    }
  });

  it('takes a time limit beyond 2³¹ − 1 ms as that long (setTimeout would take it as 1 ms)', async () => {
    const model = queensModel(6);
    const r = await solveAll(portfolio, model, { timeoutMs: 3_000_000_000 });
    expect(r.status).toBe('sat');
    expect(r.solutions).toHaveLength(4);
  });

  it('keeps a time limit on a hard 36×36 (status timeout, every member stopped)', async () => {
    // A fresh portfolio: its threads start cold, so no member can answer within the limit.
    const cold = new PortfolioBackend({ backend: (id) => getBackend(container, id) });
    const { model } = buildSudokuModel(
      readPuzzles(readFileSync(fixture('r6_f042_s2.txt'), 'utf8'))[0]!.grid!,
    );
    const started = performance.now();
    const r = await collectResult(cold.solve(model, { timeoutMs: 300 }));
    const elapsed = performance.now() - started;
    expect(r.status).toBe('timeout');
    expect(r.member).toBeUndefined();
    expect(elapsed).toBeLessThan(300 + 1000); // loose: a loaded 2-core machine
  });
});
