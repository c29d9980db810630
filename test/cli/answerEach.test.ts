import { describe, expect, it } from 'vitest';
import { answerEach } from '../../cli/answerEach.js';
import { answerEachPuzzle } from '../../cli/answerEachPuzzle.js';
import type { CliIo } from '../../cli/index.js';
import { ExitCode } from '../../cli/index.js';
import { writeCount } from '../../cli/writeCount.js';

/** An io that records every write to either stream, in order, tagged with the stream. */
function recordingIo(): { io: CliIo; writes: string[] } {
  const writes: string[] = [];
  const io: CliIo = {
    stdout: { write: (s: string) => writes.push(`out:${s}`) },
    stderr: { write: (s: string) => writes.push(`err:${s}`) },
    readStdin: async () => '',
    readFile: async () => '',
  };
  return { io, writes };
}

describe('answerEach', () => {
  it('answers in order, returns the worst exit code, and runs finish between the two flushes', async () => {
    const { io, writes } = recordingIo();
    const codes = [ExitCode.ok, ExitCode.invalid, ExitCode.timeout] as const;
    const seen: number[] = [];
    const exit = await answerEach(
      io,
      [0, 1, 2],
      (i, out, err, count) => {
        seen.push(count);
        out.line(`a${i}`);
        if (i > 0) err.line(`e${i}`);
        return codes[i] ?? ExitCode.ok;
      },
      (err, count, ms) => {
        expect(ms).toBeGreaterThanOrEqual(0);
        err.line(`summary of ${count}`);
      },
    );
    expect(exit).toBe(ExitCode.invalid);
    expect(seen).toEqual([3, 3, 3]);
    expect(writes).toEqual(['out:a0\na1\na2\n', 'err:e1\ne2\nsummary of 3\n']);
  });

  it('returns ok and writes nothing for no entries', async () => {
    const { io, writes } = recordingIo();
    expect(await answerEach(io, [], () => ExitCode.invalid)).toBe(ExitCode.ok);
    expect(writes).toEqual([]);
  });
});

describe('answerEachPuzzle', () => {
  it('notes an input without puzzles on stderr, exits 0, and calls neither answer nor finish', async () => {
    const { io, writes } = recordingIo();
    let calls = 0;
    const exit = await answerEachPuzzle(
      io,
      'p.txt',
      '# only a comment\n',
      () => {
        calls++;
        return ExitCode.ok;
      },
      () => calls++,
    );
    expect(exit).toBe(ExitCode.ok);
    expect(calls).toBe(0);
    expect(writes).toEqual(["err:cspkit: no puzzles in 'p.txt'\n"]);
  });
});

describe('writeCount', () => {
  it('prints K+ at the limit, the count when complete, and timeout (exit 1) when stopped early', async () => {
    const { io, writes } = recordingIo();
    const message = (t: string) => `line 3: ${t}`;
    const exit = await answerEach(io, [0, 1, 2], (i, out, err) => {
      if (i === 0) return writeCount(out, err, message, 2, { found: 2, status: 'timeout' });
      if (i === 1) return writeCount(out, err, message, 2, { found: 1, status: 'sat' });
      return writeCount(out, err, message, 2, { found: 1, status: 'timeout', reason: 'limit' });
    });
    expect(exit).toBe(ExitCode.timeout);
    expect(writes).toEqual(['out:2+\n1\ntimeout\n', 'err:line 3: timeout after 1 solution(s): limit\n']);
  });
});
