import { NativeBackend } from './adapters/native/NativeBackend.js';
import { hidatoFamilyRow } from './bench/catalogue/hidatoFamilyRow.js';
import { cpuTimeMs, domWdeg, lubyRestarts, type SolveOptions } from './core/index.js';

const b = new NativeBackend();
const inst = hidatoFamilyRow.instances();
const opts: Record<string, SolveOptions> = {
  xmatch: { backendOptions: { native: { allDifferent: 'matching' } } },
  over: { backendOptions: { native: { allDifferent: 'overlaps' } } },
  def: {},
  dwr0: { variableOrder: domWdeg, restarts: lubyRestarts(50) },
  dwr100: { variableOrder: domWdeg, restarts: lubyRestarts(100) },
  dwrO: {
    variableOrder: domWdeg,
    restarts: lubyRestarts(50),
    backendOptions: { native: { allDifferent: 'overlaps' } },
  },
  dw: { variableOrder: domWdeg },
  bop: { backendOptions: { native: { allDifferent: 'matching', branchOnPlaces: true } } },
  dwr: {
    variableOrder: domWdeg,
    restarts: lubyRestarts(50),
    backendOptions: { native: { allDifferent: 'matching' } },
  },
};
for (const [k, o] of Object.entries(opts)) {
  const row: string[] = [];
  for (const i of inst) {
    b.solveSync!(i.model, { ...o, solutionLimit: 2 });
    const t0 = cpuTimeMs();
    const r = b.solveSync!(i.model, { ...o, solutionLimit: 2 });
    row.push(`${(cpuTimeMs() - t0).toFixed(1)}/${r.stats.nodes}`);
  }
  console.log(k, row.join('  '));
}
