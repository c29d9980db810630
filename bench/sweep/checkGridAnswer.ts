// An answer checker for `bench/largeSweep.ts` that shares no code with the solver: it reads the puzzle
// file and the CLI's answer text on its own and checks the answer against the givens and every row,
// column and box. A sweep that trusted the models' own checker would miss a bug in the geometry both use.

/** A grid in the shared data's text format (`N W H` header, then N rows of N integers, 0 empty). */
export interface PlainGrid {
  /** Side. */
  readonly n: number;
  /** Box width (columns per box). */
  readonly w: number;
  /** Box height (rows per box). */
  readonly h: number;
  /** Row-major values, 0 for an empty cell. */
  readonly cells: readonly number[];
}

/**
 * Reads the first grid of a text in `N W H` grid format; a string names what is wrong
 * (this checker's own message, not the CLI's).
 */
export function parsePlainGrid(text: string): PlainGrid | string {
  const tokens = text
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('#'))
    .join(' ')
    .split(/\s+/)
    .filter((t) => t !== '');
  const [n, w, h] = tokens.slice(0, 3).map(Number);
  if (n === undefined || w === undefined || h === undefined || !(n > 0) || w * h !== n)
    return `bad header '${tokens.slice(0, 3).join(' ')}'`;
  const body = tokens.slice(3, 3 + n * n);
  if (body.length !== n * n) return `expected ${n * n} cells, found ${body.length}`;
  const cells = body.map(Number);
  const bad = cells.findIndex((v) => !Number.isInteger(v) || v < 0 || v > n);
  if (bad >= 0) return `cell ${bad} holds '${body[bad]}'`;
  return { n, w, h, cells };
}

/**
 * Checks an answer against its puzzle: same shape, every given kept, every cell filled with 1..N and
 * every row, column and box (W wide, H high) a permutation. Returns `undefined` when it holds, else
 * the first fault (`r3c7 is 5, the given is 9`).
 */
export function checkGridAnswer(puzzle: PlainGrid, answerText: string): string | undefined {
  const answer = parsePlainGrid(answerText);
  if (typeof answer === 'string') return `answer: ${answer}`;
  const { n, w, h } = puzzle;
  if (answer.n !== n || answer.w !== w || answer.h !== h)
    return `answer is ${answer.n} ${answer.w} ${answer.h}, the puzzle ${n} ${w} ${h}`;
  const at = (i: number) => `r${Math.floor(i / n) + 1}c${(i % n) + 1}`;
  for (let i = 0; i < n * n; i++) {
    const v = answer.cells[i]!;
    if (v === 0) return `${at(i)} is empty`;
    const given = puzzle.cells[i]!;
    if (given !== 0 && given !== v) return `${at(i)} is ${v}, the given is ${given}`;
  }
  const houses: [string, (k: number, j: number) => number][] = [
    ['row', (k, j) => k * n + j],
    ['column', (k, j) => j * n + k],
    // Box k: boxes run H to a band (N / W of them, W wide), bands are H rows high.
    ['box', (k, j) => (Math.floor(k / h) * h + Math.floor(j / w)) * n + (k % h) * w + (j % w)],
  ];
  for (const [name, cell] of houses) {
    for (let k = 0; k < n; k++) {
      const seen = new Set<number>();
      for (let j = 0; j < n; j++) seen.add(answer.cells[cell(k, j)]!);
      if (seen.size !== n) return `${name} ${k + 1} repeats a value`;
    }
  }
  return undefined;
}
