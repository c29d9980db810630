import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSolution, readPuzzles, SudokuGeometry, SudokuGrid } from '../../models/sudoku/index.js';
import { skipRedisTests, startRedis } from '../support/redisServer.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);
const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** What `npm pack --json` says about the tarball. */
interface PackInfo {
  readonly filename: string;
  readonly version: string;
  readonly integrity: string;
}

interface LockEntry {
  readonly dev?: boolean;
  readonly [key: string]: unknown;
}

/**
 * The lockfile of a scratch project that depends on the tarball only: the tarball's entry, and the
 * repository lockfile's production entries as they are. `npm ci --offline` then installs from the
 * tarball and the npm cache (filled by the repository's own `npm ci`) without any network access.
 */
function scratchLock(pack: PackInfo): unknown {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  const packages: Record<string, unknown> = {
    '': { name: 'scratch', dependencies: { cspkit: `file:${pack.filename}` } },
    'node_modules/cspkit': {
      version: pack.version,
      resolved: `file:${pack.filename}`,
      integrity: pack.integrity,
      dependencies: manifest.dependencies,
      bin: manifest.bin,
      engines: manifest.engines,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages))
    if (path !== '' && !entry.dev) packages[path] = entry;
  return { name: 'scratch', lockfileVersion: 3, requires: true, packages };
}

let dir = '';
let cspkit = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cspkit-install-'));
  // `npm pack` builds first (the `prepack` script), so the tarball holds the current sources.
  const { stdout } = await run('npm', ['pack', '--pack-destination', dir, '--json'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  const pack = (JSON.parse(stdout) as PackInfo[])[0]!;
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, dependencies: { cspkit: `file:${pack.filename}` } }),
  );
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(scratchLock(pack)));
  await run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: dir });
  cspkit = join(dir, 'node_modules', '.bin', 'cspkit');
}, 240_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

