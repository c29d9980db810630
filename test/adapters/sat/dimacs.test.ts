import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeSatModel,
  encodeModel,
  forEachClause,
  MiniSatRunner,
  parseDimacs,
  parseSatOutput,
  SatFormatError,
  toDimacs,
} from '../../../adapters/sat/index.js';
import { checkAssignment, Model } from '../../../core/index.js';
import { queensModel } from '../../support/queensModel.js';
import { buildRandomModel, randomModelSpec } from '../../support/randomModel.js';

/** One SAT solution as an external solver would print it (every variable listed). */
function solverOutput(model: Model): { text: string; ok: boolean } {
  const enc = encodeModel(model);
  if (enc.status !== 'open')
    return {
      text: enc.status === 'unsat' ? 's UNSATISFIABLE\n' : 's SATISFIABLE\n',
      ok: enc.status === 'solved',
    };
  let text = 's UNSATISFIABLE\n';
  new MiniSatRunner().run(
    enc.cnf,
    enc.cnf.numVars,
    1,
    (lits, count) => {
      const set = new Set(lits.subarray(0, count));
      const vals: number[] = [];
      for (let x = 1; x <= enc.cnf.numVars; x++) vals.push(set.has(x) ? x : -x);
      text = `c from a test\ns SATISFIABLE\nv ${vals.join(' ')} 0\n`;
      return true;
    },
    true,
  );
  return { text, ok: text.startsWith('c') };
}

