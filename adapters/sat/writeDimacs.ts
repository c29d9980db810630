import type { Model } from '../../core/model/Model.js';
import type { SatEncoding } from './SatEncoding.js';

/** Chunks of at most about this many characters are handed to the sink. */
const CHUNK = 1 << 16;

/** First comment line of a cspkit DIMACS file (the map format's version). */
export const DIMACS_MAGIC = 'c cspkit sat encoding 1';

/** A name safe on one comment line (names are informative only; decoding uses indices). */
function safeName(name: string): string {
  return name.replace(/\s+/g, '_') || '_';
}

/**
 * Writes an encoding as DIMACS CNF to `write`, in chunks. The variable map travels in `c` comment
 * lines so an external solver's model can be decoded from the file alone:
 *
 * ```
 * c cspkit sat encoding 1
 * c <each line of `comments`>
 * c variables <model variables> primary <primary SAT variables> status <open|unsat|solved>
 * c var <SAT variable> <model variable index> <value> <name>     (one per primary variable)
 * c fixed <model variable index> <value> <name>                  (variables fixed before encoding)
 * p cnf <variables> <clauses>
 * ```
 *
 * Any DIMACS reader ignores the comments. An `unsat` encoding holds the empty clause (a lone `0`).
 */
export function writeDimacs(
  encoding: SatEncoding,
  model: Model,
  write: (chunk: string) => void,
  comments: readonly string[] = [],
): void {
  let out = `${DIMACS_MAGIC}\n`;
  const flush = (force = false): void => {
    if (force || out.length >= CHUNK) {
      if (out.length > 0) write(out);
      out = '';
    }
  };
  for (const c of comments) out += `c ${c.replace(/[\r\n]+/g, ' ')}\n`;
  out += `c variables ${encoding.variables} primary ${encoding.primaryVars} status ${encoding.status}\n`;
  for (let x = 1; x <= encoding.primaryVars; x++) {
    const v = encoding.litVar[x - 1]!;
    out += `c var ${x} ${v} ${encoding.litValue[x - 1]} ${safeName(model.variables[v]!.name)}\n`;
    flush();
  }
  for (let v = 0; v < encoding.variables; v++) {
    const f = encoding.fixedValue[v]!;
    if (!Number.isNaN(f)) out += `c fixed ${v} ${f} ${safeName(model.variables[v]!.name)}\n`;
    flush();
  }
  const cnf = encoding.cnf;
  out += `p cnf ${cnf.numVars} ${cnf.clauseCount}\n`;
  const c = cnf.clauses;
  let line = '';
  for (let i = 0; i < c.length; i++) {
    const l = c[i]!;
    if (l === 0) {
      out += `${line}0\n`;
      line = '';
      flush();
    } else line += `${l} `;
  }
  flush(true);
}

/** The DIMACS text of an encoding (see {@link writeDimacs}); for large instances prefer streaming. */
export function toDimacs(encoding: SatEncoding, model: Model, comments: readonly string[] = []): string {
  const parts: string[] = [];
  writeDimacs(encoding, model, (s) => parts.push(s), comments);
  return parts.join('');
}