/** Runs the installed `cspkit` with `stdin`. */
function cli(args: string[], stdin: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(cspkit, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 }, (e, stdout, stderr) => {
      if (e) reject(new Error(`cspkit ${args.join(' ')} failed: ${e.message}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
    child.stdin!.end(stdin);
  });
}

describe('the package installed from its tarball, as a user gets it', () => {
  it('has no install script (nothing that needs the dev tools)', () => {
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules/cspkit/package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    for (const hook of ['preinstall', 'install', 'postinstall'])
      expect(installed.scripts?.[hook]).toBeUndefined();
  });

  it.each(['native', 'dlx', 'sat', 'portfolio'])('solves a 9×9 with %s', async (backend) => {
    const { stdout } = await cli(['sudoku', 'solve', '--backend', backend], `${PUZZLE}\n`);
    expect(stdout).toBe(`${SOLUTION}\n`);
  });

  it('ships the esbuild bundle of the CLI and of its worker threads; the bundled pool entry answers', async () => {
    const bundle = join(dir, 'node_modules/cspkit/dist/bundle');
    for (const entry of ['startCli', 'poolWorker', 'satWorkerMain', 'portfolioWorkerMain'])
      expect(existsSync(join(bundle, `${entry}.js`))).toBe(true);
    // The entry a pool thread loads, loaded here the same way, answering a block of lines.
    const script = `
      const w = await import(${JSON.stringify(pathToFileURL(join(bundle, 'poolWorker.js')).href)});
      const job = { verb: 'solve', backend: 'native', flags: {} };
      const r = await w.answerBlock({ text: '${PUZZLE}\\nx\\n', firstLine: 1, job, several: false });
      console.log(JSON.stringify([r.out, r.entries, r.exit]));`;
    const { stdout } = await run('node', ['--input-type=module', '-e', script], { cwd: dir });
    const [out, entries, exit] = JSON.parse(stdout) as [string, number, number];
    expect(out.split('\n')[0]).toBe(SOLUTION);
    expect(out.split('\n')[1]).toMatch(/^invalid: /);
    expect([entries, exit]).toEqual([2, 2]);
  });

  it('solves a file on two threads (--jobs 2) from the bundled CLI', async () => {
    // Over 32 KiB: the worker thread starts before the file is read and takes blocks of it.
    const file = join(dir, 'bank.txt');
    const n = 1200;
    writeFileSync(file, `${PUZZLE}\n`.repeat(n));
    const { stdout, stderr } = await cli(['sudoku', 'solve', '--jobs', '2', file], '');
    expect(stderr).toBe('');
    expect(stdout).toBe(`${SOLUTION}\n`.repeat(n));
  });

  it('generates the same puzzles on two threads as on one', async () => {
    const args = ['sudoku', 'generate', '-n', '6', '--seed', '11'];
    const one = await cli([...args, '--jobs', '1'], '');
    const two = await cli([...args, '--jobs', '2'], '');
    expect(two.stdout.split('\n').filter((l) => l !== '')).toHaveLength(6);
    expect(two.stdout).toBe(one.stdout);
  });

  it.skipIf(skipRedisTests())(
    'runs the distributed mode from the bundled CLI (BullMQ and ioredis bundled in it)',
    async () => {
      const redis = await startRedis();
      try {
        const file = join(dir, 'queued.txt');
        writeFileSync(file, `${PUZZLE}\n${PUZZLE}\n${PUZZLE}\n`);
        const at = ['--redis', redis.url, '--queue', 'installed'];
        await cli(['queue', 'submit', ...at, '--chunk', '1', file], '');
        await cli(['worker', ...at, '--until-done'], '');
        const { stdout } = await cli(['queue', 'collect', ...at], '');
        expect(stdout).toBe(`${SOLUTION}\n`.repeat(3));
        await cli(['queue', 'drop', ...at], '');
      } finally {
        await redis.stop();
      }
    },
  );

  it("solves a 36×36 with sat: MiniSat's heap is the raised one for consumers too", async () => {
    // Only the first row is given: the CNF has about 3 million clauses, which MiniSat's published
    // 64 MiB heap cannot hold ('unknown'); with the 1 GiB heap it is solved in a second or two.
    const geometry = SudokuGeometry.fromBox(6, 6);
    const rows = [Array.from({ length: 36 }, (_, c) => c + 1).join(' ')];
    for (let r = 1; r < 36; r++) rows.push(Array(36).fill('0').join(' '));
    const text = `36 6 6\n${rows.join('\n')}\n`;
    const { stdout } = await cli(['sudoku', 'solve', '--backend', 'sat'], text);
    const puzzle = readPuzzles(text)[0]!.grid!;
    const answer = readPuzzles(stdout)[0]?.grid;
    expect(answer).toBeInstanceOf(SudokuGrid);
    expect(answer!.geometry.size).toBe(geometry.size);
    expect(checkSolution(puzzle, answer!)).toEqual([]);
  });

  it('serves the API to code that imports it', async () => {
    const script = `
      import { createContainer, getBackend, miniSatHeapBytes } from 'cspkit/adapters';
      import { solveOne } from 'cspkit/core';
      import { buildSudokuModel, parseLine } from 'cspkit/models';
      const backend = getBackend(createContainer(), 'sat');
      const r = await solveOne(backend, buildSudokuModel(parseLine('${PUZZLE}')).model);
      console.log(r.status, miniSatHeapBytes());
      backend.close();`;
    const { stdout } = await run('node', ['--input-type=module', '-e', script], { cwd: dir });
    expect(stdout.trim()).toBe(`sat ${1024 * 1024 * 1024}`);
  });

  it('runs solveMany on worker threads from the installed package', async () => {
    const script = `
      import { lastValueFrom, toArray } from 'rxjs';
      import { solveMany } from 'cspkit/batch';
      const rs = await lastValueFrom(solveMany(['${PUZZLE}', 'x', '${PUZZLE}'], { jobs: 2 }).pipe(toArray()));
      console.log(rs.map((r) => r.status + ':' + (r.solutions[0]?.cells.join('') ?? '')).join(' '));`;
    const { stdout } = await run('node', ['--input-type=module', '-e', script], { cwd: dir });
    const solved = `sat:${SOLUTION}`;
    expect(stdout.trim()).toBe(`${solved} invalid: ${solved}`);
  });
});
