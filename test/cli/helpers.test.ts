import { describe, expect, it } from 'vitest';
import { checkPuzzleEntry } from '../../cli/checkPuzzleEntry.js';
import { placeMessage } from '../../cli/InputEntry.js';
import { formatTable, LineWriter, worseExit } from '../../cli/index.js';
import { LineSplitter } from '../../cli/LineSplitter.js';
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

  it('placeMessage prefixes the place unless the reason already names a line', () => {
    expect(placeMessage({ key: 'line', at: 7 }, 'bad')).toBe('line 7: bad');
    expect(placeMessage({ key: 'line', at: 7 }, 'line 7, column 3: bad')).toBe('line 7, column 3: bad');
    // A grid starting on line 1 whose row on line 2 is bad: named once, by the line at fault.
    expect(placeMessage({ key: 'line', at: 1 }, 'line 2: row 1 has more than 9 values')).toBe(
      'line 2: row 1 has more than 9 values',
    );
    expect(placeMessage({ key: 'line', at: 7 }, 'lines differ')).toBe('line 7: lines differ');
    expect(placeMessage({ key: 'puzzle', at: 2 }, 'line 3: bad')).toBe('puzzle 2: line 3: bad');
  });

  it('LineSplitter cuts chunks into the lines splitLines would give the whole text', () => {
    const text = 'a\r\nbb\rccc\n\nd\r\n\r\ne';
    const expected = text.split(/\r\n|\n|\r/);
    // Every way to cut the text in two or three pieces, CRLF split across chunks included.
    for (let i = 0; i <= text.length; i++) {
      for (let j = i; j <= text.length; j++) {
        const splitter = new LineSplitter();
        const lines: string[] = [];
        for (const chunk of [text.slice(0, i), text.slice(i, j), text.slice(j)]) splitter.push(chunk, lines);
        splitter.end(lines);
        expect(lines).toEqual(expected);
      }
    }
  });

  it('checkPuzzleEntry names every clash, capped at five', () => {
    const [entry] = readPuzzles(`1111111.1${'.'.repeat(72)}`);
    const checked = checkPuzzleEntry(entry!);
    expect(checked.reason).toMatch(/^r1c1 and r1c2 both hold 1; /);
    expect(checked.reason).toMatch(/; and \d+ more$/);
  });
});
