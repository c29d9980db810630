import type { ClauseSink } from '../../kinds/ClauseSink.js';
import type { ClauseConstraint } from './ClauseConstraint.js';

/** The clause itself: `x = 1` for each positive variable, `x = 0` for each negated one. */
export function encodeClause(c: ClauseConstraint, sink: ClauseSink): void {
  sink.begin();
  for (const x of c.positive) sink.push(sink.lit(x, 1));
  for (const x of c.negative) sink.push(sink.lit(x, 0));
  sink.end();
}
