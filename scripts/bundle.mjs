#!/usr/bin/env node
// Bundles the compiled CLI and its worker-thread entries with esbuild, after tsc: `node
// scripts/bundle.mjs OUT` reads OUT/cli/startCli.js, OUT/cli/pool/poolWorker.js and the backends'
// thread entries, and writes them with their shared code split into chunks to OUT/bundle/. Why: a
// worker thread (and the CLI itself) loads about 270 ESM modules one by one, which costs 0.1 s of
// CPU time per thread on every start; the bundle loads the same code from a few files. The bundle
// is made from tsc's output (not the sources), so it runs exactly the code tsc emitted.
//
// Plain-JavaScript npm dependencies are bundled too (commander, rxjs, inversify, …: fewer files to
// load). Left to Node's resolution are those that find their own files at run time: piscina (its
// worker entry), logic-solver (read and patched by loadMiniSat), bullmq and ioredis (package.json,
// optional native addons, sandboxed processors, all found through __dirname), and cli-progress
// (small, loaded on a terminal only). The bundle is only ever loaded by the CLI and by worker
// threads, never by code importing the package's API, so a bundled copy of a library never meets
// the installed one in the same thread.
//
// All entries and chunks sit in one folder, so a module finding a sibling entry through
// `new URL('./poolWorker.js', import.meta.url)` finds the bundled one wherever it was chunked.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/** Dependencies left to Node's resolution (see above). */
const EXTERNAL = ['piscina', 'logic-solver', 'logic-solver/*', 'bullmq', 'ioredis', 'cli-progress'];

const out = resolve(process.argv[2] ?? 'dist');
const entries = {
  startCli: 'cli/startCli.js',
  poolWorker: 'cli/pool/poolWorker.js',
  satWorkerMain: 'adapters/sat/satWorkerMain.js',
  portfolioWorkerMain: 'adapters/portfolio/portfolioWorkerMain.js',
};
const entryPoints = {};
for (const [name, file] of Object.entries(entries)) {
  const path = join(out, file);
  if (!existsSync(path)) throw new Error(`bundle: ${path} is missing (run tsc first)`);
  entryPoints[name] = path;
}
const outdir = join(out, 'bundle');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  // Bundled CommonJS dependencies call require() for Node's built-in modules, which ESM lacks.
  banner: {
    js: "import { createRequire as __cspkitRequire } from 'node:module';\nconst require = __cspkitRequire(import.meta.url);",
  },
  chunkNames: 'chunk-[hash]',
  // Error and class names show in messages and are compared by name in places: keep them.
  keepNames: true,
  logLevel: 'warning',
});
