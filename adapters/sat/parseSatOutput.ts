import { SatFormatError } from './SatFormatError.js';

/** A SAT solver's answer as read by {@link parseSatOutput}. */
export interface SatOutput {
  /** `sat`, `unsat`, or `unknown` (the solver said so, or gave no status line and no values). */
  readonly status: 'sat' | 'unsat' | 'unknown';
  /** Per variable (index 1..): `1` true, `-1` false, `0` not mentioned. Length = largest variable + 1. */
  readonly values: Int8Array;
}

const STATUS: Record<string, SatOutput['status']> = {
  SATISFIABLE: 'sat',
  SAT: 'sat',
  UNSATISFIABLE: 'unsat',
  UNSAT: 'unsat',
  UNKNOWN: 'unknown',
  INDET: 'unknown',
  INDETERMINATE: 'unknown',
};

const INT = /^-?\d+$/;

/**
 * Reads a SAT solver's output: the competition format (`s SATISFIABLE`, `s UNSATISFIABLE`,
 * `s UNKNOWN`, `v` lines of literals ending with `0`, `c` comments) and MiniSat's result file
 * (`SAT` / `UNSAT` / `INDET`, then bare literal lines). Values without a status line mean `sat`.
 *
 * Throws {@link SatFormatError} naming the line for anything else: an unknown line, a token that is
 * not an integer, a literal beyond `numVars` (when given), a variable given both values, two
 * different status lines, or values after an `UNSATISFIABLE` status.
 */
export function parseSatOutput(text: string, numVars?: number): SatOutput {
  const lines = text.split(/\r?\n/);
  let status: SatOutput['status'] | undefined;
  let statusLine = 0;
  const lits: { lit: number; line: number }[] = [];
  let max = numVars ?? 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    const at = i + 1;
    if (raw === '' || raw === 'c' || raw.startsWith('c ')) continue;
    let body: string | undefined;
    const word = raw.startsWith('s ') ? raw.slice(2).trim() : raw;
    const s = STATUS[word.toUpperCase()];
    if (s !== undefined && (raw.startsWith('s ') || word === word.toUpperCase())) {
      if (status !== undefined && status !== s) {
        throw new SatFormatError(`status '${word}' contradicts the status on line ${statusLine}`, at);
      }
      status = s;
      statusLine = at;
      continue;
    }
    if (raw.startsWith('s ')) throw new SatFormatError(`unknown status '${word}'`, at);
    if (raw === 'v' || raw.startsWith('v ')) body = raw.slice(1).trim();
    else if (INT.test(raw.split(/\s+/)[0]!)) body = raw;
    else throw new SatFormatError(`not a status, value or comment line: '${clip(raw)}'`, at);
    for (const tok of body.split(/\s+/)) {
      if (tok === '') continue;
      if (!INT.test(tok)) throw new SatFormatError(`'${clip(tok)}' is not a literal`, at);
      const l = Number(tok);
      if (l === 0) continue;
      if (numVars !== undefined && Math.abs(l) > numVars) {
        throw new SatFormatError(`literal ${l} exceeds the ${numVars} variables of the CNF`, at);
      }
      if (!Number.isSafeInteger(l) || Math.abs(l) > 0x7fffffff) {
        throw new SatFormatError(`literal ${tok} is out of range`, at);
      }
      if (Math.abs(l) > max) max = Math.abs(l);
      lits.push({ lit: l, line: at });
    }
  }
  if (status === 'unsat' && lits.length > 0) {
    throw new SatFormatError('values given although the status is UNSATISFIABLE', lits[0]!.line);
  }
  const values = new Int8Array(max + 1);
  for (const { lit, line } of lits) {
    const x = Math.abs(lit);
    const v = lit > 0 ? 1 : -1;
    if (values[x] === -v) throw new SatFormatError(`variable ${x} is given both values`, line);
    values[x] = v;
  }
  return { status: status ?? (lits.length > 0 ? 'sat' : 'unknown'), values };
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
