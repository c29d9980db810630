#!/usr/bin/env node
// Entry point of the `cspkit` binary. A built package carries an esbuild bundle of the CLI in
// `dist/bundle/` (scripts/bundle.mjs): a handful of files instead of a few hundred modules, which
// halves what Node spends loading them on every start (the CLI's and each worker thread's). Without
// it (running from the TypeScript sources, or a build made by tsc alone) the modules load one by one.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundled = new URL('../bundle/startCli.js', import.meta.url);
await (existsSync(fileURLToPath(bundled)) ? import(bundled.href) : import('./startCli.js'));
