import { describe, expect, it } from 'vitest';
import { KillerError, readCageMap, writeCageMap } from '../../../models/killer/index.js';

const toError = (m: string, line?: number, column?: number): KillerError => new KillerError(m, line, column);

describe('writeCageMap', () => {
  it('writes one character per cell, `.` outside cages, and skips cages without a clue', () => {
    const cages = [{ cells: [0, 1] }, { cells: [3] }, { cells: [2] }];
    const lines = writeCageMap(2, cages, (_, i) => (i === 1 ? undefined : `${i + 10}`));
    expect(lines).toEqual(['aa', 'cb', 'a=10 c=12']);
  });

  it('switches to padded `c1`… labels past 62 cages and reads back the same cages', () => {
    const size = 9;
    const cages = Array.from({ length: 81 }, (_, c) => ({ cells: [c] }));
    const lines = writeCageMap(size, cages, (_, i) => `${i + 1}`);
    expect(lines[0]).toBe('c1  c2  c3  c4  c5  c6  c7  c8  c9');
    // 81 clues, ten a line.
    expect(lines).toHaveLength(size + 9);
    const map = readCageMap(lines.join('\n'), 'killer', toError);
    expect(map.cages.map((c) => c.cells)).toEqual(cages.map((c) => c.cells));
    expect(map.clues.map((c) => `${c.label}=${c.clue}`)).toEqual(cages.map((_, i) => `c${i + 1}=${i + 1}`));
  });
});
