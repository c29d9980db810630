// Preloaded into a CLI run (`node --import ./.bench-dist/bench/clockGaps.js dist/cli/main.js sudoku solve
// FILE --timeout MS -j 1`, after `tsc -p tsconfig.bench.json`): wraps `performance.now()`, the clock the
// engines read for their time limits, and at exit writes to stderr the largest gaps of process CPU time
// between two reads, with the wall time between them and the reading function's callers. A time limit
// can only be honoured to within the largest gap (docs/large-grids.md, "Every shared file through the
// CLI"). Process CPU counts V8's helper threads too, so a gap is an upper bound of the thread's own.
const readClock = performance.now.bind(performance);
/** Gaps of at least this much CPU are kept, ms. */
const KEEP_MS = 10;
const SHOW = 8;

interface Gap {
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly atMs: number;
  readonly where: string;
}

const gaps: Gap[] = [];
let lastCpu = Number.NaN;
let lastWall = 0;
performance.now = (): number => {
  const wall = readClock();
  const u = process.cpuUsage();
  const cpu = (u.user + u.system) / 1000;
  if (cpu - lastCpu >= KEEP_MS) {
    const where = (new Error().stack ?? '')
      .split('\n')
      .slice(2, 5)
      .map((s) =>
        s
          .trim()
          .replace(/^at /, '')
          .replace(/\(.*\//, '('),
      )
      .join(' < ');
    gaps.push({ cpuMs: cpu - lastCpu, wallMs: wall - lastWall, atMs: wall, where });
  }
  lastCpu = cpu;
  lastWall = wall;
  return wall;
};

process.on('exit', () => {
  gaps.sort((a, b) => b.cpuMs - a.cpuMs);
  for (const g of gaps.slice(0, SHOW)) {
    process.stderr.write(
      `clock gap: ${g.cpuMs.toFixed(1)} ms CPU (${g.wallMs.toFixed(1)} ms wall) before ${g.atMs.toFixed(0)} ms: ${g.where}\n`,
    );
  }
});
