import { describe, expect, it } from 'vitest';
import { checkPuzzleEntry, lineMessage } from '../../cli/checkPuzzleEntry.js';
import { formatTable, LineWriter, worseExit } from '../../cli/index.js';
import { readPuzzles } from '../../models/sudoku/index.js';

describe('cli helpers', () => {
  it('formatTable aligns columns left or right', () => {
    expect(
      formatTable(
        ['name', 'ms'],
        [
          ['a', '1.5'],
          ['long name', '10'],
        ],
        ['left', 'right'],
      ),
    ).toEqual(['name        ms', '---------  ---', 'a          1.5', 'long name   10']);
  });

  it('LineWriter writes queued lines in one chunk on flush', () => {
    const chunks: string[] = [];
    const w = new LineWriter({ write: (s: string) => chunks.push(s) });
    w.line('a');
    w.line('b');
    expect(chunks).toEqual([]);
    w.flush();
    w.flush();
    expect(chunks).toEqual(['a\nb\n']);
  });

  it('worseExit prefers invalid over timeout over ok', () => {
    expect(worseExit(0, 1)).toBe(1);
    expect(worseExit(2, 1)).toBe(2);
    expect(worseExit(1, 2)).toBe(2);
    expect(worseExit(0, 0)).toBe(0);
  });

  it('lineMessage prefixes the line unless the reason already names it', () => {
    expect(lineMessage(7, 'bad')).toBe('line 7: bad');
    expect(lineMessage(7, 'line 7, column 3: bad')).toBe('line 7, column 3: bad');
    expect(lineMessage(7, 'line 70: bad')).toBe('line 7: line 70: bad');
  });

  it('checkPuzzleEntry names every clash, capped at five', () => {
    const [entry] = readPuzzles(`1111111.1${'.'.repeat(72)}`);
    const checked = checkPuzzleEntry(entry!);
    expect(checked.reason).toMatch(/^r1c1 and r1c2 both hold 1; /);
    expect(checked.reason).toMatch(/; and \d+ more$/);
  });
});
