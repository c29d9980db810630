import type { Command } from 'commander';
import {
  buildSkyscrapersModel,
  formatSkyscrapersGrid,
  readSkyscrapers,
  type SkyscrapersPuzzle,
} from '../../models/skyscrapers/index.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { addFamilyCommands, type FamilySpec } from '../family/index.js';

/** `cspkit skyscrapers solve|count`: the skyscrapers family as the shared family verbs see it. */
export const SKYSCRAPERS_VERBS: FamilySpec<SkyscrapersPuzzle> = {
  name: 'skyscrapers',
  description: COMMAND_DESCRIPTIONS.skyscrapers,
  help: `Input, per puzzle: a line 'N', four lines of N clues each (top, bottom, left, right; '0' = no clue),
then optionally N rows of N givens ('0' empty). Numbers are separated by spaces. Blank lines and '#'
comment lines are skipped; puzzles may follow each other directly. Answer: N rows of N
space-separated heights; --json gives the rows as arrays.`,
  read: (text) => readSkyscrapers(text),
  search(puzzle) {
    const { model } = buildSkyscrapersModel(puzzle);
    const n = puzzle.size;
    return {
      model,
      decode: (values) => ({
        text: formatSkyscrapersGrid(n, values),
        grid: Array.from({ length: n }, (_, r) => Array.from(values.subarray(r * n, (r + 1) * n))),
      }),
    };
  },
};

/** Adds `skyscrapers solve|count` to the program; the actions store their exit code through `done`. */
export function addSkyscrapersCommands(program: Command, io: CliIo, done: (code: number) => void): void {
  addFamilyCommands(program, io, done, SKYSCRAPERS_VERBS);
}
