// Benchmark building blocks (the runnable entry is bench/main.ts, `npm run bench`).
export type { Contender, Outcome } from './Contender.js';
export { backendContender, DANCING_LINKS, dancingLinksContender } from './Contender.js';
export { CADICAL, cadicalAvailable, cadicalContender } from './cadicalContender.js';
export type { LargeInstance, NineSet } from './dataSets.js';
export {
  dataDir,
  familySize,
  isQuickInstance,
  LARGE_SET,
  largeInstances,
  largeSetInstances,
  loadLargeInstance,
  loadNineSet,
  nineSetNames,
  REPO_ROOT,
} from './dataSets.js';
export { median } from './median.js';
export type { NativeConfig } from './nativeConfigs.js';
export { NATIVE_CONFIGS } from './nativeConfigs.js';
export type { BenchArgs } from './parseBenchArgs.js';
export {
  BENCH_USAGE,
  DEFAULT_LARGE_TIMEOUT_MS,
  DEFAULT_PASSES,
  DEFAULT_PUZZLE_TIMEOUT_MS,
  DEFAULT_SET_CAP,
  parseBenchArgs,
} from './parseBenchArgs.js';
export type { LargeRow, LargeRun } from './runLarge.js';
export { runLargeInstances, summariseLarge } from './runLarge.js';
export type { NineRow, PassTiming } from './runNineSet.js';
export { runNineSet } from './runNineSet.js';
export { solveWithDancingLinks } from './solveWithDancingLinks.js';
