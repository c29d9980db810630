import type { Cnf } from './Cnf.js';
import { SatFormatError } from './SatFormatError.js';
import type { VariableMap } from './VariableMap.js';
import { DIMACS_MAGIC } from './writeDimacs.js';

/** A DIMACS file read back. */
export interface ParsedDimacs {
  /** The clauses. */
  readonly cnf: Cnf;
  /** The variable map, when the file carries cspkit's map comments (see `writeDimacs`). */
  readonly map: VariableMap | undefined;
  /** Encoding status from the map comments (`open` when absent). */
  readonly status: 'open' | 'unsat' | 'solved';
  /** Every other comment line, without its leading `c `. */
  readonly comments: readonly string[];
}

const INT = /^-?\d+$/;

/**
 * Reads DIMACS CNF (`c` comments, one `p cnf V C` header, clauses of integers each ended by `0`,
 * possibly spanning lines) and cspkit's variable map comments when present. Bad input throws a
 * {@link SatFormatError} naming the line: a missing or repeated header, a literal that is not an
 * integer or exceeds the declared variables, a clause count differing from the header, a map line
 * that does not parse.
 */
export function parseDimacs(text: string): ParsedDimacs {
  const lines = text.split(/\r?\n/);
  let header: { vars: number; clauses: number; line: number } | undefined;
  let lits: number[] = [];
  let count = 0;
  let open = false;
  const comments: string[] = [];
  let cspkit = false;
  let mapHeader: { variables: number; primary: number; status: ParsedDimacs['status'] } | undefined;
  const mapVar: number[] = [];
  const mapValue: number[] = [];
  const fixed = new Map<number, number>();
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    const at = i + 1;
    if (raw === '' || raw === '%') continue;
    if (raw.startsWith('c')) {
      if (raw === DIMACS_MAGIC) {
        cspkit = true;
        continue;
      }
      const body = raw.slice(1).trim();
      if (cspkit && readMapLine(body, at)) continue;
      comments.push(body);
      continue;
    }
    if (raw.startsWith('p')) {
      const m = /^p\s+cnf\s+(\d+)\s+(\d+)$/.exec(raw);
      if (!m) throw new SatFormatError(`expected 'p cnf <variables> <clauses>', got '${raw}'`, at);
      if (header) throw new SatFormatError(`second problem line (the first is line ${header.line})`, at);
      header = { vars: Number(m[1]), clauses: Number(m[2]), line: at };
      continue;
    }
    if (!header) throw new SatFormatError(`clause before the 'p cnf' line: '${clip(raw)}'`, at);
    for (const tok of raw.split(/\s+/)) {
      if (!INT.test(tok)) throw new SatFormatError(`'${clip(tok)}' is not a literal`, at);
      const l = Number(tok);
      if (Math.abs(l) > header.vars) {
        throw new SatFormatError(`literal ${l} exceeds the ${header.vars} variables of the header`, at);
      }
      lits.push(l);
      if (l === 0) {
        count++;
        open = false;
      } else open = true;
    }
  }
  if (!header) throw new SatFormatError("no 'p cnf' line");
  if (open) {
    lits.push(0); // the last clause may omit its terminator
    count++;
  }
  if (count !== header.clauses) {
    throw new SatFormatError(
      `the header announces ${header.clauses} clauses but ${count} follow`,
      header.line,
    );
  }
  const cnf: Cnf = { numVars: header.vars, clauseCount: count, clauses: Int32Array.from(lits) };
  lits = [];
  let map: VariableMap | undefined;
  if (mapHeader) {
    if (mapVar.length !== mapHeader.primary) {
      throw new SatFormatError(
        `the map names ${mapVar.length} primary variables; its header says ${mapHeader.primary}`,
      );
    }
    const fixedValue = new Float64Array(mapHeader.variables).fill(Number.NaN);
    for (const [v, value] of fixed) {
      if (v >= mapHeader.variables)
        throw new SatFormatError(`fixed variable ${v} is outside 0..${mapHeader.variables - 1}`);
      fixedValue[v] = value;
    }
    for (const v of mapVar) {
      if (v >= mapHeader.variables)
        throw new SatFormatError(`mapped variable ${v} is outside 0..${mapHeader.variables - 1}`);
    }
    map = {
      variables: mapHeader.variables,
      numVars: header.vars,
      primaryVars: mapHeader.primary,
      litVar: Int32Array.from(mapVar),
      litValue: Float64Array.from(mapValue),
      fixedValue,
    };
  }
  return { cnf, map, status: mapHeader?.status ?? 'open', comments };

  function readMapLine(body: string, at: number): boolean {
    const parts = body.split(/\s+/);
    const kind = parts[0];
    if (kind === 'variables') {
      const m = /^variables (\d+) primary (\d+) status (open|unsat|solved)$/.exec(body);
      if (!m) throw new SatFormatError(`bad map header '${clip(body)}'`, at);
      mapHeader = { variables: Number(m[1]), primary: Number(m[2]), status: m[3] as ParsedDimacs['status'] };
      return true;
    }
    if (kind === 'var') {
      const [, x, v, value] = parts;
      if (!x || !v || !value || !INT.test(x) || !INT.test(v) || !INT.test(value)) {
        throw new SatFormatError(`bad map line '${clip(body)}'`, at);
      }
      if (Number(x) !== mapVar.length + 1) {
        throw new SatFormatError(
          `map line for SAT variable ${x} out of order (expected ${mapVar.length + 1})`,
          at,
        );
      }
      mapVar.push(Number(v));
      mapValue.push(Number(value));
      return true;
    }
    if (kind === 'fixed') {
      const [, v, value] = parts;
      if (!v || !value || !INT.test(v) || !INT.test(value))
        throw new SatFormatError(`bad map line '${clip(body)}'`, at);
      fixed.set(Number(v), Number(value));
      return true;
    }
    return false;
  }
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
