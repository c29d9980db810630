import { describe, expect, it } from 'vitest';
import type { PlainGrid } from '../../bench/sweep/checkGridAnswer.js';
import { classifyRun } from '../../bench/sweep/classifyRun.js';
import type { CliRun } from '../../bench/sweep/runCliOnce.js';

const puzzle: PlainGrid = { n: 4, w: 2, h: 2, cells: [1, ...Array(15).fill(0)] };
const SOLVED = '4 2 2\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1';

function run(stdout: string, code: number | undefined, extra: Partial<CliRun> = {}): CliRun {
  return {
    code,
    signal: undefined,
    stdout,
    stderr: '',
    wallMs: 1,
    firstOutputMs: 1,
    cpuMs: 1,
    rssMb: 1,
    killed: false,
    ...extra,
  };
}
const json = (record: Record<string, unknown>): string => `${JSON.stringify(record)}\n`;

describe('classifyRun (the sweep’s verdict on one CLI run)', () => {
  it('accepts a checked answer with exit 0 and reads the solve time', () => {
    const v = classifyRun(
      run(json({ line: 1, status: 'sat', solution: SOLVED, stats: { wallMs: 12.5 } }), 0),
      puzzle,
      true,
    );
    expect(v).toEqual({ status: 'sat', note: '', expectedExit: 0, solveWallMs: 12.5 });
  });

  it('counts an answer that breaks a given as wrong', () => {
    const other = '4 2 2\n2 1 4 3\n4 3 2 1\n1 2 3 4\n3 4 1 2';
    const v = classifyRun(run(json({ line: 1, status: 'sat', solution: other }), 0), puzzle, false);
    expect(v.status).toBe('wrong');
    expect(v.note).toBe('r1c1 is 2, the given is 1');
  });

  it('counts unsat as wrong only on a file known to be solvable', () => {
    const out = json({ line: 1, status: 'unsat', solution: null });
    expect(classifyRun(run(out, 0), puzzle, true).status).toBe('wrong');
    expect(classifyRun(run(out, 0), puzzle, false).status).toBe('unsat');
  });

  it('notes an exit code the docs do not give for the answer', () => {
    const v = classifyRun(run(json({ line: 1, status: 'timeout', solution: null }), 0), puzzle, true);
    expect(v).toMatchObject({ status: 'timeout', note: 'exit 0, docs say 1', expectedExit: 1 });
  });

  it('reports a crash or a kill with the end of stderr', () => {
    const crash = classifyRun(run('', 134, { stderr: 'a\nFATAL ERROR: heap out of memory\n' }), puzzle, true);
    expect(crash).toMatchObject({
      status: 'error',
      note: 'exit 134; 0 stdout lines; stderr: a | FATAL ERROR: heap out of memory',
    });
    const killed = classifyRun(run('', undefined, { killed: true, signal: 'SIGKILL' }), puzzle, true);
    expect(killed.note).toBe('killed by the sweep (no exit); 0 stdout lines; stderr: (empty)');
    const unknown = classifyRun(run(json({ line: 1, status: 'unknown', error: 'heap' }), 1), puzzle, true);
    expect(unknown).toMatchObject({ status: 'error', note: 'unknown: heap' });
  });
});
