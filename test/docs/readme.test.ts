import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/index.js';
import { run } from '../../cli/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The fenced blocks of `text` in `lang`, in order, each with the text that follows it. */
function blocks(text: string, lang: string): { body: string; after: string }[] {
  const out: { body: string; after: string }[] = [];
  const fence = new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  for (let m = fence.exec(text); m !== null; m = fence.exec(text)) {
    out.push({ body: m[1]!, after: text.slice(fence.lastIndex) });
  }
  return out;
}

/** Shell words of a command line: blanks separate them, single quotes group. */
function words(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|(\S+)/g)) out.push(m[1] ?? m[2]!);
  return out;
}

/** One `$ command` of a console block and the output shown under it (`...` ends a shown prefix). */
interface Session {
  readonly command: string;
  readonly output: string[];
  readonly prefixOnly: boolean;
}

function sessions(body: string): Session[] {
  const out: { command: string; output: string[]; prefixOnly: boolean }[] = [];
  for (const line of body.replace(/\n$/, '').split('\n')) {
    if (line.startsWith('$ ')) out.push({ command: line.slice(2), output: [], prefixOnly: false });
    else if (line === '...') out.at(-1)!.prefixOnly = true;
    else out.at(-1)!.output.push(line);
  }
  return out;
}

/** Runs `echo 'TEXT' | cspkit ARGS` or `cspkit ARGS` in-process, from the repository root. */
async function runCommand(command: string): Promise<string> {
  const [left, right] = command.includes(' | ') ? command.split(' | ') : [undefined, command];
  let stdin = '';
  if (left !== undefined) {
    const echo = words(left);
    expect(echo[0]).toBe('echo');
    stdin = `${echo.slice(1).join(' ')}\n`;
  }
  const argv = words(right!);
  expect(argv[0]).toBe('cspkit');
  let out = '';
  const io: CliIo = {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: () => undefined },
    readStdin: async () => stdin,
    readFile: (path) => readFile(join(ROOT, path), 'utf8'),
    samplesDir: join(ROOT, 'samples'),
  };
  await run(argv.slice(1), io);
  return out;
}

describe('README examples print what the README shows', () => {
  const consoles = blocks(README, 'console');

  it('has console examples to check', () => {
    expect(consoles.length).toBeGreaterThan(0);
  });

  it.each(consoles.flatMap((b) => sessions(b.body)).map((s) => [s.command, s] as const))(
    '$ %s',
    async (_, session) => {
      const lines = (await runCommand(session.command)).replace(/\n$/, '').split('\n');
      if (session.prefixOnly) expect(lines.slice(0, session.output.length)).toEqual(session.output);
      else expect(lines).toEqual(session.output);
    },
  );

  it('the API example prints the output under it', async () => {
    const api = blocks(README, 'ts').find((b) => b.body.includes('solveSudoku$('))!;
    const shown = blocks(api.after, 'text')[0]!.body;
    // Run it as written, with the package's entry points mapped to the sources.
    const source = api.body.replace(/from 'cspkit\/(core|models|adapters)'/g, "from './$1/index.js'");
    const file = join(ROOT, `.readme-api-${process.pid}.ts`);
    writeFileSync(file, source);
    try {
      const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [file], {
        cwd: ROOT,
      });
      expect(stdout).toBe(shown);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
