// Playing sudoku by hand through the API: a game with conflicts, undo, pencil marks and a check against the
// solution, then the semi-automatic fill, then the automatic solver's recorded path replayed step by step.
import { pathToFileURL } from 'node:url';
import {
  formatHuman,
  formatPathStep,
  Game,
  PathPlayer,
  parseLine,
  recordSolutionPath,
} from '../models/sudoku/index.js';

const PUZZLE = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const HARD = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/** Plays the session, printing as it goes; returns the printed lines. */
export async function main(print: (text: string) => void = console.log): Promise<string[]> {
  const out: string[] = [];
  const say = (s: string): void => {
    out.push(s);
    print(s);
  };

  // Manual play: rows, columns and values count from 1, as cells are named (r1c1).
  const game = new Game(parseLine(PUZZLE), { autoCleanMarks: true });
  const clash = game.place(1, 1, 4);
  say(`r1c1 = 4: ${clash.ok ? 'fine' : `conflicts with ${clash.conflicts.map((c) => c.name).join(', ')}`}`);
  game.undo();
  game.setMarks(1, 2, [1, 6, 8]);
  game.place(1, 1, 8); // cleans the 8 out of r1c2's marks
  say(`r1c2 marks after r1c1 = 8: ${game.marksAt(1, 2).join(' ')}`);
  game.place(1, 2, 1); // wrong, but breaks no rule yet
  say(`check: ${game.check().message}`);
  game.place(1, 2, 6);
  say(`check: ${game.check().message}`);

  // Semi-automatic: naked singles, repeatedly.
  const auto = game.fillSingles();
  say(`auto: filled ${auto.filled.length} cells, first ${auto.filled[0]?.name}; solved: ${auto.solved}`);
  say(formatHuman(game.grid).trimEnd());

  // The automatic solver's path on a 17-clue puzzle: guesses, forced cells and backtracks, replayed.
  const path = await recordSolutionPath(parseLine(HARD));
  const { guesses, forced, backtracks } = path.counts;
  say(`path: ${path.steps.length} steps (${guesses} guesses, ${forced} forced, ${backtracks} backtracks)`);
  const player = new PathPlayer(path);
  for (let i = 0; i < 5; i++) say(`  ${formatPathStep(player.next()!)}`);
  player.seek(player.length);
  say(`replayed to the solution: ${player.grid.equals(path.solution!)}`);
  return out;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
