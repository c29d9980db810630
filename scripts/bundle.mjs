#!/usr/bin/env node
// Bundles the compiled CLI and its worker-thread entries with esbuild, after tsc: `node
// scripts/bundle.mjs OUT` reads OUT/cli/startCli.js, OUT/cli/pool/poolWorker.js and the backends'
// thread entries, and writes them with their shared code split into chunks to OUT/bundle/. Why: a
// worker thread (and the CLI itself) loads about 270 ESM modules one by one, which costs 0.1 s of
// CPU time per thread on every start; the bundle loads the same code from a few files. The bundle
// is made from tsc's output (not the sources), so it runs exactly the code tsc emitted.
//
// npm dependencies are bundled too: bullmq with ioredis alone is ~300 modules and 0.15 s of CPU time
// to load one by one, 0.04 s bundled, and that was half of what `queue submit` costs. Left to Node's
// resolution are those that find their own files at run time: piscina (its worker entry),
// logic-solver (read and patched by loadMiniSat) and cli-progress (small, loaded on a terminal only).
// Bundled CommonJS code gets `require`, `__filename` and `__dirname` from the banner, `__dirname`
// being the bundle's folder: msgpackr looks there for its optional native addon, finds none and uses
// its JavaScript decoder (as where the addon is not built); ioredis reads the package.json two folders
// up for the library version it reports to Redis (`CLIENT SETINFO`), which is cspkit's. The bundle is only ever loaded by the CLI and by worker threads, never by code
// importing the package's API, so a bundled copy of a library never meets the installed one in the
// same thread.
//
// The CLI and the pool take the bundle whenever it exists, so every script that compiles with tsc
// bundles right after (`build`, `bench:*`): a bundle left from an earlier build next to freshly
// compiled modules would run the older code. (A check by file times cannot tell: npm installs a
// package's files with the times of their extraction.)
//
// All entries and chunks sit in one folder, so a module finding a sibling entry through
// `new URL('./poolWorker.js', import.meta.url)` finds the bundled one wherever it was chunked.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/** Dependencies left to Node's resolution (see above). */
const EXTERNAL = ['piscina', 'logic-solver', 'logic-solver/*', 'cli-progress'];

/** What bundled CommonJS modules expect of their scope (ESM has none of it). */
const BANNER = [
  "import { createRequire as __cspkitRequire } from 'node:module';",
  "import { dirname as __cspkitDirname } from 'node:path';",
  "import { fileURLToPath as __cspkitFileURLToPath } from 'node:url';",
  'const require = __cspkitRequire(import.meta.url);',
  'const __filename = __cspkitFileURLToPath(import.meta.url);',
  'const __dirname = __cspkitDirname(__filename);',
].join('\n');

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
  banner: { js: BANNER },
  chunkNames: 'chunk-[hash]',
  // Error and class names show in messages and are compared by name in places: keep them.
  keepNames: true,
  logLevel: 'warning',
});
