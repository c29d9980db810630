import { describe, expect, it } from 'vitest';
import { answerEach } from '../../cli/answerEach.js';
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
    const seen: boolean[] = [];
    const exit = await answerEach(
      io,
      'p.txt',
      [[0, 1], [2]],
      (i, out, err, several) => {
        seen.push(several);
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
    expect(seen).toEqual([true, true, true]);
    // Each batch's answers go out before the next is read; the summary comes last.
    expect(writes).toEqual(['out:a0\na1\n', 'err:e1\n', 'out:a2\n', 'err:e2\n', 'err:summary of 3\n']);
  });

  it('tells one entry from several, looking one batch ahead', async () => {
    const { io } = recordingIo();
    const seen: boolean[] = [];
    const record = (_: number, _out: unknown, _err: unknown, several: boolean) => {
      seen.push(several);
      return ExitCode.ok;
    };
    await answerEach(io, undefined, [[1]], record, undefined, true);
    await answerEach(io, undefined, [[1], [], [2]], record, undefined, true);
    await answerEach(io, undefined, [[1], [2]], record);
    expect(seen).toEqual([false, true, true, false, false]);
  });

  it('says there are no puzzles, exits 2, and calls neither answer nor finish', async () => {
    const { io, writes } = recordingIo();
    let calls = 0;
    const exit = await answerEach(
      io,
      'p.txt',
      [[], []],
      () => {
        calls++;
        return ExitCode.ok;
      },
      () => calls++,
    );
    expect(exit).toBe(ExitCode.invalid);
    expect(calls).toBe(0);
    expect(writes).toEqual(["err:cspkit: no puzzles in 'p.txt'\n"]);
  });
});

describe('writeCount', () => {
  it('prints K+ at the limit, the count when complete, and timeout (exit 1) when stopped early', async () => {
    const { io, writes } = recordingIo();
    const message = (t: string) => `line 3: ${t}`;
    const exit = await answerEach(io, undefined, [[0, 1, 2]], (i, out, err) => {
      if (i === 0) return writeCount(out, err, message, 2, { found: 2, status: 'timeout' });
      if (i === 1) return writeCount(out, err, message, 2, { found: 1, status: 'sat' });
      return writeCount(out, err, message, 2, { found: 1, status: 'timeout', reason: 'limit' });
    });
    expect(exit).toBe(ExitCode.timeout);
    expect(writes).toEqual(['out:2+\n1\ntimeout\n', 'err:line 3: timeout after 1 solution(s): limit\n']);
  });
});