describe('DIMACS export', () => {
  it('round-trips clauses and the variable map', () => {
    fc.assert(
      fc.property(randomModelSpec(), (spec) => {
        const model = buildRandomModel(spec);
        const enc = encodeModel(model);
        const parsed = parseDimacs(toDimacs(enc, model, ['hello']));
        expect(parsed.cnf.numVars).toBe(enc.cnf.numVars);
        expect(parsed.cnf.clauseCount).toBe(enc.cnf.clauseCount);
        expect(Array.from(parsed.cnf.clauses)).toEqual(Array.from(enc.cnf.clauses));
        expect(parsed.status).toBe(enc.status);
        expect(parsed.comments).toEqual(['hello']);
        const map = parsed.map!;
        expect(Array.from(map.litVar)).toEqual(Array.from(enc.litVar));
        expect(Array.from(map.litValue)).toEqual(Array.from(enc.litValue));
        expect(Array.from(map.fixedValue)).toEqual(Array.from(enc.fixedValue));
      }),
      { numRuns: 100 },
    );
  });

  it('writes a standard header, one clause per line, and the empty clause for unsat', () => {
    const q = queensModel(5);
    const text = toDimacs(encodeModel(q), q);
    const lines = text.trimEnd().split('\n');
    const p = lines.findIndex((l) => l.startsWith('p cnf '));
    expect(lines.slice(0, p).every((l) => l.startsWith('c '))).toBe(true);
    const enc = encodeModel(q);
    expect(lines[p]).toBe(`p cnf ${enc.cnf.numVars} ${enc.cnf.clauseCount}`);
    let k = p + 1;
    forEachClause(enc.cnf, (s, e) => {
      expect(lines[k++]).toBe(`${Array.from(enc.cnf.clauses.subarray(s, e)).join(' ')}${e > s ? ' ' : ''}0`);
    });
    const pigeons = new Model();
    pigeons.allDifferent(pigeons.intVars(3, (i) => `p${i}`, { min: 1, max: 2 }));
    const unsat = parseDimacs(toDimacs(encodeModel(pigeons), pigeons));
    expect(unsat.status).toBe('unsat');
    expect(Array.from(unsat.cnf.clauses)).toEqual([0]);
  });

  it('decodes an external solver model back to a solution', () => {
    fc.assert(
      fc.property(randomModelSpec(), (spec) => {
        const model = buildRandomModel(spec);
        const enc = encodeModel(model);
        const { text, ok } = solverOutput(model);
        const out = parseSatOutput(text, enc.cnf.numVars);
        if (!ok) {
          expect(out.status === 'unsat' || enc.status === 'solved').toBe(true);
          return;
        }
        const values = decodeSatModel(parseDimacs(toDimacs(enc, model)).map!, out.values);
        expect(checkAssignment(model, values)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('names the line of malformed DIMACS', () => {
    const bad: [string, RegExp][] = [
      ['1 2 0\n', /line 1: clause before the 'p cnf' line/],
      ['p cnf 2 1\n1 3 0\n', /line 2: literal 3 exceeds the 2 variables/],
      ['p cnf 2 1\n1 x 0\n', /line 2: 'x' is not a literal/],
      ['p cnf 2 2\n1 0\n', /line 1: the header announces 2 clauses but 1 follow/],
      ['p cnf 2 1\np cnf 2 1\n', /line 2: second problem line/],
      ['p dnf 2 1\n', /line 1: expected 'p cnf/],
      [
        'c cspkit sat encoding 1\nc var 2 0 1 x\np cnf 2 0\n',
        /line 2: map line for SAT variable 2 out of order/,
      ],
    ];
    for (const [text, message] of bad) {
      expect(() => parseDimacs(text)).toThrow(SatFormatError);
      expect(() => parseDimacs(text)).toThrow(message);
    }
  });
});

describe('parseSatOutput', () => {
  it('reads the competition format and MiniSat result files', () => {
    expect(parseSatOutput('c hi\ns SATISFIABLE\nv 1 -2\nv 3 0\n')).toMatchObject({ status: 'sat' });
    expect(Array.from(parseSatOutput('s SATISFIABLE\nv 1 -2\nv 3 0\n').values)).toEqual([0, 1, -1, 1]);
    expect(Array.from(parseSatOutput('SAT\n-1 2 0\n').values)).toEqual([0, -1, 1]);
    expect(parseSatOutput('s UNSATISFIABLE\n').status).toBe('unsat');
    expect(parseSatOutput('UNSAT\n').status).toBe('unsat');
    expect(parseSatOutput('INDET\n').status).toBe('unknown');
    expect(parseSatOutput('').status).toBe('unknown');
  });

  it('names the line of anything else', () => {
    const bad: [string, RegExp][] = [
      ['s SATISFIABLE\nv 1 two 0\n', /line 2: 'two' is not a literal/],
      ['s SATISFIABLE\nhello\n', /line 2: not a status, value or comment line/],
      ['s MAYBE\n', /line 1: unknown status 'MAYBE'/],
      ['s SATISFIABLE\nv 1 -1 0\n', /line 2: variable 1 is given both values/],
      ['s SATISFIABLE\ns UNSATISFIABLE\n', /line 2: status 'UNSATISFIABLE' contradicts the status on line 1/],
      ['s UNSATISFIABLE\nv 1 0\n', /line 2: values given although the status is UNSATISFIABLE/],
    ];
    for (const [text, message] of bad) expect(() => parseSatOutput(text)).toThrow(message);
    expect(() => parseSatOutput('v 5 0\n', 4)).toThrow(/line 1: literal 5 exceeds the 4 variables/);
  });
});

describe('decodeSatModel', () => {
  it('names a variable with no value or two values', () => {
    const q = queensModel(4);
    const enc = encodeModel(q, { propagation: 'none' });
    const none = new Int8Array(enc.cnf.numVars + 1).fill(-1);
    expect(() => decodeSatModel(enc, none, (v) => q.variables[v]!.name)).toThrow(
      /q1 has no value in the model/,
    );
    const two = new Int8Array(enc.cnf.numVars + 1).fill(-1);
    two[1] = 1;
    two[2] = 1;
    expect(() => decodeSatModel(enc, two, (v) => q.variables[v]!.name)).toThrow(
      /q1 has two values in the model \(1 and 2\)/,
    );
  });
});
