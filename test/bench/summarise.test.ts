import { describe, expect, it } from 'vitest';
import { kindTable } from '../../bench/sweep/kindTable.js';
import type { SweepRecord, SweepStatus } from '../../bench/sweep/SweepRecord.js';
import { summarise } from '../../bench/sweep/summarise.js';

function rec(
  kind: string,
  backend: string,
  status: SweepStatus,
  wallMs: number,
  extra: Partial<SweepRecord> = {},
): SweepRecord {
  return {
    file: `${kind}_s1.txt`,
    kind,
    n: 36,
    backend,
    timeoutMs: 1000,
    status,
    note: '',
    exitCode: 0,
    expectedExit: 0,
    wallMs,
    cpuMs: wallMs / 2,
    rssMb: wallMs / 10,
    solveWallMs: wallMs - 100,
    outsideMs: 100,
    exitLagMs: 5,
    overrunMs: status === 'timeout' ? wallMs - 1100 : Number.NaN,
    processOverrunMs: status === 'timeout' ? wallMs - 1000 : Number.NaN,
    ...extra,
  };
}

describe('summarise (the sweep table)', () => {
  it('groups by kind and backend in order of appearance; times over answered runs, overruns over timeouts', () => {
    const rows = summarise([
      rec('r6_f042', 'native', 'sat', 300),
      rec('r6_f042', 'dlx', 'timeout', 1150),
      rec('r6_f042', 'native', 'timeout', 1240),
      rec('r6_f042', 'native', 'sat', 500),
      rec('r6_f042', 'native', 'unsat', 400),
      rec('r6_f042', 'native', 'wrong', 50),
      rec('r6_f042', 'native', 'error', 60, { rssMb: Number.NaN }),
    ]);
    expect(rows.map((r) => r.backend)).toEqual(['native', 'dlx']);
    expect(rows[0]).toMatchObject({
      total: 6,
      answered: 3,
      timeouts: 1,
      bad: 2,
      medianMs: 400,
      maxMs: 500,
      medianCpuMs: 200,
      maxCpuMs: 250,
      maxOverrunMs: 140,
      maxProcessOverrunMs: 240,
      maxRssMb: 124,
    });
    expect(rows[1]).toMatchObject({ answered: 0, timeouts: 1, maxOverrunMs: 50 });
    expect(rows[1]!.medianMs).toBeNaN();
  });
});

describe('kindTable (the sweep table for the docs)', () => {
  it('puts kinds in order of grid side, one column per backend, worst overrun and RSS over backends', () => {
    const rows = summarise([
      rec('r6_f042', 'native', 'sat', 2000),
      rec('r6_f042', 'dlx', 'timeout', 1150),
      rec('r3_f030', 'native', 'sat', 300),
      rec('r3_f030', 'dlx', 'wrong', 300),
    ]);
    const table = kindTable(
      rows,
      new Map([
        ['r6_f042', 36],
        ['r3_f030', 9],
      ]),
    ).split('\n');
    expect(table[0]).toBe(
      '| kind | N | native (1 s) | dlx (1 s) | max overrun ms | max exit lag ms | max RSS MB |',
    );
    expect(table[2]).toBe(
      '| r3_f030 | 9 | 1/1: 0.30 / 0.30 (CPU ≤ 0.15) | 0/1 **1 wrong/error** | — | 5 | 30 |',
    );
    expect(table[3]).toBe('| r6_f042 | 36 | 1/1: 2.00 / 2.00 (CPU ≤ 1.00) | 0/1 | 50 | 5 | 200 |');
  });
});
