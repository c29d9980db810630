import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerEach, type EntryAnswerer } from '../../../cli/answerEach.js';
import { ExitCode } from '../../../cli/ExitCode.js';
import type { InputEntry } from '../../../cli/InputEntry.js';
import { openPuzzleInput } from '../../../cli/openPuzzleInput.js';
import { answerLineBlock } from '../../../cli/pool/answerLineBlock.js';
import type { LineBlock } from '../../../cli/pool/LineBlock.js';
import { countLines, lineBlocks } from '../../../cli/pool/lineBlocks.js';
import { splitLines } from '../../../models/sudoku/splitLines.js';

/** Text pieces arriving one by one, as a stream gives them. */
async function* arriving(pieces: readonly string[]): AsyncGenerator<string> {
  for (const p of pieces) yield p;
}

/** `text` cut at `cuts` (positions, any order). */
function cut(text: string, cuts: readonly number[]): string[] {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const c of at) {
    pieces.push(text.slice(from, c));
    from = c;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** Blocks of `text` arriving in `pieces`, `targets` giving the sizes asked for in turn. */
async function blocksOf(pieces: readonly string[], targets: readonly number[]): Promise<LineBlock[]> {
  let i = 0;
  const target = (): number => targets[i++ % targets.length] ?? 1;
  const [head, ...rest] = pieces;
  const blocks: LineBlock[] = [];
  for await (const b of lineBlocks(head ?? '', rest.length > 0 ? arriving(rest) : undefined, target))
    blocks.push(b);
  return blocks;
}

const lineArb = fc.oneof(
  fc.constantFrom('', '# note', '  ', '..3.2.6..', 'abc'),
  fc.string({ maxLength: 10, unit: fc.constantFrom('a', '1', '.', ' ', '#') }),
);
const eolArb = fc.constantFrom('\n', '\r\n', '\r');
/** Lines joined by a mix of LF, CRLF and CR, with or without a last terminator. */
const textArb = fc
  .tuple(fc.array(fc.tuple(lineArb, eolArb), { maxLength: 12 }), lineArb)
  .map(([lines, last]) => lines.map(([l, e]) => l + e).join('') + last);

describe('lineBlocks', () => {
  it('cuts any text, however it arrives, into whole lines numbered as splitLines numbers them', async () => {
    await fc.assert(
      fc.asyncProperty(
        textArb,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }),
        async (text, cuts, targets) => {
          const blocks = await blocksOf(cut(text, cuts), targets);
          expect(blocks.map((b) => b.text).join('')).toBe(text);
          const lines = splitLines(text);
          let line = 1;
          for (const b of blocks) {
            expect(b.text).not.toBe('');
            expect(b.firstLine).toBe(line);
            // A block ends where a line does (a CR is never split from its LF).
            const inBlock = splitLines(b.text);
            const last = inBlock.at(-1);
            expect(lines.slice(line - 1, line - 1 + inBlock.length - 1)).toEqual(inBlock.slice(0, -1));
            line += countLines(b.text);
            // Only the input's last line may lack a terminator.
            if (last !== '') expect(b).toBe(blocks.at(-1));
          }
        },
      ),
      { numRuns: 400, seed: 22 },
    );
  });

  it('hands out the whole lines read before waiting for more input', async () => {
    const seen: LineBlock[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    async function* slow(): AsyncGenerator<string> {
      await gate;
      yield 'c\n';
    }
    const it = lineBlocks('a\nb', slow(), () => 1 << 16);
    const first = await it.next();
    seen.push(first.value as LineBlock);
    expect(seen).toEqual([{ text: 'a\n', firstLine: 1 }]);
    release();
    const rest: LineBlock[] = [];
    for await (const b of { [Symbol.asyncIterator]: () => it }) rest.push(b);
    expect(rest).toEqual([{ text: 'bc\n', firstLine: 2 }]);
  });

  it('counts LF, CRLF and CR as one line end each', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a\nb\r\nc\rd')).toBe(3);
    expect(countLines('\r\r\n\n')).toBe(3);
  });
});

/** An answerer writing what it was given, failing on lines holding `abc`; like solve, count and rate it
 * does not look at `several` (commands that do look ahead, and take entries). */
const echo: EntryAnswerer<InputEntry> = (entry, out, err) => {
  out.line(`${entry.key} ${entry.at} ${entry.format} [${entry.text}]`);
  if (entry.text?.includes('abc')) {
    err.line(`line ${entry.at}: bad`);
    return ExitCode.invalid;
  }
  return entry.at % 3 === 0 ? Promise.resolve(ExitCode.timeout) : ExitCode.ok;
};

describe('answerLineBlock', () => {
  it('answers the blocks of an input as answerEach answers its entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        textArb.filter((t) => !/^\s*\d+\s+\d+\s+\d+\s*$/m.test(t.split(/\r\n|\r|\n/)[0] ?? '')),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        async (text, targets, cuts) => {
          let out = '';
          let err = '';
          const io = {
            stdout: { write: (s: string) => (out += s) },
            stderr: { write: (s: string) => (err += s) },
            readStdin: async () => text,
            readFile: async () => text,
            stdinChunks: () => arriving(cut(text, cuts)),
          };
          const input = await openPuzzleInput(io, '-');
          if (input.kind !== 'plain' || input.blocks === undefined) return;
          const code = await answerEach(io, '-', input.batches, echo);
          const again = await openPuzzleInput(io, '-');
          if (again.kind !== 'plain' || again.blocks === undefined) throw new Error('format changed');
          let i = 0;
          let blockOut = '';
          let blockErr = '';
          let worst: number = ExitCode.ok;
          let entries = 0;
          for await (const b of again.blocks(() => targets[i++ % targets.length]!)) {
            const r = await answerLineBlock(echo, b, false);
            blockOut += r.out;
            blockErr += r.err;
            worst = Math.max(worst, r.exit);
            entries += r.entries ?? 0;
          }
          if (entries === 0) {
            expect(code).toBe(ExitCode.invalid);
            return;
          }
          expect(blockOut).toBe(out);
          expect(blockErr).toBe(err);
          expect(worst).toBe(code);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
