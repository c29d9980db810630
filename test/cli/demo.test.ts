import { describe, expect, it } from 'vitest';
import { DEMO_SAMPLES } from '../../cli/commands/index.js';
import { containerWith, fixedBackend } from './fakeBackends.js';
import { runCli } from './fakeIo.js';

describe('cspkit demo', () => {
  it('solves every sample with the native backend, checks it and exits 0', async () => {
    const r = await runCli(['demo']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    for (const sample of DEMO_SAMPLES) expect(r.out).toContain(sample.replace('.txt', ' #1'));
    expect(r.out).toMatch(/25×25 \(5×5\)\s+native\s+sat/);
    expect(r.out).toMatch(/6×6 \(3×2\)\s+native\s+sat/);
    expect(r.out).toMatch(/all \d+ solves verified/);
    expect(r.out).not.toMatch(/WRONG|FAILED/);
  });

  it('exits non-zero when a backend returns a wrong solution', async () => {
    const r = await runCli(['demo'], { container: containerWith(fixedBackend('liar', 'sat')) });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/liar\s+sat\s+[\d.]+\s+\d+\s+WRONG/);
    expect(r.err).toMatch(/liar: wrong solution/);
  });

  it('exits non-zero when a backend finds no solution for a solvable sample', async () => {
    const r = await runCli(['demo'], { container: containerWith(fixedBackend('quitter', 'unsat')) });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/quitter: unsat, but every sample has a solution/);
  });
});
