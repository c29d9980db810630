import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InputEntry } from '../../cli/InputEntry.js';
import { answerLineBlock } from '../../cli/pool/answerLineBlock.js';
import { lineBlocks } from '../../cli/pool/lineBlocks.js';
import { blockChunksOf } from '../../cli/queue/blockChunks.js';
import { lineEntries } from '../../cli/queue/QueueChunk.js';

/** Lines of puzzles, comments and blanks, with any of the three line terminators, maybe unterminated. */
const inputText = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.constantFrom('12.4', 'x', '  # a comment', '', '   ', '#', '..3.2.6..', ' 5 '),
        fc.constantFrom('\n', '\r\n', '\r'),
      ),
      { maxLength: 40 },
    ),
    fc.boolean(),
  )
  .map(([lines, terminated]) => {
    const text = lines.map(([l, t]) => l + t).join('');
    return terminated || text.length === 0 ? text : text.replace(/(\r\n|\r|\n)$/, '');
  });

/** The entries `answerLineBlock` answers for `text` (the `--jobs` path). */
async function answeredEntries(text: string): Promise<InputEntry[]> {
  const seen: InputEntry[] = [];
  await answerLineBlock(
    (entry) => {
      seen.push(entry);
      return 0;
    },
    { text, firstLine: 1 },
    false,
  );
  return seen;
}

/** `text` read in pieces of `read` characters, as the input reader hands it over. */
async function* pieces(text: string, read: number): AsyncGenerator<string> {
  for (let i = read; i < text.length; i += read) yield text.slice(i, i + read);
}

describe('queue submit: line-format chunks as raw lines', () => {
  it('lineEntries names the puzzles answerLineBlock answers, with their line numbers', async () => {
    await fc.assert(
      fc.asyncProperty(inputText, async (text) => {
        expect(lineEntries({ text, firstLine: 1 })).toEqual(await answeredEntries(text));
      }),
      { seed: 22, numRuns: 200 },
    );
  });

  it('cuts an input into chunks of at most N puzzles that hold every puzzle once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        inputText,
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 2, max: 200 }),
        async (text, size, read, maxChars) => {
          const blocks = lineBlocks(
            text.slice(0, read),
            pieces(text, read)[Symbol.asyncIterator](),
            () => 16,
          );
          const chunks = [];
          for await (const chunk of blockChunksOf(blocks, size, maxChars)) chunks.push(chunk);
          const all = lineEntries({ text, firstLine: 1 });
          expect(chunks.flatMap((c) => lineEntries(c.block!))).toEqual(all);
          for (const c of chunks) {
            expect(c.entries).toEqual([]);
            expect(c.puzzles).toBe(lineEntries(c.block!).length);
            expect(c.puzzles).toBeGreaterThan(0);
            expect(c.puzzles).toBeLessThanOrEqual(size);
          }
          // Every chunk but the last is cut at the size or the character bound.
          for (const c of chunks.slice(0, -1))
            expect(c.puzzles === size || c.block!.text.length >= maxChars).toBe(true);
        },
      ),
      { seed: 22, numRuns: 300 },
    );
  });
});
