import type { Command } from 'commander';
import {
  buildNonogramModel,
  formatNonogramGrid,
  type NonogramPuzzle,
  readNonograms,
} from '../../models/nonogram/index.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { addFamilyCommands, type FamilySpec } from '../family/index.js';

/** `cspkit nonogram solve|count`: the nonogram family as the shared family verbs see it. */
export const NONOGRAM_VERBS: FamilySpec<NonogramPuzzle> = {
  name: 'nonogram',
  description: COMMAND_DESCRIPTIONS.nonogram,
  help: `Input, per puzzle: 'width W', 'height H', 'rows' then H clue lines (top to bottom), 'columns' then W
clue lines (left to right). A clue line is the block lengths separated by commas, '0' for an empty
line. Blank lines and '#' comment lines are skipped; a new 'width' (or 'height') line starts the next
puzzle. Answer: H lines of '#' (filled) and '.'; --json gives the rows as arrays of 0/1.`,
  read: (text) => readNonograms(text),
  search(puzzle) {
    const { model } = buildNonogramModel(puzzle);
    const { width, height } = puzzle;
    return {
      model,
      decode: (values) => ({
        text: formatNonogramGrid(width, height, values),
        grid: Array.from({ length: height }, (_, r) =>
          Array.from(values.subarray(r * width, (r + 1) * width)),
        ),
      }),
    };
  },
};

/** Adds `nonogram solve|count` to the program; the actions store their exit code through `done`. */
export function addNonogramCommands(program: Command, io: CliIo, done: (code: number) => void): void {
  addFamilyCommands(program, io, done, NONOGRAM_VERBS);
}
