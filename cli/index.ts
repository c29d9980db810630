// The cspkit command line, runnable in-process: `run(argv, io)` resolves with the exit code.
export { CliError } from './CliError.js';
export type { CliIo, TextSink } from './CliIo.js';
export { createProgram } from './createProgram.js';
export type { ExitCodeValue } from './ExitCode.js';
export { ExitCode, worseExit } from './ExitCode.js';
export type { Align } from './formatTable.js';
export { formatTable } from './formatTable.js';
export { LineWriter } from './LineWriter.js';
export { nodeIo } from './nodeIo.js';
export { run } from './run.js';
