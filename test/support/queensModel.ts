import { Model } from '../../core/index.js';

/** N-queens straight from the core API (independent of models/queens, to test backends alone). */
export function queensModel(n: number): Model {
  const m = new Model();
  const q = m.intVars(n, (i) => `q${i + 1}`, { min: 1, max: n });
  m.allDifferent(q);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) m.relation('absDiffNe', q[i]!, q[j]!, j - i);
  return m;
}
